// SCR-4: scrambled planes go back to their island after the battle (combat's
// ending and retreat run this; it needs no battle machine of its own).
import type { BattleState, Script } from '../combat';

/** SCR-4: scrambled planes still alive go back to their island. */
export function returnScrambled(script: Script, b: BattleState) {
  const now = script.s.battle ?? b;
  const scrambled = (now.kind === 'sea' ? now.scrambled : undefined) ?? {};
  const units = Object.entries(scrambled)
    .filter(([id]) => script.s.units.has(id))
    .map(([unitId, to]) => ({ unitId, to }));
  if (units.length) script.push({ type: 'ScrambledPlanesReturned', data: { place: b.place, units } });
}
