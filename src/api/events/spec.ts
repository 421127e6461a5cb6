// The shapes of the events' payloads, declared once, each with the event's
// one-line summary beside it (`summary`, typed by its payload; summaries.ts
// serves them, with the words they share in summary-text.ts): the GraphQL object
// types (events/types.ts builds them), the payload converter and docs/events.md
// are all made from this. It is a Record over the rules core's GameEventType, so an
// event added there and not here is a compile error naming it; events/check.ts
// checks each event's fields against its payload's type in the rules.
//
// Field names here are the API's: where a stored payload's name is ambiguous
// it is renamed at the boundary (`from`), and stored events are not touched
// (UnitsMoved's units[].cost is movementCost; UnitsPurchased's units[].cost is
// costPUs). Renaming the stored fields themselves, with upcasting of old
// events, is left for later.
import { seatName, type GameEvent, type GameEventType } from '../../rules';
import { OUTCOMES, STEPS, casualties, countsOf, emptyStep, listOf, n, typesOf, unitName, type SummaryContext } from './summary-text';

export type Scalar =
  | 'String'
  | 'Int'
  | 'Float'
  | 'Boolean'
  | 'Power'
  | 'UnitType'
  | 'Phase'
  | 'Side'
  | 'BattleStep'
  | 'RelationKind'
  | 'CombatKind'
  | 'BattleSide'
  | 'BattleOutcome'
  | 'CasualtyEffect'
  | 'KamikazeResult'
  | 'Seating'
  | 'JSON';

export interface ObjSpec {
  name: string;
  d: string;
  fields: Record<string, FieldSpec>;
}

export interface FieldSpec {
  t: Scalar | ObjSpec;
  d: string;
  list?: boolean;
  nullable?: boolean;
  /** The stored payload's name for it, when the API names it otherwise. */
  from?: string;
  /** The value served when the stored payload has none (the field is then not nullable). */
  absent?: string;
  /** Deprecated: the reason, naming the field that replaces it. */
  deprecated?: string;
}

// The helpers keep what events/check.ts reads (a nested object's field names, a stored name given by `from`) in their types.
const f =
  (t: Scalar) =>
  <const O extends Omit<Partial<FieldSpec>, 't'> = Record<never, never>>(d: string, o?: O): FieldSpec & O =>
    ({ t, d, ...o }) as FieldSpec & O;
const S = f('String');
const I = f('Int');
const B = f('Boolean');
const P = f('Power');
const U = f('UnitType');
const J = f('JSON');
const F = f('Float');
const list = <X extends FieldSpec>(x: X): X & { list: true } => ({ ...x, list: true });
const opt = <X extends FieldSpec>(x: X): X & { nullable: true } => ({ ...x, nullable: true });
const obj = <F extends Record<string, FieldSpec>>(
  name: string,
  d: string,
  fields: F,
  fd: string,
  o: Omit<Partial<FieldSpec>, 't'> = {},
): FieldSpec & { t: { fields: F } } => ({ t: { name, d, fields }, d: fd, ...o });

const place = S('Where: the territory or sea zone.');
const units = list(S('Unit ids.'));
const rule = S('The RULES.md id of the rule applied.');
/** RULES §8.1 hr01-ports-shelter: the ships going into or out of port. */
const portShips = obj('PortShipPayload', 'A ship.', { unitId: S('The ship.'), type: U('Its type.') }, 'The ships.', { list: true });
const power = P('The power.');
const round = I('The round.');
const phase: FieldSpec = { t: 'Phase', d: 'The phase.' };
const side = (d: string): FieldSpec => ({ t: 'BattleSide', d });
const outcome: FieldSpec = { t: 'BattleOutcome', d: 'How it ended.' };
const hits = obj(
  'HitClassesPayload',
  'Hits by what may take them (CBT-7, UNIT-4..UNIT-6).',
  {
    notAir: I('From submarines: anything but planes.'),
    notSub: I('From planes with no destroyer: anything but submarines.'),
    airOnly: I('From anti-aircraft fire: planes only.'),
    any: I('Anything.'),
    surface: opt(I('RULES §8.1 hr01-sub-evasion: from submarines, surface ships only (absent without the option).')),
  },
  'The hits, by what may take them.',
);
const unitRow = obj(
  'PlacedUnitPayload',
  'A unit as placed or added.',
  {
    id: S('Its id.'),
    type: U('Its type.'),
    owner: P('Its owner.'),
    at: S('Where.'),
    damage: I('Its damage.'),
    carriedBy: opt(S('The transport or carrier it is aboard.')),
    through: opt(S('The factory that placed it (sea units).')),
  },
  'The units.',
  { list: true },
);

export interface EventSpec {
  d: string;
  fields: Record<string, FieldSpec>;
  /** Its one line of plain English (summaries.ts summaryOf). */
  summary: (d: never, x: SummaryContext) => string;
}

/** An event's summary: from its own payload, and what SummaryContext gives. */
export type Summary<K extends GameEventType> = (d: Extract<GameEvent, { type: K }>['data'], x: SummaryContext) => string;

