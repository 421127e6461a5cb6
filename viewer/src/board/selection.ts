// The territory the person points at (hover) and the one they picked (click, or the "find a
// territory" list for keyboard users): the info box shows the first of them, the map outlines both.
import { signal } from '@preact/signals';

export const hovered = signal<string | null>(null);
export const pinned = signal<string | null>(null);
/** The info box sits top-right, or top-left while the pointer is on the right of the map (not to cover it). */
export const infoOnLeft = signal(false);
