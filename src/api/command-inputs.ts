// Each mutation's input class tied to the rules command it sends, so the two
// cannot drift: COMMAND_INPUTS names, for every mutation that sends a command,
// the command's type and its input class, with every difference between the
// command's fields and the input's declared (a renamed field, a field the
// server sets, an input field that is not a command field). The compiler then
// checks, for each, that the input's fields are exactly the command's (nested
// lists of objects too), with the same optionality and the same kind of value,
// and that every command of the rules (CommandType) has a mutation: a command
// added to the rules with no input here, or a field added to a command and not
// to its input, is a compile error naming it. test/api/command-inputs.test.ts
// checks the record against the schema (each mutation takes that input).
//
// The input classes stay where they are declared (inputs.ts, position-inputs.ts,
// the resolvers' files, types/); this file only imports them.
import type { Command, CommandType } from '../rules';
import type { Assert, Class, Differences, NoProblems, Problems } from './shape-check';
import { CreateGameInput, DeclareWarInput, DisruptConvoyInput, EndPhaseInput, PlaceUnitsInput, PurchaseUnitsInput } from './inputs';
import { RepairFacilitiesInput, TakeSeatInput } from './inputs';
import { CreateGameFromPositionInput, EditPositionInput } from './position-inputs';
import {
  AssignBombersInput,
  ChooseCasualtiesInput,
  CommitPortDefenceInput,
  DesignateSupportInput,
  FightBattleInput,
  InterceptInput,
  LandPlanesInput,
  PressOnInput,
  RetreatInput,
  ScrambleInput,
  SetCasualtyOrderInput,
  SubmergeInput,
} from './resolvers/combat';
import { KamikazeAttackInput } from './resolvers/kamikaze';
import { EnterPortInput, MoveUnitsInput, UndoMoveInput } from './resolvers/movement';
import { AdjudicateGameInput, HandOverSeatInput, VoidGameInput } from './types/rulings';
import { InviteToSeatInput } from './types/seats';
import { DiscloseDiceSeedInput } from './types/dice';

/** The fields around a command (which request, which game, who sends it): never a command's own field. */
export type Envelope = 'commandId' | 'gameId' | 'seatToken' | 'organizerToken';

type CommandOf<T extends CommandType> = Omit<Extract<Command, { type: T }>, 'type'>;

interface Link<T extends CommandType, I, P> {
  command: T;
  input: Class<I>;
  /** Only for the compiler: what is wrong with the input ({} when nothing). */
  problems?: P;
}

/** One mutation's link: the command it sends, its input class, and how the two differ. */
function link<T extends CommandType, I, const D extends Differences<CommandOf<T>, I> = Record<never, never>>(
  command: T,
  input: Class<I>,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- read by the compiler only
  differences?: D,
): Link<T, I, Problems<CommandOf<T>, I, D, Envelope>> {
  return { command, input };
}

/** Every mutation that sends a command, by its name in the schema. */
export const COMMAND_INPUTS = {
  createGame: link('CreateGame', CreateGameInput, {
    onlyInRules: ['gameId', 'organizerTokenHash', 'diceCommitment', 'position'],
    defaulted: ['rated', 'seating'],
  }),
  createGameFromPosition: link('CreateGame', CreateGameFromPositionInput, {
    // The position names its ruleset and options.
    onlyInRules: ['gameId', 'organizerTokenHash', 'diceCommitment', 'rulesetId', 'options'],
    defaulted: ['rated', 'seating'],
  }),
  takeSeat: link('TakeSeat', TakeSeatInput, {
    onlyInRules: ['tokenHash'],
    // The app records the code's SHA-256, never the code.
    renamed: { invitationHash: 'invitationCode' },
  }),
  inviteToSeat: link('InviteToSeat', InviteToSeatInput, { onlyInRules: ['codeHash'] }),
  discloseDiceSeed: link('DiscloseDiceSeed', DiscloseDiceSeedInput),
  purchaseUnits: link('PurchaseUnits', PurchaseUnitsInput, { nested: { units: { renamed: { type: 'unitType' } } } }),
  repairFacilities: link('RepairFacilities', RepairFacilitiesInput),
  placeUnits: link('PlaceUnits', PlaceUnitsInput),
  endPhase: link('EndPhase', EndPhaseInput),
  // declarationId: the declaration by its WarDeclaration enum name, turned into `declaration`.
  declareWar: link('DeclareWar', DeclareWarInput, { onlyInApi: ['declarationId'] }),
  disruptConvoy: link('DisruptConvoy', DisruptConvoyInput),
  kamikazeAttack: link('KamikazeAttack', KamikazeAttackInput),
  moveUnits: link('MoveUnits', MoveUnitsInput),
  enterPort: link('EnterPort', EnterPortInput),
  undoMove: link('UndoMove', UndoMoveInput),
  fightBattle: link('FightBattle', FightBattleInput),
  chooseCasualties: link('ChooseCasualties', ChooseCasualtiesInput),
  pressOn: link('PressOn', PressOnInput),
  retreat: link('Retreat', RetreatInput),
  submerge: link('Submerge', SubmergeInput),
  designateSupport: link('DesignateSupport', DesignateSupportInput),
  landPlanes: link('LandPlanes', LandPlanesInput, { nested: { landings: { renamed: { unitId: 'unit' } } } }),
  commitPortDefence: link('CommitPortDefence', CommitPortDefenceInput),
  setCasualtyOrder: link('SetCasualtyOrder', SetCasualtyOrderInput),
  scramble: link('Scramble', ScrambleInput),
  intercept: link('Intercept', InterceptInput),
  assignBombers: link('AssignBombers', AssignBombersInput),
  editPosition: link('EditPosition', EditPositionInput),
  adjudicateGame: link('AdjudicateGame', AdjudicateGameInput),
  voidGame: link('VoidGame', VoidGameInput),
  handOverSeat: link('HandOverSeat', HandOverSeatInput, { onlyInRules: ['tokenHash'] }),
};

type Links = typeof COMMAND_INPUTS;

/** Commands of the rules no mutation sends. */
type Unsent = Exclude<CommandType, Links[keyof Links]['command']>;

// A failure reads e.g. "Type '{ 'inputs that differ from their commands': { purchaseUnits: { 'rules fields the API lacks':
// "priority" } } }' does not satisfy the constraint 'true'".
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check
type InputsMatchCommands = Assert<
  NoProblems<{ [M in keyof Links]: NonNullable<Links[M]['problems']> }, 'inputs that differ from their commands'>
>;
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check
type EveryCommandHasAMutation = Assert<[Unsent] extends [never] ? true : { 'commands with no mutation': Unsent }>;
