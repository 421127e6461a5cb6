// RULES §8.1 hr01-convoy-raiding [S2 "Convoy Centers"] (pacific-2001): ships
// and planes with an attack value that end in an enemy convoy centre raid it
// as combat ends: 1 die each, and the centre's holder loses the total, up to
// the centre's value (never more PUs than it has). Enemy units there must be
// gone first (destroyed or submerged); defending subs do not stop a raid made
// only by subs. ⚠ Default: the PUs are lost at once (the seed: "determine
// income lost at the end of combat"); each centre once a turn.
import { type Dice, diceRoller } from '../dice';
import { type GameEvent, atWar, type GameState } from '../engine';
import type { PowerId, RulesetView } from '../ruleset';
import { optionOn } from '../rulesets';

/** Phase hook `convoyRaids`, as `power`'s Conduct Combat ends. */
export function convoyRaidEvents(s: GameState, rs: RulesetView, power: PowerId, dice?: Dice): GameEvent[] {
  if (!optionOn(s, 'hr01-convoy-raiding') || !dice) return [];
  const roller = diceRoller(s, dice);
  const raids: GameEvent[] = [];
  const pus = { ...s.pus };
  for (const t of rs.data.territories) {
    if (t.kind !== 'sea' || !t.convoyCentre || t.production <= 0) continue;
    const victim = s.seaHolders[t.name];
    if (!victim || !atWar(s, power, victim)) continue;
    const here = s.units.at(t.name);
    const raiders = here.filter((u) => {
      const p = rs.unit(u.type);
      return u.owner === power && !u.carriedBy && (p.domain === 'sea' || p.domain === 'air') && p.attack > 0;
    });
    if (!raiders.length) continue;
    const onlySubs = raiders.every((u) => rs.unit(u.type).isSub);
    const blocked = here.some((u) => atWar(s, power, u.owner) && !(onlySubs && rs.unit(u.type).isSub));
    if (blocked) continue;
    const { values } = roller.roll(raiders.length, `convoy raid on ${t.name} [seed 002 "Convoy Centers"]`);
    const rolled = values.reduce((a, b) => a + b, 0);
    const lost = Math.min(rolled, t.production, pus[victim] ?? 0);
    pus[victim] = (pus[victim] ?? 0) - lost;
    raids.push({
      type: 'ConvoyRaided',
      data: { by: power, victim, seaZone: t.name, raiders: raiders.map((u) => u.id), rolled, cap: t.production, lost },
    });
  }
  // Each raid after its dice, in order.
  const out: GameEvent[] = [];
  raids.forEach((r, i) => out.push(roller.events[i], r));
  return out;
}
