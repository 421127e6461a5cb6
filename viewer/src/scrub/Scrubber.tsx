// Placeholder until this panel is written (issue 26).
export function Scrubber() {
  return null;
}
