// The words events' summaries are made of (src/api/events/spec.ts gives each
// event its `summary`, beside its payload): what a summary may read besides its
// payload, unit names and counts, battle steps and outcomes.
import { rulesetView, type GameEvent, type GameState, type RulesetView } from '../../rules';

/** What a summary may read besides its payload; each absent when the game is not known. */
export interface SummaryContext {
  /** The game's ruleset, for what it names (events in RULESET_SUMMARIES). */
  rs?: RulesetView;
  /** The game just before the event (events in NEEDS_STATE). */
  before?: GameState | null;
}

/** The unit types of these ids in the game before the event, or null when one is unknown (no state, an old payload). */
export function typesOf(x: SummaryContext, ids: readonly string[]): string[] | null {
  const types = ids.map((id) => x.before?.units.get(id)?.type);
  return types.every((t): t is NonNullable<typeof t> => t !== undefined) ? types : null;
}

/** "Japan loses 2 infantry and 1 fighter in Hunan; its 1 battleship is damaged." (CBT-7: casualties by unit type, issue 25). */
export function casualties(d: Extract<GameEvent, { type: 'CasualtiesChosen' }>['data'], x: SummaryContext): string | null {
  const lost = typesOf(
    x,
    d.units.filter((u) => u.effect === 'destroyed').map((u) => u.unitId),
  );
  // One `damaged` entry per hit (UNIT-8): a super battleship hit twice is listed twice.
  const hitsOn = new Map<string, number>();
  for (const u of d.units) if (u.effect === 'damaged') hitsOn.set(u.unitId, (hitsOn.get(u.unitId) ?? 0) + 1);
  const damaged = typesOf(x, [...hitsOn.keys()]);
  if (!lost || !damaged) return null;
  const twice = [...hitsOn.values()].some((h) => h > 1);
  const hits = twice
    ? ` (${n(
        [...hitsOn.values()].reduce((a, b) => a + b, 0),
        'hit',
      )})`
    : '';
  const parts = [
    lost.length ? `${d.power} loses ${countsOf(lost)} in ${d.place}` : '',
    damaged.length
      ? `${lost.length ? 'its' : `${d.power}'s`} ${countsOf(damaged)} ${damaged.length === 1 ? 'is' : 'are'} damaged${hits}`
      : '',
  ].filter(Boolean);
  if (!parts.length) return null;
  return `${parts.join('; ')}${lost.length ? '' : ` in ${d.place}`}${d.auto ? ' (chosen by the engine)' : ''}.`;
}

export const STEPS: Record<string, string> = {
  aa: 'anti-aircraft fire',
  bombard: 'bombardment',
  submerge: 'submarines may submerge',
  surprise: "submarines' surprise strike",
  general: 'general fire',
  end: 'casualties removed',
  scramble: 'scramble',
  support: 'ships kept out to support a landing',
  landPlanes: 'planes without a carrier land',
};

/**
 * What a battle step that has nothing in it says instead of its name (issue 25: a land battle logged "bombard",
 * "submerge" and "surprise" as if they happened): no ship bombards (CBT-2: land battles, round 1, with bombarding
 * ships), no submarine fights (CBT-3, CBT-4). Null when the step may have something, or the game is not known.
 */
export function emptyStep(d: Extract<GameEvent, { type: 'BattleStep' }>['data'], s: GameState | null | undefined): string | null {
  const b = s?.battle;
  if (!s || !b || b.place !== d.place || b.kind === 'raid') return null;
  if (d.step === 'bombard') {
    const ships = b.kind === 'land' && d.round === 1 ? b.bombarders.filter((id) => s.units.has(id)) : [];
    return ships.length ? null : 'no bombardment';
  }
  if (d.step === 'submerge' || d.step === 'surprise') {
    const rs = rulesetView(s.rulesetId);
    const fighting = [...b.attackers, ...b.defenders].filter((id) => s.units.has(id));
    const subs = fighting.some((id) => rs.findUnit(s.units.unit(id).type)?.isSub);
    return subs ? null : d.step === 'submerge' ? 'no submarines to submerge' : 'no submarines to strike first';
  }
  return null;
}

const NAMES: Record<string, [string, string]> = {
  aaGun: ['AA gun', 'AA guns'],
  infantry: ['infantry', 'infantry'],
  mech_infantry: ['mechanized infantry', 'mechanized infantry'],
  artillery: ['artillery', 'artillery'],
  armour: ['armour', 'armour'],
  factory_minor: ['minor factory', 'minor factories'],
  factory_major: ['major factory', 'major factories'],
  factory: ['factory', 'factories'],
};

/** "infantry" -> "infantry", "tactical_bomber" x2 -> "tactical bombers". */
export function unitName(type: string, count: number): string {
  const [one, many] = NAMES[type] ?? [type.replace(/_/g, ' '), `${type.replace(/_/g, ' ')}s`];
  return count === 1 ? one : many;
}

/** "3 infantry and 1 fighter" from unit types, in the order first seen. */
export function countsOf(types: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const t of types) counts.set(t, (counts.get(t) ?? 0) + 1);
  return listOf([...counts].map(([t, n]) => `${n} ${unitName(t, n)}`));
}

export function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
export const OUTCOMES: Record<string, string> = {
  attackerWon: 'the attacker won',
  defenderWon: 'the defender held',
  bothDestroyed: 'both sides were destroyed',
  retreated: 'the attacker retreated',
  stalemate: 'neither side could go on',
  raided: 'the raid is over',
};
