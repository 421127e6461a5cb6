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

/** How an input differs from the command it sends; every difference is named here, and nothing else differs. */
export interface Differences<C, I> {
  /** Command fields the input names otherwise: command field → input field. */
  renamed?: { [K in keyof C]?: keyof I & string };
  /** Command fields no client sends: the server sets them (hashes of tokens and codes, the game's id) or takes them from elsewhere. */
  serverSets?: readonly (keyof C & string)[];
  /** Input fields that are not command fields (besides the Envelope): an alias, or something the server turns into another field. */
  notInCommand?: readonly (keyof I & string)[];
  /** Optional in the command, required in TypeScript in the input because the schema gives a default value. */
  defaulted?: readonly (keyof C & string)[];
  /** Lists of objects: how their elements differ. */
  nested?: { [K in keyof C]?: Differences<Element<C[K]>, Element<I[keyof I]>> };
}

type Element<T> = NonNullable<T> extends readonly (infer E)[] ? E : never;

/**
 * What kind of value a field holds, whatever its names are typed as (an enum or a typed name is a string). A command
 * field typed `unknown` (a position, edits: JSON the rules check themselves) takes any kind, optional or not.
 */
type Kind<T> = unknown extends T
  ? 'any'
  : [NonNullable<T>] extends [string]
    ? 'string'
    : [NonNullable<T>] extends [number]
      ? 'number'
      : [NonNullable<T>] extends [boolean]
        ? 'boolean'
        : NonNullable<T> extends readonly (infer E)[]
          ? `list of ${Kind<E>}`
          : 'object';

type IsOptional<T, K extends keyof T> =
  Partial<Pick<T, K>> extends Pick<T, K> ? true : null extends T[K] ? true : undefined extends T[K] ? true : false;

type Get<D, K extends string> = D extends Record<K, infer V> ? V : undefined;
type ListOf<D, K extends string> = Get<D, K> extends readonly (infer E)[] ? E : never;

/** The input's name for command field K. */
type InputName<C, D, K extends keyof C> = Get<Get<D, 'renamed'>, K & string> extends infer R extends string ? R : K & string;

/** The command fields a client sends, by the input's names. */
type Sent<C, D> = { [K in Exclude<keyof C & string, ListOf<D, 'serverSets'>>]: InputName<C, D, K> };

/** The problems of one input against its command (an empty object when there are none). */
export type Problems<C, I, D> = Clean<{
  'command fields the input lacks': Exclude<Sent<C, D>[keyof Sent<C, D>], keyof I>;
  'input fields the command lacks': Exclude<keyof I & string, Sent<C, D>[keyof Sent<C, D>] | Envelope | ListOf<D, 'notInCommand'>>;
  'optional in one and not the other': {
    [K in keyof Sent<C, D>]: Sent<C, D>[K] extends keyof I
      ? K extends ListOf<D, 'defaulted'>
        ? never
        : Kind<C[K & keyof C]> extends 'any'
          ? never
          : IsOptional<C, K & keyof C> extends IsOptional<I, Sent<C, D>[K]>
            ? never
            : K
      : never;
  }[keyof Sent<C, D>];
  'another kind of value': {
    [K in keyof Sent<C, D>]: Sent<C, D>[K] extends keyof I
      ? Kind<C[K & keyof C]> extends 'any'
        ? never
        : Kind<C[K & keyof C]> extends Kind<I[Sent<C, D>[K]]>
          ? Kind<I[Sent<C, D>[K]]> extends Kind<C[K & keyof C]>
            ? never
            : K
          : K
      : never;
  }[keyof Sent<C, D>];
  'in its elements': {
    [K in keyof Sent<C, D>]: Sent<C, D>[K] extends keyof I
      ? Kind<C[K & keyof C]> extends 'list of object'
        ? keyof Problems<Element<C[K & keyof C]>, Element<I[Sent<C, D>[K]]>, Get<Get<D, 'nested'>, K>> extends never
          ? never
          : { [F in K]: Problems<Element<C[K & keyof C]>, Element<I[Sent<C, D>[K]]>, Get<Get<D, 'nested'>, K>> }
        : never
      : never;
  }[keyof Sent<C, D>];
}>;

/** Drops the entries that found nothing. */
type Clean<P> = { [K in keyof P as [P[K]] extends [never] ? never : K]: P[K] };

type Class<I> = abstract new (...args: never[]) => I;

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
): Link<T, I, Problems<CommandOf<T>, I, D>> {
  return { command, input };
}

/** Every mutation that sends a command, by its name in the schema. */
export const COMMAND_INPUTS = {
  createGame: link('CreateGame', CreateGameInput, {
    serverSets: ['gameId', 'organizerTokenHash', 'diceCommitment', 'position'],
    defaulted: ['rated', 'seating'],
  }),
  createGameFromPosition: link('CreateGame', CreateGameFromPositionInput, {
    // The position names its ruleset and options.
    serverSets: ['gameId', 'organizerTokenHash', 'diceCommitment', 'rulesetId', 'options'],
    defaulted: ['rated', 'seating'],
  }),
  takeSeat: link('TakeSeat', TakeSeatInput, {
    serverSets: ['tokenHash'],
    // The app records the code's SHA-256, never the code.
    renamed: { invitationHash: 'invitationCode' },
  }),
  inviteToSeat: link('InviteToSeat', InviteToSeatInput, { serverSets: ['codeHash'] }),
  discloseDiceSeed: link('DiscloseDiceSeed', DiscloseDiceSeedInput),
  purchaseUnits: link('PurchaseUnits', PurchaseUnitsInput, { nested: { units: { renamed: { type: 'unitType' } } } }),
  repairFacilities: link('RepairFacilities', RepairFacilitiesInput),
  placeUnits: link('PlaceUnits', PlaceUnitsInput),
  endPhase: link('EndPhase', EndPhaseInput),
  // declarationId: the declaration by its WarDeclaration enum name, turned into `declaration`.
  declareWar: link('DeclareWar', DeclareWarInput, { notInCommand: ['declarationId'] }),
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
  handOverSeat: link('HandOverSeat', HandOverSeatInput, { serverSets: ['tokenHash'] }),
};

type Links = typeof COMMAND_INPUTS;

/** Compiles only when T is true; otherwise the error shows what T is instead. */
type Assert<T extends true> = T;

/** The inputs that differ from their commands, with what differs. */
type Drift = {
  [M in keyof Links as keyof NonNullable<Links[M]['problems']> extends never ? never : M]: NonNullable<Links[M]['problems']>;
};
/** Commands of the rules no mutation sends. */
type Unsent = Exclude<CommandType, Links[keyof Links]['command']>;

// A failure reads e.g. "Type '{ 'inputs that differ from their commands': { purchaseUnits: { 'command fields the input
// lacks': "priority" } } }' does not satisfy the constraint 'true'".
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check
type InputsMatchCommands = Assert<
  keyof Drift extends never
    ? true
    : { 'inputs that differ from their commands': { [M in keyof Drift]: { [P in keyof Drift[M]]: Drift[M][P] } } }
>;
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check
type EveryCommandHasAMutation = Assert<[Unsent] extends [never] ? true : { 'commands with no mutation': Unsent }>;
