// The battle machine with every kind of battle in it: combat's land and sea
// battles (combat/machine.ts) and the raids mechanic's strategic bombing raids
// (RULES §4.5, raids/steps.ts). Composed here, as hooks.ts composes the hooks,
// so that combat and raids never import each other; handed to the rules in
// DecideContext.battles by engine/decide.ts.
import { battleMachine, type Battles } from '../combat';
import { raidStep, startRaid } from '../raids';
import type { Evolve } from './mechanic';

export const battlesWith = (evolve: Evolve): Battles => battleMachine(evolve, { start: startRaid, step: raidStep });
