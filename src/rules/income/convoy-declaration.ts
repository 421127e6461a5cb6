// CNV-7: before war, disrupting a convoy is a choice the disrupting side
// declares, and an act of war (POL-3/POL-4). Once at war it is automatic.
import type { PowerId, RulesetView } from '../ruleset';
import { type Command, accept, reject, type Ruling, atWar, type GameState } from '../engine';
import { canDeclare, declaredWarEvents } from '../politics';

export function decideDisruptConvoy(
  state: GameState,
  rs: RulesetView,
  by: PowerId,
  cmd: Extract<Command, { type: 'DisruptConvoy' }>,
): Ruling {
  const { victim, seaZone } = cmd;
  if (state.phase !== 'collectIncome' || state.current !== victim)
    return reject(
      'WRONG_PHASE',
      'CNV-1',
      `Convoys are disrupted only in the victim's ${rs.phaseName('collectIncome')} phase; it is ${state.current}'s ${rs.phaseName(state.phase)}.`,
    );
  if (rs.switches.convoyImmune.includes(victim))
    return reject('CHINA_IS_IMMUNE', 'CNV-1', `${victim} is not subject to convoy disruption [S0 §China].`);
  const zone = rs.findTerritory(seaZone);
  if (!zone) return reject('UNKNOWN_TERRITORY', 'CNV-2', `There is no sea zone "${seaZone}".`);
  if (zone.kind !== 'sea' || !zone.convoyZone) return reject('NOT_A_CONVOY_ZONE', 'CNV-2', `${seaZone} has no convoy.`);
  if (!rs.landNeighbours(seaZone).some((l) => state.owners[l] === victim))
    return reject('NO_CONVOY_TO_DISRUPT', 'CNV-2', `${seaZone} is not next to any territory ${victim} controls.`);
  if (!state.units.at(seaZone).some((u) => u.owner === by && (rs.findUnit(u.type)?.convoyDamage ?? 0) > 0))
    return reject('NO_WARSHIPS_IN_ZONE', 'CNV-2', `${by} has no warship in ${seaZone}.`);
  if (atWar(state, by, victim))
    return reject('ALREADY_AT_WAR', 'CNV-7, AMBIG-07', `${by} is at war with ${victim}: its convoys are disrupted automatically.`);
  if (canDeclare(state, rs, by, victim) !== 'ok' || rs.switches.cannotDeclareWar.includes(by))
    return reject(
      'CANNOT_DECLARE_WAR',
      rs.switches.cannotDeclareWar.includes(by) ? 'CNV-7, POL-6' : 'CNV-7, POL-8',
      `${by} may not start a war with ${victim}.`,
    );
  const cause = { kind: 'convoyDisruption' as const, by, victim, seaZone };
  return accept(
    { type: 'ConvoyDisruptionDeclared', data: { by, victim, seaZone } },
    ...declaredWarEvents(state, rs, by, victim, cause, (d) => `CNV-7, ${d}`),
  );
}
