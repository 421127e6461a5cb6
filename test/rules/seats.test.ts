// docs/seats.md: the organizer decides how seats are given — to whoever asks
// first (open, the default) or by invitation codes it issues. The rules see
// only hashes: the app hands out the codes and hashes what players send.
import { decide, fold, noDice, type Actor, type Command, type GameState, type PowerId } from '../../src/rules';

const anonymous: Actor = { kind: 'anonymous' };
const organizer: Actor = { kind: 'organizer' };

function created(seating?: 'open' | 'invitation'): GameState {
  const c: Command = {
    type: 'CreateGame',
    gameId: 'g',
    rulesetId: 'pacific-1940',
    options: [],
    name: 't',
    organizerTokenHash: 'org',
    ...(seating ? { seating } : {}),
  };
  const d = decide(null, c, { actor: anonymous, dice: noDice });
  if (!d.ok) throw new Error(d.violation.code);
  return d.state;
}
const run = (s: GameState, c: Command, actor: Actor) => decide(s, c, { actor, dice: noDice });
const invite = (power: PowerId, codeHash: string): Command => ({ type: 'InviteToSeat', power, codeHash });
const take = (power: PowerId, invitationHash?: string): Command => ({
  type: 'TakeSeat',
  power,
  tokenHash: `t-${power}`,
  ...(invitationHash ? { invitationHash } : {}),
});
const code = (d: ReturnType<typeof run>) => (d.ok ? 'accepted' : d.violation.code);
const after = (s: GameState, c: Command, actor: Actor) => {
  const d = run(s, c, actor);
  if (!d.ok) throw new Error(d.violation.code);
  return d;
};

describe('seats by invitation (docs/seats.md)', () => {
  test('open is the default: the first to ask gets a seat, and invitations are refused (SEATS_ARE_OPEN)', () => {
    const s = created();
    expect(s.seating).toBe('open');
    expect(code(run(s, take('Japan'), anonymous))).toBe('accepted');
    expect(code(run(s, invite('Japan', 'h1'), organizer))).toBe('SEATS_ARE_OPEN');
  });

  test('an invitation game records it at creation, and a seat needs the current code of that seat', () => {
    const d = decide(
      null,
      {
        type: 'CreateGame',
        gameId: 'g',
        rulesetId: 'pacific-1940',
        options: [],
        name: 't',
        organizerTokenHash: 'org',
        seating: 'invitation',
      },
      { actor: anonymous, dice: noDice },
    );
    expect(d.ok && d.events[0].type === 'GameCreated' && d.events[0].data.seating).toBe('invitation');
    const s0 = fold(d.ok ? d.events : [])!;
    expect(s0.seating).toBe('invitation');
    expect(code(run(s0, take('Japan'), anonymous))).toBe('INVITATION_REQUIRED');
    const s1 = after(s0, invite('Japan', 'h1'), organizer);
    expect(s1.events).toEqual([{ type: 'InvitationIssued', data: { power: 'Japan', codeHash: 'h1' } }]);
    expect(code(run(s1.state, take('Japan', 'wrong'), anonymous))).toBe('INVITATION_INVALID');
    expect(code(run(s1.state, take('USA', 'h1'), anonymous))).toBe('INVITATION_INVALID'); // a code is for one seat
    const seated = after(s1.state, take('Japan', 'h1'), anonymous);
    expect(seated.events).toEqual([{ type: 'SeatTaken', data: { power: 'Japan', tokenHash: 't-Japan', invitation: 'h1' } }]);
    expect(seated.state.seats.Japan).toBe('t-Japan');
    expect(seated.state.invitations.Japan).toBeUndefined(); // used up
    expect(code(run(seated.state, take('Japan', 'h1'), anonymous))).toBe('SEAT_TAKEN');
    expect(code(run(seated.state, invite('Japan', 'h2'), organizer))).toBe('SEAT_TAKEN');
  });

  test('a new invitation withdraws the last one for that seat (a leaked code is useless)', () => {
    let s = after(created('invitation'), invite('UK', 'old'), organizer).state;
    s = after(s, invite('UK', 'new'), organizer).state;
    expect(code(run(s, take('UK', 'old'), anonymous))).toBe('INVITATION_INVALID');
    expect(code(run(s, take('UK', 'new'), anonymous))).toBe('accepted');
  });

  test('only the organizer invites (NOT_AUTHORIZED citing docs/seats.md); only playable powers have seats', () => {
    const s = created('invitation');
    for (const actor of [anonymous, { kind: 'seat', power: 'Japan' } as Actor]) {
      const d = run(s, invite('Japan', 'h'), actor);
      expect(!d.ok && d.violation).toMatchObject({ code: 'NOT_AUTHORIZED', rule: 'docs/seats.md' });
    }
    expect(code(run(s, invite('Dutch', 'h'), organizer))).toBe('POWER_NOT_PLAYABLE');
    expect(code(run(s, invite('Narnia' as PowerId, 'h'), organizer))).toBe('UNKNOWN_POWER');
  });
});
