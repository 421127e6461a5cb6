// RULES §8.1, seed 002 "Corrected AH setup" and "Pearl Harbor Strike Option":
// the setup options of the 2001 game change the position it starts from.
// Each is a SetupAmended event right after GameCreated (what was removed,
// what moved where), so a replay and an auditor see the changed start; the
// ruleset's optionParams.setup says what each changes, in order:
// - hr01-corrected-setup: the fixes [P] does not already have (⚠ RULES §8:
//   apply only what still differs);
// - hr01-amended-japanese-setup: the rest of Japan's SZ 20 fleet to SZ 22;
// - hr01-pearl-harbor-strike: the scripted strike, no dice: Japan's fighters
//   SZ 22 → SZ 9 keeping 2 MP for Non-combat Move, one of them lost, every US
//   ship in SZ 9 and the Hawaii fighter destroyed.
import type { EventOf, GameEvent, GameState, Unit } from '../engine';
import type { SetupStep, RulesetView } from '../ruleset';
import { knownOptionalRule, optionOn, type OptionId } from '../rulesets';
import { allowance } from '../movement';

type Amended = EventOf<'SetupAmended'>;

/** The units a step names: `owner`'s at `at`, of its type or domain, the first `count` by id. */
function chosen(s: GameState, rs: RulesetView, step: SetupStep): Unit[] {
  const all = s.units
    .at(step.at)
    .filter(
      (u) =>
        u.owner === step.owner &&
        (step.type === undefined || u.type === step.type) &&
        (step.domain === undefined || rs.unit(u.type).domain === step.domain),
    )
    .sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
  return step.count === undefined ? all : all.slice(0, step.count);
}

function amendment(s: GameState, rs: RulesetView, option: OptionId, steps: readonly SetupStep[]): Amended {
  const data: Amended['data'] = { option, heading: knownOptionalRule(option).heading, removed: [], moved: [] };
  for (const step of steps) {
    const units = chosen(s, rs, step);
    const part: Amended['data'] = { ...data, removed: [], moved: [] };
    if (step.kind === 'remove') part.removed = units;
    else
      part.moved = units.map((u) => ({
        unit: u.id,
        type: u.type,
        owner: u.owner,
        from: u.at,
        to: step.to,
        ...(step.movementLeft !== undefined ? { movementLeft: step.movementLeft } : {}),
      }));
    data.removed.push(...part.removed);
    data.moved.push(...part.moved);
    // Each step sees the board the earlier ones left (a fighter moved, then lost, is in both lists).
    s = applySetupAmended(s, { type: 'SetupAmended', data: part }, rs);
  }
  return { type: 'SetupAmended', data };
}

/** The SetupAmended events of a new game's setup options (none without them, so other games are unchanged). */
export function setupOptionEvents(state: GameState, rs: RulesetView): GameEvent[] {
  const events: GameEvent[] = [];
  let s = state;
  for (const { option, steps } of rs.def.optionParams?.setup ?? []) {
    if (!optionOn(s, option)) continue;
    const e = amendment(s, rs, option, steps);
    events.push(e);
    s = applySetupAmended(s, e, rs);
  }
  return events;
}

/** evolve's part: units removed and moved; moved units with movement left have moved this turn, in Combat Move. */
export function applySetupAmended(s: GameState, e: Amended, rs: RulesetView): GameState {
  const gone = new Set(e.data.removed.map((u) => u.id));
  let movement = s.movement;
  const units = s.units.batch((w) => {
    for (const id of gone) if (w.get(id)) w.delete(id);
    for (const m of e.data.moved) {
      const u = w.get(m.unit);
      if (!u) continue;
      if (m.movementLeft !== undefined)
        movement = movement.set(u.id, {
          spent: Math.max(0, allowance(s, rs, u) - m.movementLeft),
          startedAt: m.from,
          inCombatMove: true,
          unloaded: false,
          scripted: true,
        });
      w.update(u.id, ({ carriedBy: _left, ...x }) => ({ ...x, at: m.to }));
    }
  });
  return { ...s, units, movement };
}
