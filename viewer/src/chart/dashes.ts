/** Dash patterns by series (chart lines and legend samples): besides its colour, each power's line has a shape of its own. */
export const DASHES: readonly number[][] = [[], [8, 4], [2, 3], [10, 3, 2, 3], [4, 4], [1, 5], [12, 6]];
