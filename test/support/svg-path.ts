// Reads the SVG path data of the committed maps back into polygons, for tests:
// "M x y L x y x y … Z" per polygon, integer pixels, nothing else.
export type Ring = [number, number][];

export function parsePath(d: string): Ring[] {
  if (!/^(M\d+ \d+L\d+ \d+( \d+ \d+)*Z)+$/.test(d)) throw new Error(`not "M x y L x y … Z" polygons of integers: ${d.slice(0, 80)}`);
  return d
    .split('Z')
    .filter((s) => s.length > 0)
    .map((s) => {
      const n = s.replace(/[ML]/g, ' ').trim().split(' ').map(Number);
      const ring: Ring = [];
      for (let i = 0; i < n.length; i += 2) ring.push([n[i], n[i + 1]]);
      return ring;
    });
}

/** Twice the signed area of a ring; positive when it runs clockwise on screen (y grows downwards). */
export function signedArea2(ring: Ring): number {
  let a = 0;
  for (let i = 0; i < ring.length; i++) {
    const [px, py] = ring[i];
    const [qx, qy] = ring[(i + 1) % ring.length];
    a += px * qy - qx * py;
  }
  return a;
}

/** Even-odd point-in-polygon over all rings. */
export function insideRings(x: number, y: number, rings: Ring[]): boolean {
  let inside = false;
  for (const p of rings) {
    for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
      const [xi, yi] = p[i];
      const [xj, yj] = p[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}
