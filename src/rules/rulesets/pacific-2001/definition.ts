// The original 2001 Axis & Allies Pacific (RULES §7): its board data is in
// (ruleset.json) but its rules are not built yet, so no game can be created
// with it (rulesets/index.ts); until then it declares the first edition's
// turn so that its data can be read and drawn.
import type { GameDefinition } from '../../ruleset/definition';
import { PACIFIC_1940 } from '../pacific-1940/definition';

export const PACIFIC_2001: GameDefinition = {
  ...PACIFIC_1940,
  politics: { declarations: [], automatic: [], entering: [] },
  kamikaze: null,
  upgrades: [],
  unownedLandPower: null,
};
