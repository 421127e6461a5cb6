import { decide, pendingDecisions, rulesetView, movableUnits } from '../../src/rules';
import { plannerBot } from '../../src/bots/planner';
import { seededRandom } from '../support/random';
import { newGame } from '../rules/fixtures';
let s = newGame('pacific-2001');
const view = rulesetView('pacific-2001');
const rng = seededRandom(11);
const dice = (n: number, sides = 6) => Array.from({ length: n }, () => 1 + Math.floor(rng() * sides));
for (let i = 0; i < 3000 && s.round === 1; i++) {
  const first = pendingDecisions(s).find((d) => d.required)!;
  const command = plannerBot(s, first.power, rng);
  if (command.type === 'EndPhase' && s.phase === 'nonCombatMove') {
    const planes = s.units.filter((u) => view.unit(u.type).domain === 'air' && view.territory(u.at).kind === 'sea');
    for (const z of new Set(planes.map((p) => p.at))) console.log(s.current, z, s.units.at(z).map((u) => `${u.owner}:${u.type}:${u.carriedBy ?? ''}:${movableUnits(s, view).includes(u.id)}`).join(' '));
  }
  const d = decide(s, command, { actor: { kind: 'seat', power: view.playerOf(first.power).seat }, dice });
  if (!d.ok) throw new Error('refused');
  for (const e of d.events) if (e.type === 'AircraftLost') console.log('LOST', JSON.stringify(e.data));
  if (command.type === 'MoveUnits' && s.phase === 'combatMove') console.log(s.current, JSON.stringify(command));
  s = d.state!;
}
