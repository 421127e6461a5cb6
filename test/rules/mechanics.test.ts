// The game is composed from its mechanics (engine/mechanics.ts): every command
// is decided and every event applied by exactly one mechanic, one per RULES
// chapter.
import { registry, MECHANICS } from '../../src/rules/engine/mechanics';
import type { CommandType, GameEventType } from '../../src/rules';

// The compiler checks these lists are complete: a new command or event type fails here until it is listed.
const COMMANDS: Record<CommandType, true> = {
  CreateGame: true,
  TakeSeat: true,
  InviteToSeat: true,
  DiscloseDiceSeed: true,
  EditPosition: true,
  PurchaseUnits: true,
  RepairFacilities: true,
  PlaceUnits: true,
  EndPhase: true,
  DeclareWar: true,
  MoveUnits: true,
  UndoMove: true,
  EnterPort: true,
  CommitPortDefence: true,
  FightBattle: true,
  ChooseCasualties: true,
  PressOn: true,
  Retreat: true,
  Scramble: true,
  Submerge: true,
  LandPlanes: true,
  DesignateSupport: true,
  Intercept: true,
  AssignBombers: true,
  SetCasualtyOrder: true,
  DisruptConvoy: true,
  KamikazeAttack: true,
  AdjudicateGame: true,
  VoidGame: true,
  HandOverSeat: true,
  FlagTimeOut: true,
  PauseClocks: true,
  ResumeClocks: true,
  ExtendDeadline: true,
  SeatBot: true,
  UnseatBot: true,
};
const EVENTS: Record<Exclude<GameEventType, 'GameCreated'>, true> = {
  SeatTaken: true,
  SeatHandedOver: true,
  BotSeated: true,
  BotUnseated: true,
  GameAdjudicated: true,
  GameVoided: true,
  ClockStarted: true,
  TurnTimeUsed: true,
  ClockRanOut: true,
  ClocksPaused: true,
  ClocksResumed: true,
  DeadlineExtended: true,
  FreeUnitsGiven: true,
  FortificationsLost: true,
  PatrolShot: true,
  PatrolZoneUnitsLost: true,
  SetupAmended: true,
  ConvoyRaided: true,
  InvitationIssued: true,
  DiceRolled: true,
  DiceSeedRevealed: true,
  DiceSeedDisclosed: true,
  FactoriesRemoved: true,
  WarBonusPaid: true,
  TurnStarted: true,
  PhaseStarted: true,
  UnitsPurchased: true,
  FacilitiesRepaired: true,
  ShipsRepaired: true,
  UnitsPlaced: true,
  UnplacedUnitsRefunded: true,
  ConvoyDisruptionDeclared: true,
  WarDeclared: true,
  RelationshipChanged: true,
  IncomeCollected: true,
  TurnEnded: true,
  KamikazeTriggerArmed: true,
  KamikazeActivated: true,
  KamikazeWindowOpened: true,
  KamikazeAttacked: true,
  KamikazeWindowClosed: true,
  VictoryPending: true,
  VictoryPendingCleared: true,
  GameEnded: true,
  UnitsMoved: true,
  TerritoryCaptured: true,
  MoveUndone: true,
  ShipsEnteredPort: true,
  PortDefenceCommitted: true,
  ShipsLeftPort: true,
  TransportsSunk: true,
  BattleStarted: true,
  PlanesScrambled: true,
  ScrambledPlanesReturned: true,
  SubsSubmerged: true,
  PlanesStranded: true,
  LandingCancelled: true,
  AmphibiousSupportDesignated: true,
  InvadersReturned: true,
  PlanesLanded: true,
  BattleStep: true,
  HitsScored: true,
  CasualtiesChosen: true,
  CasualtiesRemoved: true,
  BattleRoundEnded: true,
  BattleContinued: true,
  AttackersRetreated: true,
  BattleEnded: true,
  CasualtyOrderSet: true,
  InterceptorsCommitted: true,
  BombersAssigned: true,
  FacilitiesDamaged: true,
  AircraftLost: true,
  AircraftLanded: true,
  PositionEdited: true,
  VictoryPointsScored: true,
  UnitsReceived: true,
  SeaZoneControlled: true,
};

test('every command is decided by exactly one mechanic', () => {
  const { owners } = registry();
  expect(Object.keys(owners.commands).sort()).toEqual(Object.keys(COMMANDS).sort());
  for (const [type, by] of Object.entries(owners.commands)) expect([type, by.length]).toEqual([type, 1]);
});

test('every event but GameCreated (which starts the state) is applied by exactly one mechanic', () => {
  const { owners } = registry();
  expect(Object.keys(owners.events).sort()).toEqual(Object.keys(EVENTS).sort());
  for (const [type, by] of Object.entries(owners.events)) expect([type, by.length]).toEqual([type, 1]);
});

test('each mechanic names its RULES chapter', () => {
  for (const m of MECHANICS) expect(m.chapter).toMatch(/\((RULES §|docs\/)/);
});

test('a mechanic that waits for decisions names their kinds (engine/mechanics.ts: each kind is one mechanic’s)', () => {
  for (const m of MECHANICS) expect([m.chapter, !!m.pending]).toEqual([m.chapter, Object.keys(m.decisions ?? {}).length > 0]);
});
