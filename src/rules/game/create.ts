// RULES §1.1: creating a game (CreateGame: a ruleset, optional rules, dice)
// and taking a seat (TakeSeat: one per playable power, with its token's hash
// and any entropy the seat adds to the dice).
import { type Command, accept, reject, type Ruling, type GameState } from '../engine';
import { checkEntropy, decideDiceSetup } from '../dice';
import { checkClockSettings } from '../clocks';
import { optionProblems } from '../rulesets';
import { rulesetCreationProblem } from '../rulesets';
import { rulesetView, type RulesetView, type PlayerDef } from '../ruleset';

export function decideCreate(state: GameState | null, c: Extract<Command, { type: 'CreateGame' }>): Ruling {
  if (state) return reject('GAME_ALREADY_EXISTS', 'API', `A game with id ${c.gameId} already exists.`);
  const notCreatable = rulesetCreationProblem(c.rulesetId);
  if (notCreatable)
    return reject(notCreatable.code, notCreatable.code === 'UNKNOWN_RULESET' ? 'RULES §0' : 'RULES §7', notCreatable.message);
  const [problem] = optionProblems(c.rulesetId, c.options);
  if (problem) return reject(problem.code, 'RULES §8', problem.message);
  const dice = decideDiceSetup(c);
  if (!dice.ok) return dice;
  const clocks = c.clocks === undefined ? undefined : checkClockSettings(c.clocks);
  if (clocks && 'ok' in clocks) return clocks;
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
      ...(c.seating === 'invitation' ? { seating: 'invitation' as const } : {}),
      ...(clocks ? { clocks } : {}),
    },
  });
}

export function decideTakeSeat(state: GameState, rs: RulesetView, command: Extract<Command, { type: 'TakeSeat' }>): Ruling {
  const p = rs.findPower(command.power);
  if (!p) return reject('UNKNOWN_POWER', 'RULES §1.1', `There is no power "${command.power}".`);
  if (!p.playable) return reject('POWER_NOT_PLAYABLE', 'RULES §1.1', `${command.power} has no seat: it does not play.`);
  // RULES §7, AMBIG-43: a player running several powers has one seat, recorded under its seat power; naming any of them names it.
  const player = rs.playerOf(command.power);
  const seat = player.seat;
  if (state.seats[command.power])
    return reject('SEAT_TAKEN', severalPowers(player) ? 'RULES §7, AMBIG-43' : 'RULES §1.1', `${seatName(player)} is already taken.`);
  const invited = state.seating === 'invitation';
  if (invited && command.invitationHash === undefined)
    return reject(
      'INVITATION_REQUIRED',
      'docs/seats.md',
      `This game's seats are given by invitation: send the invitation code to ${seatName(player)}.`,
    );
  if (invited && state.invitations[seat] !== command.invitationHash)
    return reject('INVITATION_INVALID', 'docs/seats.md', `That is not the current invitation to ${seatName(player)}.`);
  const badEntropy = checkEntropy(state, command.entropy);
  if (badEntropy) return badEntropy;
  const entropy = command.entropy === undefined ? {} : { entropy: command.entropy };
  const invitation = invited ? { invitation: command.invitationHash } : {};
  return accept({ type: 'SeatTaken', data: { power: seat, tokenHash: command.tokenHash, ...entropy, ...invitation } });
}

/**
 * A seat in words: "Japan's seat", or for a player running several powers (RULES §7, AMBIG-43)
 * "Great Britain's seat (India, Australia)", so that naming any of its powers is seen to name that one seat.
 */
export function seatName(player: PlayerDef): string {
  return `${player.name}'s seat${player.powers.length > 1 ? ` (${player.powers.join(', ')})` : ''}`;
}

/** A player running several powers has one seat for them all (RULES §7, AMBIG-43); otherwise a seat is a power's (RULES §1.1). */
const severalPowers = (player: PlayerDef) => player.powers.length > 1;

/** docs/seats.md: the organizer invites someone to a free seat; a new invitation replaces the last one (a leaked code is withdrawn so). */
export function decideInvite(state: GameState, rs: RulesetView, command: Extract<Command, { type: 'InviteToSeat' }>): Ruling {
  const p = rs.findPower(command.power);
  if (!p) return reject('UNKNOWN_POWER', 'RULES §1.1', `There is no power "${command.power}".`);
  if (!p.playable) return reject('POWER_NOT_PLAYABLE', 'RULES §1.1', `${command.power} has no seat: it does not play.`);
  if (state.seating !== 'invitation')
    return reject('SEATS_ARE_OPEN', 'docs/seats.md', 'This game gives its seats to whoever asks first; it takes no invitations.');
  const player = rs.playerOf(command.power);
  if (state.seats[command.power])
    return reject('SEAT_TAKEN', severalPowers(player) ? 'RULES §7, AMBIG-43' : 'RULES §1.1', `${seatName(player)} is already taken.`);
  return accept({ type: 'InvitationIssued', data: { power: player.seat, codeHash: command.codeHash } });
}
