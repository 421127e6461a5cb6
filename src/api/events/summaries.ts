// One line of plain English per event ("Japan attacks Hunan with 3 infantry and
// 1 fighter"), for logs, replay viewers and notifications. A Record over the
// rules' GameEventType with each event's own payload type: an event added to
// the rules core without a summary here is a compile error naming it. A few
// read more than their payload (SummaryContext): the game's ruleset (its phase
// names, its players' seats), or the game just before the event (the
// casualties' unit types, whether a battle step has anything in it).
import { rulesetView, seatName, type GameEvent, type GameEventType, type GameState, type RulesetView } from '../../rules';

/** What a summary may read besides its payload; each absent when the game is not known. */
export interface SummaryContext {
  /** The game's ruleset, for what it names (events in RULESET_SUMMARIES). */
  rs?: RulesetView;
  /** The game just before the event (events in NEEDS_STATE). */
  before?: GameState | null;
}

type Summaries = { [K in GameEventType]: (d: Extract<GameEvent, { type: K }>['data'], x: SummaryContext) => string };

/** The events whose summary reads the game just before them (events resolver: GameStates.at(number - 1)). */
export const NEEDS_STATE: ReadonlySet<string> = new Set<GameEventType>(['CasualtiesChosen', 'CasualtiesRemoved', 'BattleStep']);

/** The unit types of these ids in the game before the event, or null when one is unknown (no state, an old payload). */
function typesOf(x: SummaryContext, ids: readonly string[]): string[] | null {
  const types = ids.map((id) => x.before?.units.get(id)?.type);
  return types.every((t): t is NonNullable<typeof t> => t !== undefined) ? types : null;
}

