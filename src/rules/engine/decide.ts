// decide(state, command, context) -> events or a violation. Pure: the same
// inputs always give the same answer; dice come in through the context.
import type { Actor, Command } from './commands';
import { accept, reject, type Decision } from './decision';
import type { Dice } from '../dice/dice';
import { checkEntropy, decideDiceSetup, decideDiscloseSeed } from '../dice/log';
import { decideRepair } from '../purchase/repair';
import { decidePlace } from '../mobilize/place';
import { decidePurchase } from '../purchase/purchase';
import { optionalRule } from '../rulesets/options';
import { decideDisruptConvoy } from '../income/convoy-declaration';
import { canDeclare, declaredWarEvents } from '../politics/war';
import { rulesetCreationProblem } from '../rulesets';
import { rulesetView } from '../ruleset/view';
import type { GameState } from './state';
import { decideEndPhase } from '../turn/end-phase';
import { decideCreateFromPosition } from '../positions/create';
import { decideEditPosition } from '../positions/edit';
import { decideMove, decideUndo } from '../movement/decide-move';
import { decideKamikazeAttack } from '../kamikaze/attack';
import { decideFight } from '../combat/start';
import { decideCasualties, decideCasualtyOrder } from '../combat/casualties';
import { decidePressOn, decideRetreat } from '../combat/retreat';
import { decideSubmerge } from '../combat/submerge';
import { decideLandPlanes } from '../combat/landing';
import { decideAssignBombers, decideIntercept } from '../raids/raid';
import { decideScramble } from '../scramble/scramble';

export interface DecideContext {
  actor: Actor;
  dice: Dice;
}