export const EVENT_SPECS = {
  GameCreated: {
    d: 'A game was created (RULES §1.1).',
    fields: {
      gameId: S('The game.'),
      rulesetId: S('Its ruleset.'),
      rulesetSourceHash: S("SHA-256 of the ruleset data's source file."),
      options: list(S('Optional rules switched on.')),
      name: S('Its name.'),
      organizerTokenHash: S("SHA-256 of the organizer's token."),
      turnOrder: list(P('The playing powers in turn order.')),
      rated: opt(B('A rated game (never practice dice); absent in older games.')),
      dice: opt(J('The dice commitment and any practice dice (docs/dice.md).')),
      setUp: opt(B('Set up from a position document.')),
      position: opt(J('With setUp: the position it starts from (docs/positions.md).')),
      seating: opt(
        S('"invitation" for seats by invitation (docs/seats.md); absent: open.', {
          deprecated: 'Use seatingMode: the Seating enum (OPEN, INVITATION), never null.',
        }),
      ),
      seatingMode: f('Seating')('How the game gives its seats: OPEN (first to ask) or INVITATION (docs/seats.md).', {
        from: 'seating',
        absent: 'open',
      }),
      clocks: opt(
        J(
          'The clocks and the time-out policy (docs/clocks.md): mode budget (budgetMs, incrementMs) or deadline (deadlineMs), onTimeOut. Absent: no clocks.',
        ),
      ),
    },
    summary: (d) => `Game "${d.name}" created (${d.rulesetId}${d.setUp ? ', set up from a position' : ''}${d.rated ? ', rated' : ''}).`,
  },
  SeatTaken: {
    d: "A player's seat was taken (docs/seats.md): it plays every power its player runs (RULES §7, AMBIG-43).",
    fields: {
      power: P(
        "The power the seat is recorded under: the player's seat power (pacific-2001: India for Great Britain, whether India or Australia was named; USA for the USA's seat).",
      ),
      tokenHash: S("SHA-256 of the seat's token."),
      entropy: opt(S("The seat's contribution to the dice seed (docs/dice.md).")),
      invitation: opt(S('SHA-256 of the invitation code it came with.')),
    },
    // RULES §7, AMBIG-43: the seat is a player's, recorded under its seat power ("Great Britain's seat (India, Australia)").
    summary: (d, { rs }) => `${rs ? seatName(rs.playerOf(d.power)) : `${d.power}'s seat`} is taken.`,
  },
  SetupAmended: {
    d: 'RULES §8.1: how a setup option of the 2001 game (hr01-corrected-setup, hr01-amended-japanese-setup, hr01-pearl-harbor-strike) changes the standard start.',
    fields: {
      option: S('The optional rule.'),
      heading: S('Its heading in seed 002.'),
      removed: { ...unitRow, d: 'The units taken off, as they were.' },
      moved: obj(
        'SetupMovePayload',
        'A unit the option moves.',
        {
          unit: S('Its id.'),
          type: U('Its type.'),
          owner: P('Its owner.'),
          from: S('Where it was.'),
          to: S('Where it is now.'),
          movementLeft: opt(I('Movement it keeps for Non-combat Move of the first turn (the Pearl Harbor strike).')),
        },
        'Units moved (a unit moved and then lost is in both lists).',
        { list: true },
      ),
    },
    summary: (d) =>
      `The start is changed by ${d.option}: ${[
        d.moved.length ? `${countsOf(d.moved.map((m) => m.type))} moved` : '',
        d.removed.length ? `${countsOf(d.removed.map((u) => u.type))} removed` : '',
      ]
        .filter(Boolean)
        .join(', ')}.`,
  },
  InvitationIssued: {
    d: "The organizer's invitation to a player's seat (docs/seats.md).",
    fields: { power: P("The seat's power, as SeatTaken records it."), codeHash: S('SHA-256 of the code.') },
    summary: (d, { rs }) => `The organizer invited a player to ${rs ? seatName(rs.playerOf(d.power)) : `${d.power}'s seat`}.`,
  },
  DiceRolled: {
    d: 'Dice were rolled (docs/dice.md): rolls first..first+values-1 of the game.',
    fields: {
      first: I('Number of the first roll.'),
      values: list(I('The die values.')),
      purpose: S('What they were rolled for.'),
      scripted: list(B('Whether each came from a practice script.')),
    },
    summary: (d) => `${n(d.values.length, 'die', 'dice')} rolled for ${d.purpose}: ${d.values.join(' ')}.`,
  },
  DiceSeedRevealed: {
    d: "The game's dice seed made public when it ended.",
    fields: { seed: S('The seed.'), commitment: opt(S('The commitment made at creation.')), reason: S('Why: gameEnded.') },
    summary: () => "The game's dice seed is revealed: every roll can be checked.",
  },
  DiceSeedDisclosed: {
    d: 'The organizer was shown the seed before its reveal.',
    fields: { to: S('Who: organizer.'), rollsSoFar: I('Rolls made so far.') },
    summary: (d) => `The organizer was shown the dice seed after ${n(d.rollsSoFar, 'roll')}.`,
  },
  TurnStarted: { d: "A power's turn began.", fields: { round, power }, summary: (d) => `Round ${d.round}: ${d.power}'s turn begins.` },
  PhaseStarted: {
    d: "A phase of a turn began, as `power`'s step: in pacific-2001 the British player's one turn passes between India and Australia (RULES §7, AMBIG-43), and `power` becomes the power to move.",
    fields: { round, power, phase },
    // The ruleset's own phase names (its definition's `phases`, e.g. "Land Fighters on Combat Air Patrol").
    summary: (d, { rs }) => `${d.power}: ${rs ? rs.phaseName(d.phase) : d.phase}.`,
  },
  TurnEnded: {
    d: "A power's turn ended (pacific-2001: the British player's whole turn, with its last step's power).",
    fields: { round, power },
    summary: (d) => `${d.power}'s turn ends.`,
  },
  UnitsPurchased: {
    d: 'PUR-2: units bought.',
    fields: {
      power,
      units: obj(
        'PurchasedUnitsPayload',
        'Units of one type bought.',
        { type: U('The type.'), count: I('How many.'), costPUs: I('Price of one, in PUs.', { from: 'cost' }) },
        'What was bought.',
        { list: true },
      ),
      total: I('PUs spent.'),
      pusLeft: I('PUs left.'),
    },
    summary: (d) => `${d.power} buys ${listOf(d.units.map((u) => `${u.count} ${unitName(u.type, u.count)}`))} for ${d.total} PUs.`,
  },
  FacilitiesRepaired: {
    d: 'PUR-3: facilities repaired.',
    fields: {
      power,
      repairs: obj(
        'RepairPayload',
        'One repair.',
        {
          unitId: S('The facility.'),
          type: U('Its type.'),
          territory: S('Where.'),
          points: I('Points repaired.'),
          damageLeft: I('Damage left.'),
        },
        'The repairs.',
        { list: true },
      ),
      total: I('PUs spent.'),
      pusLeft: I('PUs left.'),
    },
    summary: (d) =>
      `${d.power} repairs ${n(
        d.repairs.reduce((s, r) => s + r.points, 0),
        'point',
      )} of damage for ${d.total} PUs.`,
  },
  ShipsRepaired: {
    d: 'PUR-1: battleships and carriers repaired free next to an operative harbour.',
    fields: {
      power,
      units: obj('ShipRepairPayload', 'A ship repaired.', { unitId: S('The ship.'), seaZone: S('Where.') }, 'The ships.', { list: true }),
    },
    summary: (d) => `${d.power}'s ${n(d.units.length, 'ship')} repaired at harbour.`,
  },
  UnitsPlaced: {
    d: 'MOB: units placed.',
    fields: {
      power,
      units: unitRow,
      upgraded: obj(
        'UpgradePayload',
        'MOB-6: a minor factory that became major.',
        { unitId: S('The factory.'), territory: S('Where.') },
        'Factories upgraded.',
        { list: true },
      ),
    },
    summary: (d) => {
      const places = [...new Set(d.units.map((u) => u.at))];
      return `${d.power} places ${countsOf(d.units.map((u) => u.type))} in ${listOf(places)}.`;
    },
  },
  ConvoyRaided: {
    d: 'RULES §8.1 hr01-convoy-raiding (pacific-2001): a convoy centre raided as combat ended.',
    fields: {
      by: P('The raiding power.'),
      victim: P('The power that held the centre.'),
      seaZone: S('The convoy centre.'),
      raiders: list(S('The raiding units.')),
      rolled: I('What their dice added up to (1 die each).'),
      cap: I("The centre's value: the most that can be lost."),
      lost: I('PUs the holder lost.'),
    },
    summary: (d) => `${d.by} raids the convoy centre ${d.seaZone}: ${d.victim} loses ${d.lost} PUs.`,
  },
  FreeUnitsGiven: {
    d: 'RULES §8.2: units an optional rule gives (x2-increased-shipbuilding, x2-us-national-guard, x2-advanced-production).',
    fields: {
      option: S('The optional rule.'),
      reason: S('Why now.'),
      power,
      place: opt(S('Where the units were put (none when they are to be placed).')),
      units: unitRow,
      toPlace: obj(
        'FreeUnitCountPayload',
        'A number of free units of one type to place this turn.',
        { type: U('The type.'), count: I('How many.') },
        'Units added to what the power places this turn, never refunded.',
        { list: true },
      ),
      key: S('Names the gift: one given once is not given again.'),
    },
    summary: (d) =>
      d.units.length
        ? `${d.power} gets ${countsOf(d.units.map((u) => u.type))} free in ${d.place} (${d.option}).`
        : `${d.power} gets ${countsOf(d.toPlace.flatMap((u) => Array<string>(u.count).fill(u.type)))} free to place (${d.option}).`,
  },
  FortificationsLost: {
    d: 'RULES §8.2 x2-japanese-fortifications: fortifications left with fewer infantry than themselves (died or left) are destroyed.',
    fields: {
      power,
      units: obj(
        'LostFortificationPayload',
        'A fortification destroyed.',
        { unitId: S('The fortification.'), type: U('Its type.'), at: S('Where.') },
        'The fortifications.',
        { list: true },
      ),
      rule,
      reason: S('Why now (a battle or a move).'),
      moveNumber: opt(I('The move that took the infantry away (undone with it); none after a battle.')),
    },
    summary: (d) => `${d.power} loses ${countsOf(d.units.map((u) => u.type))}: ${d.reason}.`,
  },
  UnplacedUnitsRefunded: {
    d: 'MOB-9 / AMBIG-18: units bought and not placed, refunded.',
    fields: {
      power,
      units: obj(
        'UnitCountPayload',
        'A number of units of one type.',
        { type: U('The type.'), count: I('How many.') },
        'What was refunded.',
        { list: true },
      ),
      pus: I('PUs refunded.'),
      pusAfter: I('PUs after.'),
    },
    summary: (d) => `${d.power} gets ${d.pus} PUs back for units not placed.`,
  },
  ConvoyDisruptionDeclared: {
    d: 'CNV-7: a convoy disrupted before war, an act of war.',
    fields: { by: P('The disrupting power.'), victim: P('The power whose convoy it is.'), seaZone: S('The convoy zone.') },
    summary: (d) => `${d.by} disrupts ${d.victim}'s convoy in ${d.seaZone}.`,
  },
  IncomeCollected: {
    d: 'INC: income collected, with one line per source.',
    fields: {
      power,
      round,
      amount: I('PUs collected.'),
      pusAfter: I('PUs after.'),
      lines: list(J('Where each PU came from: {source: territory|convoy|objective|noCapital|option, ...} (docs/events.md).')),
      objectivesPaidOnce: list(S('Once-per-game objectives paid so far.')),
    },
    summary: (d) => `${d.power} collects ${d.amount} PUs (now ${d.pusAfter}).`,
  },
  WarDeclared: {
    d: 'POL: war between two powers.',
    fields: {
      a: P('One power.'),
      b: P('The other.'),
      cause: J('Why: {kind: declaration|actOfWar|convoyDisruption|automatic, ...}.'),
      rule,
    },
    summary: (d) => `${d.a} and ${d.b} are at war.`,
  },
  RelationshipChanged: {
    d: 'POL: how two powers stand changed.',
    fields: {
      a: P('One power.'),
      b: P('The other.'),
      from: { t: 'RelationKind', d: 'Before.' },
      to: { t: 'RelationKind', d: 'After.' },
      cause: J('Why (as WarDeclared).'),
      rule,
    },
    summary: (d) => `${d.a} and ${d.b}: ${d.from} to ${d.to}.`,
  },
  WarBonusPaid: {
    d: "RULES §6 (2E): a one-time bonus for being attacked, e.g. the USA's +30 when Japan declares war on it in rounds 1-3.",
    fields: {
      bonus: S('Which bonus (each is paid once a game).'),
      power,
      pus: I('PUs paid.'),
      pusAfter: I("The power's PUs after."),
      by: P('The power whose declaration triggered it.'),
      rule,
    },
    summary: (d) => `${d.power} receives ${d.pus} PUs, once, for ${d.by}'s declaration of war (${d.rule}).`,
  },
  FactoriesRemoved: {
    d: 'RULES §6 (2E): Japanese factories removed from a Chinese territory China owns again (Kiangsu, Shantung, Manchuria).',
    fields: {
      territory: S('The territory.'),
      owner: P('Whose factories they were.'),
      units: list(S('The factories removed (unit ids).')),
      rule,
    },
    summary: (d) =>
      `${d.owner}'s ${n(d.units.length, 'factory', 'factories')} in ${d.territory} ${d.units.length === 1 ? 'is' : 'are'} removed.`,
  },
  KamikazeTriggerArmed: {
    d: 'KAM-2: Japan held a conditional trigger at the end of its turn.',
    fields: { territory: S('The trigger.'), power },
    summary: (d) => `${d.power} holds ${d.territory}: kamikaze may be activated.`,
  },
  KamikazeActivated: {
    d: 'KAM-2: kamikaze attacks are active from now on.',
    fields: { trigger: S('Where Allied units stood.'), power, rule },
    summary: (d) => `Kamikaze attacks are active (Allied units at ${d.trigger}).`,
  },
  KamikazeWindowOpened: {
    d: 'KAM-3: Japan may attack ships in kamikaze zones now.',
    fields: { by: P('Japan.'), against: P('The power whose ships may be attacked.'), targets: units, tokens: I('Tokens left.'), rule },
    summary: (d) => `${d.by} may make kamikaze attacks on ${n(d.targets.length, 'ship')} of ${d.against}.`,
  },
  KamikazeAttacked: {
    d: 'KAM-1, KAM-4: kamikaze attacks made.',
    fields: {
      by: P('Japan.'),
      against: P('The power attacked.'),
      attacks: obj(
        'KamikazeAttackPayload',
        'Tokens spent on one ship, and what they did.',
        {
          target: S('The ship.'),
          type: U('Its type.'),
          seaZone: S('Where.'),
          tokens: I('Tokens spent.'),
          hits: I('Hits.'),
          result: { t: 'KamikazeResult', d: 'What the attack did.' },
        },
        'Each attack.',
        { list: true },
      ),
      removed: units,
      tokensLeft: I('Tokens left.'),
      rule,
    },
    summary: (d) => `${d.by} makes ${n(d.attacks.length, 'kamikaze attack')} on ${d.against}: ${n(d.removed.length, 'unit')} lost.`,
  },
  KamikazeWindowClosed: {
    d: 'KAM-3: Japan has attacked or declined.',
    fields: { by: P('Japan.'), against: P('The power attacked.') },
    summary: (d) => `${d.by} is done with kamikaze attacks.`,
  },
  VictoryPending: {
    d: 'VIC-3: a victory condition first held at a turn end.',
    fields: { side: { t: 'Side', d: 'The side.' }, power, round, condition: S('VIC-1 or VIC-2.') },
    summary: (d) => `The ${d.side} hold a victory condition (${d.condition}) after ${d.power}'s turn: it must hold a full round.`,
  },
  VictoryPendingCleared: {
    d: 'VIC-3: the pending condition no longer holds.',
    fields: { side: { t: 'Side', d: 'The side.' } },
    summary: (d) => `The ${d.side}' victory condition no longer holds.`,
  },
  GameEnded: {
    d: 'VIC-3: the game is won.',
    fields: { winner: { t: 'Side', d: 'The winning side.' }, condition: S('VIC-1 or VIC-2.'), round, power },
    summary: (d) => `The ${d.winner} win (${d.condition}, round ${d.round}).`,
  },
  UnitsMoved: {
    d: 'MOV, NCM: units moved along a route.',
    fields: {
      power,
      phase,
      moveNumber: I("Number of the move's first event (names it for undo)."),
      from: S('Where they started.'),
      route: list(S('The places after the start, in order.')),
      units: obj(
        'MovedUnitPayload',
        'A unit moved.',
        {
          unitId: S('The unit.'),
          type: U('Its type.'),
          movementCost: I('Movement the move cost it (not PUs).', { from: 'cost' }),
          carriedBy: opt(S('The transport or carrier it rode.')),
          unloaded: B('It was unloaded.'),
        },
        'The units.',
        { list: true },
      ),
      cargo: units,
      battle: B('A battle will be fought where it ended (MOV-1).'),
      raid: opt(B('SBR-2: a strategic bombing raid.')),
      port: opt(B('RULES §8.1 hr01-ports-shelter: planes attacking the ships in port there.')),
      rail: opt(B('RULES §8.1 hr01-rail-movement: land units moved by rail, beyond their range.')),
      scrambleZone: opt(S('SCR-2: the zone the landing came from, where the island may scramble.')),
    },
    summary: (d) => {
      const to = d.route[d.route.length - 1] ?? d.from;
      const what = countsOf(d.units.map((u) => u.type));
      if (d.raid) return `${d.power} raids ${to} with ${what}.`;
      if (d.battle) return `${d.power} attacks ${to} with ${what}.`;
      return `${d.power} moves ${what} from ${d.from} to ${to}.`;
    },
  },
  MoveUndone: {
    d: 'A move taken back.',
    fields: { power, moveNumber: I('The move undone.') },
    summary: (d) => `${d.power} takes back a move.`,
  },
  ShipsEnteredPort: {
    d: 'RULES §8.1 hr01-ports-shelter: ships went into port (a non-combat move): they stand in the port territory, in no sea zone.',
    fields: {
      power,
      moveNumber: I('The move (UndoMove takes it back).'),
      port: S('The territory whose harbour they are in.'),
      seaZone: S('The sea zone they are in port on, and will leave into.'),
      units: portShips,
      rule,
    },
    summary: (d) => `${n(d.units.length, 'ship')} of ${d.power} go into port at ${d.port}, from ${d.seaZone}.`,
  },
  ShipsLeftPort: {
    d: 'RULES §8.1 hr01-ports-shelter: ships left port into its sea zone, the start of the move that follows.',
    fields: {
      power,
      moveNumber: I('The move it starts.'),
      port: S('The territory whose harbour they were in.'),
      seaZone: S('The sea zone they are back in.'),
      units: portShips,
      rule,
    },
    summary: (d) => `${n(d.units.length, 'ship')} of ${d.power} leave port at ${d.port} into ${d.seaZone}.`,
  },
  TransportsSunk: {
    d: 'MOV-11: submarines struck transports moving past them (1E).',
    fields: { power, moveNumber: I('The move.'), seaZone: S('Where.'), subs: units, hits: I('Hits.'), units, cargo: units, rule },
    summary: (d) => `Submarines in ${d.seaZone} sink ${n(d.units.length, 'transport')} of ${d.power}.`,
  },
  PatrolShot: {
    d: 'RULES §8.2 x2-patrol-zone: the home submarines in a patrol zone fired once each at the ships entering it.',
    fields: {
      power,
      moveNumber: I('The move.'),
      seaZone: S('The patrol zone.'),
      subs: units,
      hits: I('Hits.'),
      units: obj(
        'PatrolShotHitPayload',
        'A ship hit.',
        { unitId: S('The ship.'), effect: { t: 'CasualtyEffect', d: 'What the hit did.' } },
        'The ships hit.',
        { list: true },
      ),
      cargo: units,
      rule,
    },
    summary: (d) =>
      `Patrol shot in ${d.seaZone}: ${n(d.subs.length, 'submarine')} ${d.hits ? `hit ${n(d.units.length, 'ship')}` : 'miss'} of ${d.power}.`,
  },
  PatrolZoneUnitsLost: {
    d: "RULES §8.2 x2-patrol-zone: ships and planes still in an enemy patrol zone at the end of their power's Non-combat Move were lost.",
    fields: {
      power,
      seaZone: S('The patrol zone.'),
      units: obj('PatrolZoneLossPayload', 'A unit lost.', { unitId: S('The unit.'), type: U('Its type.') }, 'The units.', { list: true }),
      cargo: units,
      rule,
    },
    summary: (d) => `${d.power} loses ${countsOf(d.units.map((u) => u.type))} left in the patrol zone ${d.seaZone}.`,
  },
  AircraftLost: {
    d: 'NCM-3: planes with no place to land were lost.',
    fields: {
      power,
      units: obj('LostPlanePayload', 'A plane lost.', { unitId: S('The plane.'), type: U('Its type.'), at: S('Where.') }, 'The planes.', {
        list: true,
      }),
      rule,
    },
    summary: (d) => `${d.power} loses ${countsOf(d.units.map((u) => u.type))} with nowhere to land.`,
  },
  AircraftLanded: {
    d: "MOV-8: planes on an ally's carrier ride with it.",
    fields: {
      power,
      units: obj(
        'CarrierLandingPayload',
        'A plane aboard a carrier.',
        { unitId: S('The plane.'), carrierId: S('The carrier.'), seaZone: S('Where.') },
        'The planes.',
        { list: true },
      ),
    },
    summary: (d) => `${d.power}'s ${n(d.units.length, 'plane')} land on allied carriers.`,
  },
  TerritoryCaptured: {
    d: 'CAP: a territory taken or liberated.',
    fields: {
      territory: S('The territory.'),
      from: opt(P('Its owner before.')),
      to: P('Its owner now.'),
      by: P('The capturing power.'),
      moveNumber: I('The move or battle.'),
      rule,
      facilities: obj(
        'CapturedFacilityPayload',
        'CAP-2: a facility that changed owner.',
        { unitId: S('The facility.'), type: U('Its type before.'), becomes: U('Its type now.'), damage: I('Its damage.') },
        'Facilities taken.',
        { list: true },
      ),
      removed: units,
      pusSeized: opt(
        obj(
          'SeizedPayload',
          "CAP-7: PUs taken from a captured capital's owner.",
          {
            from: P('The owner.'),
            amount: I('PUs to the captor.'),
            toBank: opt(I('RULES §8.1 hr01-capital-capture-25: PUs lost to the bank.')),
          },
          'PUs seized.',
        ),
      ),
      returned: obj(
        'ReturnedTerritoryPayload',
        'CAP-8: a territory returned.',
        { territory: S('The territory.'), from: opt(P('Its owner before.')), to: P('Its owner now.') },
        'Territories returned.',
        { list: true },
      ),
      lostInPort: opt(
        list(S('RULES §8.1 hr01-ports-shelter: ships in port there, and the planes that defended the port, destroyed with it.')),
      ),
    },
    summary: (d) =>
      `${d.by} ${d.to === d.by ? 'takes' : 'liberates'} ${d.territory}${d.from ? ` from ${d.from}` : ''}.` +
      (d.lostInPort?.length ? ` ${n(d.lostInPort.length, 'unit')} of its port ${d.lostInPort.length === 1 ? 'is' : 'are'} lost.` : ''),
  },
  BattleStarted: {
    d: 'CBT: a battle began.',
    fields: {
      place,
      kind: { t: 'CombatKind', d: 'Land battle, sea battle or raid.' },
      attacker: P('The attacking power.'),
      defender: P('The defending power.'),
      attackers: units,
      defenders: units,
      bombarders: units,
      amphibious: units,
      scramblers: opt(units),
      port: opt(
        B(
          'RULES §8.1 hr01-ports-shelter: the battle for the ships in port (planes against ships, AA guns and planes committed to the port); it takes no land.',
        ),
      ),
    },
    summary: (d) =>
      d.kind === 'raid'
        ? `${d.attacker} raids ${d.place}.`
        : `${d.port ? 'Port attack' : 'Battle'} in ${d.place}: ${d.attacker} (${n(d.attackers.length, 'unit')}) against ${d.defender} (${n(d.defenders.length, 'unit')}).`,
  },
  PortDefenceCommitted: {
    d: "RULES §8.1 hr01-ports-shelter: with port and land both attacked, the defender's planes there committed to one or the other.",
    fields: {
      place: S('The territory.'),
      power: P('The power that committed them.'),
      port: list(S('Planes that defend the port (lost with it if the territory falls).')),
      land: list(S('Planes that defend the land.')),
      rule,
    },
    summary: (d) =>
      `${d.power} commits ${n(d.port.length, 'plane')} in ${d.place} to its port and ${n(d.land.length, 'plane')} to the land.`,
  },
  SubsSubmerged: {
    d: 'CBT-3: submarines left the battle.',
    fields: { place, side: side('The side'), power, units },
    summary: (d) => `${d.power} submerges ${n(d.units.length, 'submarine')} in ${d.place}.`,
  },
  PlanesStranded: {
    d: 'CBT-10: defending planes lost their carrier.',
    fields: { place, planes: units, outcome, attackers: units },
    summary: (d) => `${n(d.planes.length, 'plane')} in ${d.place} lost their carrier.`,
  },
  LandingCancelled: {
    d: 'MOV-7: units put ashore are back aboard.',
    fields: {
      place,
      units: obj(
        'ReboardedPayload',
        'A unit back aboard.',
        { unitId: S('The unit.'), transportId: S('The transport.'), to: S('Where it was to land.') },
        'The units.',
        { list: true },
      ),
      rule,
    },
    summary: (d) => `The landing from ${d.place} is called off: ${n(d.units.length, 'unit')} back aboard.`,
  },
  AmphibiousSupportDesignated: {
    d: 'RULES §8.1 hr01-amphibious-support: ships kept out of the sea battle before a landing, to support it.',
    fields: {
      place,
      power,
      landings: list(S('Where the troops from this zone landed.')),
      supporting: units,
      fighting: units,
      rule,
    },
    summary: (d) =>
      `${d.power} keeps ${n(d.supporting.length, 'ship')} in ${d.place} out of the sea battle to support the landing (${n(d.fighting.length, 'unit')} fight).`,
  },
  InvadersReturned: {
    d: 'RULES §8.1 hr01-amphibious-support: the blockers survived, so the landed units went back where they began the turn.',
    fields: {
      place,
      units: obj(
        'ReturnedInvaderPayload',
        'A land unit sent back.',
        {
          unitId: S('The unit.'),
          to: S('Where it began the turn.'),
          transportId: opt(S('The transport it began the turn aboard, if it began it at sea.')),
        },
        'The units.',
        { list: true },
      ),
      rule,
    },
    summary: (d) => `The blockers in ${d.place} hold: ${n(d.units.length, 'unit')} put ashore from there go back where they began.`,
  },
  PlanesLanded: {
    d: 'CBT-10: stranded planes flew 1 space.',
    fields: {
      place,
      landings: obj(
        'PlaneLandingPayload',
        'Where one plane landed.',
        { unitId: S('The plane.'), to: S('Where.'), carrierId: opt(S("An ally's carrier.")) },
        'The landings.',
        { list: true },
      ),
      rule,
    },
    summary: (d) => `${n(d.landings.length, 'plane')} from ${d.place} fly to safety.`,
  },
  BattleStep: {
    d: 'CBT: a step of a battle began.',
    fields: { place, round, step: { t: 'BattleStep', d: 'The step.' } },
    summary: (d, x) => `${d.place}, round ${d.round}: ${emptyStep(d, x.before) ?? STEPS[d.step] ?? d.step}.`,
  },
  HitsScored: {
    d: 'CBT: hits scored by one side.',
    fields: {
      place,
      round,
      step: { t: 'BattleStep', d: 'The step.' },
      by: side('Who fired'),
      firing: units,
      hits,
      total: I('Hits in all.'),
    },
    summary: (d) => `${d.place}: the ${d.by} scores ${n(d.total, 'hit')}.`,
  },
  CasualtiesChosen: {
    d: 'CBT-7: casualties chosen.',
    fields: {
      place,
      side: side('Whose'),
      power,
      units: obj(
        'CasualtyPayload',
        'One casualty.',
        { unitId: S('The unit.'), effect: { t: 'CasualtyEffect', d: 'What the hit did.' } },
        'The casualties.',
        {
          list: true,
        },
      ),
      auto: B('Chosen by the engine (forced, or by the order of loss).'),
    },
    summary: (d, x) =>
      casualties(d, x) ??
      `${d.power} takes ${n(d.units.length, 'casualty', 'casualties')} in ${d.place}${d.auto ? ' (chosen by the engine)' : ''}.`,
  },
  CasualtiesRemoved: {
    d: 'CBT-6: casualties removed.',
    fields: { place, units, reason: S('Why.') },
    summary: (d, x) => {
      const types = typesOf(x, d.units);
      const why = d.reason.startsWith('round ') ? '' : ` (${d.reason})`;
      return `${types ? countsOf(types) : n(d.units.length, 'unit')} removed in ${d.place}${why}.`;
    },
  },
  BattleRoundEnded: { d: 'CBT: a round ended.', fields: { place, round }, summary: (d) => `${d.place}: round ${d.round} ends.` },
  BattleContinued: {
    d: 'CBT-8: the attacker pressed on.',
    fields: { place, round },
    summary: (d) => `${d.place}: the attacker presses on into round ${d.round}.`,
  },
  AttackersRetreated: {
    d: 'CBT-8: attackers retreated.',
    fields: { place, to: S('Where they went.'), units },
    summary: (d) => `${n(d.units.length, 'attacker')} retreat from ${d.place} to ${d.to}.`,
  },
  BattleEnded: {
    d: 'CBT: a battle ended.',
    fields: { place, outcome, attackers: units, defenders: units },
    summary: (d) => `The battle in ${d.place} is over: ${OUTCOMES[d.outcome] ?? d.outcome}.`,
  },
  CasualtyOrderSet: {
    d: "A seat's order of loss for the engine.",
    fields: { power, orderOfLoss: opt(list(U('Unit types, first lost first; [] cheapest first; null: choose yourself.'))) },
    summary: (d) => `${d.power} ${d.orderOfLoss ? 'lets the engine choose its casualties' : 'chooses its own casualties'}.`,
  },
  PlanesScrambled: {
    d: 'SCR: planes scrambled into a sea battle.',
    fields: {
      place,
      power,
      units: obj('ScramblePayload', 'A plane scrambled.', { unitId: S('The plane.'), from: S('Its island.') }, 'The planes.', {
        list: true,
      }),
    },
    summary: (d) => `${d.power} scrambles ${n(d.units.length, 'plane')} into ${d.place}.`,
  },
  ScrambledPlanesReturned: {
    d: 'SCR-4: scrambled planes went back.',
    fields: {
      place,
      units: obj('ReturnPayload', 'A plane back.', { unitId: S('The plane.'), to: S('Where.') }, 'The planes.', { list: true }),
    },
    summary: (d) => `${n(d.units.length, 'scrambled plane')} return from ${d.place}.`,
  },
  InterceptorsCommitted: {
    d: 'SBR-3: interceptors committed.',
    fields: { place, power, units },
    summary: (d) => `${d.power} intercepts over ${d.place} with ${n(d.units.length, 'fighter')}.`,
  },
  BombersAssigned: {
    d: 'SBR-6: targets of the bombers.',
    fields: {
      place,
      assignments: obj(
        'BomberTargetPayload',
        "One bomber's target.",
        { bomber: S('The bomber.'), facility: S('The facility.') },
        'The assignments.',
        { list: true },
      ),
    },
    summary: (d) => `${n(d.assignments.length, 'bomber')} over ${d.place} are given targets.`,
  },
  FacilitiesDamaged: {
    d: 'SBR-9..SBR-11: damage done.',
    fields: {
      place,
      damage: obj(
        'FacilityDamagePayload',
        "One bomber's damage.",
        {
          facility: S('The facility.'),
          type: U('Its type.'),
          bomber: S('The bomber.'),
          rolled: I('The roll (with hr01-sbr-two-dice against a factory, the sum of its two dice).'),
          dice: opt(list(I('RULES §8.1 hr01-sbr-two-dice: the two dice rolled.'))),
          added: I('Damage added (capped).'),
          damage: I('Damage now.'),
        },
        'The damage.',
        { list: true },
      ),
    },
    summary: (d) => `Bombers do ${d.damage.reduce((s, x) => s + x.added, 0)} damage in ${d.place}.`,
  },
  VictoryPointsScored: {
    d: '2001 (RULES §7): victory points scored at Collect Income.',
    fields: {
      power,
      round,
      pusCollected: I('PUs collected.'),
      points: I('Victory points for them, less those lost to bombing since the last scoring.'),
      lostToBombing: I('Points lost: 1 per full 10 PUs of bombing damage taken, cumulative.'),
      bombingDamage: I('Bombing damage taken so far.'),
      total: I('Victory points now.'),
    },
    summary: (d) => `${d.power} scores ${n(d.points, 'victory point')} (now ${d.total}).`,
  },
  UnitsReceived: {
    d: '2001 (RULES §7): units received instead of PUs (China).',
    fields: {
      power,
      unit: U('The unit type received.'),
      count: I('How many.'),
      territories: list(S('The controlled territories with a value that earned them.')),
      burmaRoadOpen: B('The Burma Road was open.'),
      placeIn: S('Where they are placed.'),
    },
    summary: (d) => `${d.power} receives ${d.count} ${unitName(d.unit, d.count)} in ${d.placeIn}.`,
  },
  SeaZoneControlled: {
    d: '2001 (RULES §7): control of a sea zone changed.',
    fields: { seaZone: S('The sea zone.'), from: P('Its controller before.'), to: P('Its controller now.') },
    summary: (d) => `${d.to} takes control of ${d.seaZone} from ${d.from}.`,
  },
  PositionEdited: {
    d: "The organizer's edit of the position (docs/positions.md).",
    fields: { edits: list(J('The edits as applied (docs/positions.md).')), reason: S('Why.'), by: S('organizer.') },
    summary: (d) => `The organizer edits the position (${n(d.edits.length, 'change')}): ${d.reason}`,
  },
  GameAdjudicated: {
    d: 'The organizer ended the game by adjudication (docs/rulings.md): a side wins, or it is a draw.',
    fields: {
      outcome: S('winner (a side wins) or draw.'),
      winner: { t: 'Side', d: 'The winning side; null for a draw.', nullable: true },
      reason: S("The organizer's reason."),
      round: I('The round it ended in.'),
      by: S('organizer, or clock: a player ran out of time in a game whose time-out policy is ADJUDICATE (docs/clocks.md).'),
    },
    summary: (d) => {
      const whose = d.by === 'clock' ? 'adjudication on time' : "the organizer's adjudication";
      return d.outcome === 'draw'
        ? `The game is a draw by ${whose} in round ${d.round}: ${d.reason}`
        : `The ${d.winner} win by ${whose} in round ${d.round}: ${d.reason}`;
    },
  },
  GameVoided: {
    d: "The organizer, or the server's operator, voided the game (docs/rulings.md): it ended with no result.",
    fields: {
      reason: S('Why, as the organizer or operator gave it.'),
      round: I('The round it ended in.'),
      by: S("organizer, or operator: the server's operator, with its OPERATOR_TOKEN (docs/operations.md)."),
    },
    summary: (d) => `${d.by === 'operator' ? "The server's operator" : 'The organizer'} voided the game in round ${d.round}: ${d.reason}`,
  },
  SeatHandedOver: {
    d: "The organizer handed a seat to another player (docs/rulings.md): the seat's old token no longer works.",
    fields: {
      power: P("The seat's power, as SeatTaken records it."),
      tokenHash: S('SHA-256 of the new seat token.'),
      reason: S("The organizer's reason."),
      by: S('organizer.'),
    },
    summary: (d, { rs }) =>
      `The organizer handed ${rs ? seatName(rs.playerOf(d.power)) : `${d.power}'s seat`} to another player: ${d.reason}`,
  },
  ClockStarted: {
    d: 'The game waits for a player from `at`: its clock runs (docs/clocks.md).',
    fields: { power: P("The player's seat power."), at: F('When, in ms since 1970 UTC: the accept time of the command it came with.') },
    summary: (d) => `${d.power}'s clock runs.`,
  },
  TurnTimeUsed: {
    d: "A player's clock stopped: the time it used, any increment, what its budget holds now (docs/clocks.md).",
    fields: {
      power: P("The player's seat power."),
      usedMs: F('The time used since its clock started, in ms (pauses not counted).'),
      incrementMs: F('Budget clocks: the increment added as its turn ended; else 0.'),
      remainingMs: F('Budget clocks: its time left now; deadline clocks: 0.'),
      at: F('When, in ms since 1970 UTC: the accept time of the command it came with.'),
    },
    summary: (d) =>
      `${d.power} used ${(d.usedMs / 1000).toFixed(1)} s${d.incrementMs ? ` (+${(d.incrementMs / 1000).toFixed(1)} s)` : ''}.`,
  },
  ClockRanOut: {
    d: 'A player ran out of time (docs/clocks.md): its seat goes by the policy, END_TURN, ADJUDICATE or BOT.',
    fields: {
      power: P("The player's seat power."),
      policy: S('END_TURN, ADJUDICATE or BOT.'),
      usedMs: F('The time it used since its clock last started, in ms.'),
      at: F('When, in ms since 1970 UTC: the accept time of the command it came with.'),
    },
    summary: (d) => `${d.power} ran out of time (${d.policy}).`,
  },
  ClocksPaused: {
    d: 'The organizer paused the clocks (docs/clocks.md).',
    fields: {
      reason: S("The organizer's reason."),
      at: F('When, in ms since 1970 UTC: the accept time of the command it came with.'),
      by: S('organizer.'),
    },
    summary: (d) => `The organizer paused the clocks: ${d.reason}`,
  },
  ClocksResumed: {
    d: 'The organizer started the clocks again (docs/clocks.md); the pause is not counted.',
    fields: {
      reason: S("The organizer's reason."),
      at: F('When, in ms since 1970 UTC: the accept time of the command it came with.'),
      pausedMs: F('How long they were paused, in ms.'),
      by: S('organizer.'),
    },
    summary: (d) => `The organizer resumed the clocks: ${d.reason}`,
  },
  DeadlineExtended: {
    d: 'The organizer gave a player more time (docs/clocks.md): on its budget, or on its current (or next) deadline.',
    fields: {
      power: P("The player's seat power."),
      ms: F('How much more, in ms.'),
      reason: S("The organizer's reason."),
      at: F('When, in ms since 1970 UTC: the accept time of the command it came with.'),
      by: S('organizer.'),
    },
    summary: (d) => `The organizer gave ${d.power} ${(d.ms / 1000).toFixed(1)} s more: ${d.reason}`,
  },
  BotSeated: {
    d: "The organizer seated a bot at a seat (docs/bots.md): from now on the bot answers the seat's decisions, through the API like a person.",
    fields: {
      power: P("The seat's power, as SeatTaken records it."),
      bot: S('The bot: random, planner or safe-defaults.'),
      replaced: opt(S('The bot that played the seat before; null when it had none.')),
      reason: S("The organizer's reason."),
      round: I('The round it was seated in.'),
      by: S('organizer.'),
    },
    summary: (d, { rs }) =>
      `The organizer seated the ${d.bot} bot at ${rs ? seatName(rs.playerOf(d.power)) : `${d.power}'s seat`}: ${d.reason}`,
  },
  BotUnseated: {
    d: 'The organizer took a seat back from its bot (docs/bots.md): nobody plays it automatically any more.',
    fields: {
      power: P("The seat's power, as SeatTaken records it."),
      bot: S('The bot that played it.'),
      reason: S("The organizer's reason."),
      round: I('The round it was taken back in.'),
      by: S('organizer.'),
    },
    summary: (d, { rs }) =>
      `The organizer took ${rs ? seatName(rs.playerOf(d.power)) : `${d.power}'s seat`} back from the ${d.bot} bot: ${d.reason}`,
  },
} satisfies { [K in GameEventType]: EventSpec & { summary: Summary<K> } };