/** "Japan loses 2 infantry and 1 fighter in Hunan; its 1 battleship is damaged." (CBT-7: casualties by unit type, issue 25). */
function casualties(d: Extract<GameEvent, { type: 'CasualtiesChosen' }>['data'], x: SummaryContext): string | null {
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

const STEPS: Record<string, string> = {
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
function emptyStep(d: Extract<GameEvent, { type: 'BattleStep' }>['data'], s: GameState | null | undefined): string | null {
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

function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const OUTCOMES: Record<string, string> = {
  attackerWon: 'the attacker won',
  defenderWon: 'the defender held',
  bothDestroyed: 'both sides were destroyed',
  retreated: 'the attacker retreated',
  stalemate: 'neither side could go on',
  raided: 'the raid is over',
};

export const SUMMARIES: Summaries = {
  GameCreated: (d) => `Game "${d.name}" created (${d.rulesetId}${d.setUp ? ', set up from a position' : ''}${d.rated ? ', rated' : ''}).`,
  // RULES §7, AMBIG-43: the seat is a player's, recorded under its seat power ("Great Britain's seat (India, Australia)").
  SeatTaken: (d, { rs }) => `${rs ? seatName(rs.playerOf(d.power)) : `${d.power}'s seat`} is taken.`,
  SetupAmended: (d) =>
    `The start is changed by ${d.option}: ${[
      d.moved.length ? `${countsOf(d.moved.map((m) => m.type))} moved` : '',
      d.removed.length ? `${countsOf(d.removed.map((u) => u.type))} removed` : '',
    ]
      .filter(Boolean)
      .join(', ')}.`,
  InvitationIssued: (d, { rs }) => `The organizer invited a player to ${rs ? seatName(rs.playerOf(d.power)) : `${d.power}'s seat`}.`,
  SeatHandedOver: (d, { rs }) =>
    `The organizer handed ${rs ? seatName(rs.playerOf(d.power)) : `${d.power}'s seat`} to another player: ${d.reason}`,
  GameAdjudicated: (d) =>
    d.outcome === 'draw'
      ? `The game is a draw by the organizer's adjudication in round ${d.round}: ${d.reason}`
      : `The ${d.winner} win by the organizer's adjudication in round ${d.round}: ${d.reason}`,
  GameVoided: (d) => `The organizer voided the game in round ${d.round}: ${d.reason}`,
  DiceRolled: (d) => `${n(d.values.length, 'die', 'dice')} rolled for ${d.purpose}: ${d.values.join(' ')}.`,
  DiceSeedRevealed: () => "The game's dice seed is revealed: every roll can be checked.",
  DiceSeedDisclosed: (d) => `The organizer was shown the dice seed after ${n(d.rollsSoFar, 'roll')}.`,
  TurnStarted: (d) => `Round ${d.round}: ${d.power}'s turn begins.`,
  // The ruleset's own phase names (its definition's `phases`, e.g. "Land Fighters on Combat Air Patrol").
  PhaseStarted: (d, { rs }) => `${d.power}: ${rs ? rs.phaseName(d.phase) : d.phase}.`,
  TurnEnded: (d) => `${d.power}'s turn ends.`,
  UnitsPurchased: (d) => `${d.power} buys ${listOf(d.units.map((u) => `${u.count} ${unitName(u.type, u.count)}`))} for ${d.total} PUs.`,
  FacilitiesRepaired: (d) =>
    `${d.power} repairs ${n(
      d.repairs.reduce((s, r) => s + r.points, 0),
      'point',
    )} of damage for ${d.total} PUs.`,
  ShipsRepaired: (d) => `${d.power}'s ${n(d.units.length, 'ship')} repaired at harbour.`,
  UnitsPlaced: (d) => {
    const places = [...new Set(d.units.map((u) => u.at))];
    return `${d.power} places ${countsOf(d.units.map((u) => u.type))} in ${listOf(places)}.`;
  },
  ConvoyRaided: (d) => `${d.by} raids the convoy centre ${d.seaZone}: ${d.victim} loses ${d.lost} PUs.`,
  FreeUnitsGiven: (d) =>
    d.units.length
      ? `${d.power} gets ${countsOf(d.units.map((u) => u.type))} free in ${d.place} (${d.option}).`
      : `${d.power} gets ${countsOf(d.toPlace.flatMap((u) => Array<string>(u.count).fill(u.type)))} free to place (${d.option}).`,
  FortificationsLost: (d) => `${d.power} loses ${countsOf(d.units.map((u) => u.type))}: ${d.reason}.`,
  UnplacedUnitsRefunded: (d) => `${d.power} gets ${d.pus} PUs back for units not placed.`,
  ConvoyDisruptionDeclared: (d) => `${d.by} disrupts ${d.victim}'s convoy in ${d.seaZone}.`,
  IncomeCollected: (d) => `${d.power} collects ${d.amount} PUs (now ${d.pusAfter}).`,
  WarDeclared: (d) => `${d.a} and ${d.b} are at war.`,
  RelationshipChanged: (d) => `${d.a} and ${d.b}: ${d.from} to ${d.to}.`,
  KamikazeTriggerArmed: (d) => `${d.power} holds ${d.territory}: kamikaze may be activated.`,
  KamikazeActivated: (d) => `Kamikaze attacks are active (Allied units at ${d.trigger}).`,
  KamikazeWindowOpened: (d) => `${d.by} may make kamikaze attacks on ${n(d.targets.length, 'ship')} of ${d.against}.`,
  KamikazeAttacked: (d) => `${d.by} makes ${n(d.attacks.length, 'kamikaze attack')} on ${d.against}: ${n(d.removed.length, 'unit')} lost.`,
  KamikazeWindowClosed: (d) => `${d.by} is done with kamikaze attacks.`,
  VictoryPending: (d) => `The ${d.side} hold a victory condition (${d.condition}) after ${d.power}'s turn: it must hold a full round.`,
  VictoryPendingCleared: (d) => `The ${d.side}' victory condition no longer holds.`,
  GameEnded: (d) => `The ${d.winner} win (${d.condition}, round ${d.round}).`,
  UnitsMoved: (d) => {
    const to = d.route[d.route.length - 1] ?? d.from;
    const what = countsOf(d.units.map((u) => u.type));
    if (d.raid) return `${d.power} raids ${to} with ${what}.`;
    if (d.battle) return `${d.power} attacks ${to} with ${what}.`;
    return `${d.power} moves ${what} from ${d.from} to ${to}.`;
  },
  MoveUndone: (d) => `${d.power} takes back a move.`,
  ShipsEnteredPort: (d) => `${n(d.units.length, 'ship')} of ${d.power} go into port at ${d.port}, from ${d.seaZone}.`,
  ShipsLeftPort: (d) => `${n(d.units.length, 'ship')} of ${d.power} leave port at ${d.port} into ${d.seaZone}.`,
  TransportsSunk: (d) => `Submarines in ${d.seaZone} sink ${n(d.units.length, 'transport')} of ${d.power}.`,
  PatrolShot: (d) =>
    `Patrol shot in ${d.seaZone}: ${n(d.subs.length, 'submarine')} ${d.hits ? `hit ${n(d.units.length, 'ship')}` : 'miss'} of ${d.power}.`,
  PatrolZoneUnitsLost: (d) => `${d.power} loses ${countsOf(d.units.map((u) => u.type))} left in the patrol zone ${d.seaZone}.`,
  AircraftLost: (d) => `${d.power} loses ${countsOf(d.units.map((u) => u.type))} with nowhere to land.`,
  AircraftLanded: (d) => `${d.power}'s ${n(d.units.length, 'plane')} land on allied carriers.`,
  TerritoryCaptured: (d) =>
    `${d.by} ${d.to === d.by ? 'takes' : 'liberates'} ${d.territory}${d.from ? ` from ${d.from}` : ''}.` +
    (d.lostInPort?.length ? ` ${n(d.lostInPort.length, 'unit')} of its port ${d.lostInPort.length === 1 ? 'is' : 'are'} lost.` : ''),
  BattleStarted: (d) =>
    d.kind === 'raid'
      ? `${d.attacker} raids ${d.place}.`
      : `${d.port ? 'Port attack' : 'Battle'} in ${d.place}: ${d.attacker} (${n(d.attackers.length, 'unit')}) against ${d.defender} (${n(d.defenders.length, 'unit')}).`,
  PortDefenceCommitted: (d) =>
    `${d.power} commits ${n(d.port.length, 'plane')} in ${d.place} to its port and ${n(d.land.length, 'plane')} to the land.`,
  SubsSubmerged: (d) => `${d.power} submerges ${n(d.units.length, 'submarine')} in ${d.place}.`,
  PlanesStranded: (d) => `${n(d.planes.length, 'plane')} in ${d.place} lost their carrier.`,
  LandingCancelled: (d) => `The landing from ${d.place} is called off: ${n(d.units.length, 'unit')} back aboard.`,
  AmphibiousSupportDesignated: (d) =>
    `${d.power} keeps ${n(d.supporting.length, 'ship')} in ${d.place} out of the sea battle to support the landing (${n(d.fighting.length, 'unit')} fight).`,
  InvadersReturned: (d) => `The blockers in ${d.place} hold: ${n(d.units.length, 'unit')} put ashore from there go back where they began.`,
  PlanesLanded: (d) => `${n(d.landings.length, 'plane')} from ${d.place} fly to safety.`,
  BattleStep: (d, x) => `${d.place}, round ${d.round}: ${emptyStep(d, x.before) ?? STEPS[d.step] ?? d.step}.`,
  HitsScored: (d) => `${d.place}: the ${d.by} scores ${n(d.total, 'hit')}.`,
  CasualtiesChosen: (d, x) =>
    casualties(d, x) ??
    `${d.power} takes ${n(d.units.length, 'casualty', 'casualties')} in ${d.place}${d.auto ? ' (chosen by the engine)' : ''}.`,
  CasualtiesRemoved: (d, x) => {
    const types = typesOf(x, d.units);
    const why = d.reason.startsWith('round ') ? '' : ` (${d.reason})`;
    return `${types ? countsOf(types) : n(d.units.length, 'unit')} removed in ${d.place}${why}.`;
  },
  BattleRoundEnded: (d) => `${d.place}: round ${d.round} ends.`,
  BattleContinued: (d) => `${d.place}: the attacker presses on into round ${d.round}.`,
  AttackersRetreated: (d) => `${n(d.units.length, 'attacker')} retreat from ${d.place} to ${d.to}.`,
  BattleEnded: (d) => `The battle in ${d.place} is over: ${OUTCOMES[d.outcome] ?? d.outcome}.`,
  CasualtyOrderSet: (d) => `${d.power} ${d.orderOfLoss ? 'lets the engine choose its casualties' : 'chooses its own casualties'}.`,
  PlanesScrambled: (d) => `${d.power} scrambles ${n(d.units.length, 'plane')} into ${d.place}.`,
  ScrambledPlanesReturned: (d) => `${n(d.units.length, 'scrambled plane')} return from ${d.place}.`,
  InterceptorsCommitted: (d) => `${d.power} intercepts over ${d.place} with ${n(d.units.length, 'fighter')}.`,
  BombersAssigned: (d) => `${n(d.assignments.length, 'bomber')} over ${d.place} are given targets.`,
  FacilitiesDamaged: (d) => `Bombers do ${d.damage.reduce((s, x) => s + x.added, 0)} damage in ${d.place}.`,
  WarBonusPaid: (d) => `${d.power} receives ${d.pus} PUs, once, for ${d.by}'s declaration of war (${d.rule}).`,
  FactoriesRemoved: (d) =>
    `${d.owner}'s ${n(d.units.length, 'factory', 'factories')} in ${d.territory} ${d.units.length === 1 ? 'is' : 'are'} removed.`,
  VictoryPointsScored: (d) => `${d.power} scores ${n(d.points, 'victory point')} (now ${d.total}).`,
  UnitsReceived: (d) => `${d.power} receives ${d.count} ${unitName(d.unit, d.count)} in ${d.placeIn}.`,
  SeaZoneControlled: (d) => `${d.to} takes control of ${d.seaZone} from ${d.from}.`,
  PositionEdited: (d) => `The organizer edits the position (${n(d.edits.length, 'change')}): ${d.reason}`,
};

/** Event types whose summary names what the game's ruleset defines (phase names, players' seats): summaryOf wants `x.rs` for them. */
export const RULESET_SUMMARIES: ReadonlySet<string> = new Set<GameEventType>([
  'PhaseStarted',
  'SeatTaken',
  'InvitationIssued',
  'SeatHandedOver',
]);

/**
 * The summary of a stored event; a plain fallback for an event type this server does not know. `x.before`: the game
 * just before it, for the events in NEEDS_STATE (without it they say less: "takes 2 casualties").
 */
export function summaryOf(type: string, data: unknown, x: SummaryContext = {}): string {
  const f = (SUMMARIES as Record<string, (d: unknown, x: SummaryContext) => string>)[type];
  if (!f) return `${type}.`;
  try {
    return f(data, x);
  } catch {
    // An old payload without a field the summary reads: still one line.
    return `${type}.`;
  }
}
