// Which mutation sends each command of the rules (src/rules/README.md, "Every
// place a new command touches"). A new CommandType is a compile error here
// until it names its mutation, and a name must be a method of one of the
// resolvers below (test/api/command-mutations.test.ts checks each is a
// mutation of the schema). The input class of each mutation is tied to the
// command's type in src/api/inputs.ts and src/api/types/.
import type { CommandType } from '../../rules';
import type { CombatResolver } from './combat';
import type { CommandResolver } from './commands';
import type { DiceResolver } from './dice';
import type { KamikazeResolver } from './kamikaze';
import type { MovementResolver } from './movement';
import type { PositionResolver } from './position';
import type { RulingsResolver } from './rulings';
import type { SeatsResolver } from './seats';

/** The methods of the resolvers that send commands (their queries too: the test narrows it to mutations). */
export type MutationName = MethodOf<
  CommandResolver | CombatResolver | DiceResolver | KamikazeResolver | MovementResolver | PositionResolver | RulingsResolver | SeatsResolver
>;
type MethodOf<R> = R extends unknown ? keyof R & string : never;

/** Each command's mutations: at least one; CreateGame has two (a new game, or one from a position). */
export const COMMAND_MUTATIONS: { readonly [T in CommandType]: readonly [MutationName, ...MutationName[]] } = {
  CreateGame: ['createGame', 'createGameFromPosition'],
  TakeSeat: ['takeSeat'],
  InviteToSeat: ['inviteToSeat'],
  DiscloseDiceSeed: ['discloseDiceSeed'],
  EditPosition: ['editPosition'],
  PurchaseUnits: ['purchaseUnits'],
  RepairFacilities: ['repairFacilities'],
  PlaceUnits: ['placeUnits'],
  EndPhase: ['endPhase'],
  DeclareWar: ['declareWar'],
  MoveUnits: ['moveUnits'],
  UndoMove: ['undoMove'],
  EnterPort: ['enterPort'],
  CommitPortDefence: ['commitPortDefence'],
  FightBattle: ['fightBattle'],
  ChooseCasualties: ['chooseCasualties'],
  PressOn: ['pressOn'],
  Retreat: ['retreat'],
  Scramble: ['scramble'],
  Submerge: ['submerge'],
  LandPlanes: ['landPlanes'],
  DesignateSupport: ['designateSupport'],
  Intercept: ['intercept'],
  AssignBombers: ['assignBombers'],
  SetCasualtyOrder: ['setCasualtyOrder'],
  DisruptConvoy: ['disruptConvoy'],
  KamikazeAttack: ['kamikazeAttack'],
  AdjudicateGame: ['adjudicateGame'],
  VoidGame: ['voidGame'],
  HandOverSeat: ['handOverSeat'],
};