export function decide(state: GameState | null, command: Command, ctx: DecideContext): Decision {
  if (command.type === 'CreateGame')
    return command.position === undefined ? decideCreate(state, command) : decideCreateFromPosition(state, command, decideCreate);
  if (!state) return reject('GAME_NOT_FOUND', 'API', 'There is no such game.');
  if (state.status === 'ended') return reject('GAME_ENDED', 'VIC-3', 'The game has ended.');
  const rs = rulesetView(state.rulesetId);

  if (command.type === 'TakeSeat') {
    const p = rs.power(command.power);
    if (!p) return reject('UNKNOWN_POWER', 'RULES §1.1', `There is no power "${command.power}".`);
    if (!p.playable) return reject('POWER_NOT_PLAYABLE', 'RULES §1.1', `${command.power} has no seat: it does not play.`);
    if (state.seats[command.power]) return reject('SEAT_TAKEN', 'RULES §1.1', `The ${command.power} seat is already taken.`);
    const badEntropy = checkEntropy(state, command.entropy);
    if (badEntropy) return badEntropy;
    const entropy = command.entropy === undefined ? {} : { entropy: command.entropy };
    return accept({ type: 'SeatTaken', data: { power: command.power, tokenHash: command.tokenHash, ...entropy } });
  }
  if (command.type === 'DiscloseDiceSeed') {
    return decideDiscloseSeed(state, ctx.actor);
  }
  if (command.type === 'EditPosition') return decideEditPosition(state, rs, command, ctx.actor);

  if (ctx.actor.kind !== 'seat') return reject('NOT_AUTHORIZED', 'API', 'This command needs the seat token of a player.');
  const power = ctx.actor.power;
  if (command.type === 'DisruptConvoy') return decideDisruptConvoy(state, rs, power, command);
  // The defender chooses its own casualties during the attacker's turn; anyone may set a casualty order.
  if (command.type === 'ChooseCasualties') return decideCasualties(state, rs, power, ctx.dice, command);
  if (command.type === 'Intercept') return decideIntercept(state, rs, power, ctx.dice, command.units);
  if (command.type === 'Scramble') return decideScramble(state, rs, power, ctx.dice, command.units);
  if (command.type === 'Submerge') return decideSubmerge(state, rs, power, ctx.dice, command.units);
  if (command.type === 'LandPlanes') return decideLandPlanes(state, rs, power, command.landings);
  if (command.type === 'SetCasualtyOrder') return decideCasualtyOrder(state, rs, power, command.orderOfLoss);
  // KAM-3: Japan answers the kamikaze window during another power's turn.
  if (command.type === 'KamikazeAttack') return decideKamikazeAttack(state, rs, power, ctx.dice, command.attacks);
  if (power !== state.current) return reject('NOT_YOUR_TURN', 'RULES §1.3', `It is ${state.current}'s turn, not ${power}'s.`);

  const inPhase = (phase: GameState['phase'], rule: string): Decision | null =>
    state.phase === phase ? null : reject('WRONG_PHASE', rule, `This is done in the ${phase} phase; the current phase is ${state.phase}.`);

  switch (command.type) {
    case 'PurchaseUnits':
      return inPhase('purchase', 'PUR-2') ?? decidePurchase(state, rs, power, command);
    case 'RepairFacilities':
      return inPhase('purchase', 'PUR-3') ?? decideRepair(state, rs, power, command);
    case 'PlaceUnits':
      return inPhase('mobilize', 'MOB-1') ?? decidePlace(state, rs, power, command);
    case 'EndPhase':
      return decideEndPhase(state, rs, power, command);
    case 'FightBattle':
      return decideFight(state, rs, power, ctx.dice, command.place);
    case 'AssignBombers':
      return decideAssignBombers(state, rs, power, ctx.dice, command.assignments);
    case 'PressOn':
      return decidePressOn(state, rs, power, ctx.dice);
    case 'Retreat':
      return decideRetreat(state, rs, power, command.to, command.units, ctx.dice);
    case 'MoveUnits':
      return decideMove(state, rs, power, command, ctx.dice);
    case 'UndoMove':
      return state.phase === 'combatMove' || state.phase === 'nonCombatMove'
        ? decideUndo(state, power)
        : reject('WRONG_PHASE', 'API', 'Moves are taken back only in the movement phase they were made in.');
    case 'DeclareWar': {
      // POL-8: declarations are made at the start of the turn, before buying (the Politics step).
      const wrong = inPhase('purchase', 'POL-8');
      if (wrong) return wrong;
      if (!rs.power(command.against)) return reject('UNKNOWN_POWER', 'POL-8', `There is no power "${command.against}".`);
      const can = canDeclare(state, rs, power, command.against);
      if (can === 'already') return reject('ALREADY_AT_WAR', 'POL-1', `${power} is already at war with ${command.against}.`);
      if (can !== 'ok' || rs.switches.cannotDeclareWar.includes(power))
        return reject('CANNOT_DECLARE_WAR', rs.switches.cannotDeclareWar.includes(power) ? 'POL-6' : 'POL-8', `${power} may not declare war on ${command.against}.`);
      return accept(...declaredWarEvents(state, rs, power, command.against, { kind: 'declaration', by: power }, (d) => `POL-8, ${d}`));
    }
  }
}

function decideCreate(state: GameState | null, c: Extract<Command, { type: 'CreateGame' }>): Decision {
  if (state) return reject('GAME_ALREADY_EXISTS', 'API', `A game with id ${c.gameId} already exists.`);
  const notCreatable = rulesetCreationProblem(c.rulesetId);
  if (notCreatable) return reject(notCreatable.code, notCreatable.code === 'UNKNOWN_RULESET' ? 'RULES §0' : 'RULES §7', notCreatable.message);
  for (const id of c.options) {
    const o = optionalRule(id);
    if (!o || !o.implemented || !o.rulesets.includes(c.rulesetId))
      return reject('UNKNOWN_OPTION', 'RULES §8', `"${id}" is not an optional rule available for ${c.rulesetId}.`);
  }
  const dice = decideDiceSetup(c);
  if (!dice.ok) return dice;
  const rs = rulesetView(c.rulesetId).data;
  return accept({
    type: 'GameCreated',
    data: {
      gameId: c.gameId,
      rulesetId: c.rulesetId,
      rulesetSourceHash: rs.sourceHash,
      options: [...new Set(c.options)].sort(),
      name: c.name,
      organizerTokenHash: c.organizerTokenHash,
      turnOrder: rs.turnOrder,
      rated: dice.rated,
      ...(dice.dice ? { dice: dice.dice } : {}),
    },
  });
}
