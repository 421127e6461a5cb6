// Seats by invitation over HTTP (#17 "Seats", docs/seats.md): the organizer
// creates a game with seating INVITATION, issues one code per seat
// (inviteToSeat, organizer only), and only a client holding a seat's current
// code can take it. The log holds only hashes of the codes; a retry of the
// organizer's own request gets the same code back, nobody else ever does.
import { createHash } from 'node:crypto';
import { MUTATIONS, newId, startTestServer, type TestServer } from './helpers';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.stop());

const INVITE = `mutation($input: InviteToSeatInput!) { inviteToSeat(input: $input) {
  __typename
  ... on SeatInvitation { power invitationCode duplicate game { id } events { type data } }
  ... on RuleViolation { code message rule } } }`;

const GAME = `query($id: String!) { game(id: $id) { seating invitedSeats seats { power taken } } }`;
/** The game's seating, its invited seats and the seats taken. */
const seating = async (id: string) => {
  const g = (await t.data(GAME, { id })).game;
  return {
    seating: g.seating,
    invitedSeats: g.invitedSeats,
    seatsTaken: g.seats.filter((x: { taken: boolean }) => x.taken).map((x: { power: string }) => x.power),
  };
};

async function createGame(seating?: 'OPEN' | 'INVITATION') {
  const r = (
    await t.data(MUTATIONS.createGame, { input: { commandId: newId(), name: 'invitation test', ...(seating ? { seating } : {}) } })
  ).createGame;
  expect(r.__typename).toBe('GameCreated');
  return { gameId: r.game.id as string, organizerToken: r.organizerToken as string };
}

const invite = async (gameId: string, organizerToken: string, power: string, commandId = newId()) =>
  (await t.data(INVITE, { input: { commandId, gameId, organizerToken, power } })).inviteToSeat;

const takeSeat = async (gameId: string, power: string, invitationCode?: string) =>
  (await t.data(MUTATIONS.takeSeat, { input: { commandId: newId(), gameId, power, ...(invitationCode ? { invitationCode } : {}) } }))
    .takeSeat;

const eventTypes = async (gameId: string) => (await t.store.readStream(`game-${gameId}`)).map((e) => e.type);

describe('a game seated by invitation', () => {
  test('the seat goes only to the holder of its current code; the log keeps only the hash', async () => {
    const g = await createGame('INVITATION');
    expect(await seating(g.gameId)).toEqual({ seating: 'INVITATION', invitedSeats: [], seatsTaken: [] });

    // No code, or a made-up one: refused, nothing appended.
    const before = await eventTypes(g.gameId);
    expect(await takeSeat(g.gameId, 'JAPAN')).toMatchObject({
      __typename: 'RuleViolation',
      code: 'INVITATION_REQUIRED',
      rule: 'docs/seats.md',
    });
    expect(await takeSeat(g.gameId, 'JAPAN', 'made-up')).toMatchObject({ code: 'INVITATION_INVALID' });
    expect(await eventTypes(g.gameId)).toEqual(before);

    const inv = await invite(g.gameId, g.organizerToken, 'JAPAN');
    expect(inv).toMatchObject({ __typename: 'SeatInvitation', power: 'JAPAN', duplicate: false });
    expect(inv.invitationCode.length).toBeGreaterThanOrEqual(40);
    // Only SHA-256 of the code is recorded, never the code.
    expect(inv.events).toEqual([
      { type: 'InvitationIssued', data: { power: 'Japan', codeHash: createHash('sha256').update(inv.invitationCode).digest('hex') } },
    ]);
    const stored = JSON.stringify(await t.store.readStream(`game-${g.gameId}`));
    expect(stored).not.toContain(inv.invitationCode);
    expect((await seating(g.gameId)).invitedSeats).toEqual(['JAPAN']);

    // The code opens only its own seat.
    expect(await takeSeat(g.gameId, 'USA', inv.invitationCode)).toMatchObject({ code: 'INVITATION_INVALID' });
    const seat = await takeSeat(g.gameId, 'JAPAN', inv.invitationCode);
    expect(seat).toMatchObject({ __typename: 'SeatGranted', power: 'JAPAN' });
    expect(seat.seatToken).not.toBe(inv.invitationCode);
    expect(await seating(g.gameId)).toEqual({ seating: 'INVITATION', invitedSeats: [], seatsTaken: ['JAPAN'] });
    // Used once: the seat is taken.
    expect(await takeSeat(g.gameId, 'JAPAN', inv.invitationCode)).toMatchObject({ __typename: 'RuleViolation', code: 'SEAT_TAKEN' });
  });

  test('a new invitation withdraws the previous code (a leaked code is revoked so)', async () => {
    const g = await createGame('INVITATION');
    const first = await invite(g.gameId, g.organizerToken, 'UK');
    const second = await invite(g.gameId, g.organizerToken, 'UK');
    expect(second.invitationCode).not.toBe(first.invitationCode);
    expect(await takeSeat(g.gameId, 'UK', first.invitationCode)).toMatchObject({ code: 'INVITATION_INVALID' });
    expect(await takeSeat(g.gameId, 'UK', second.invitationCode)).toMatchObject({ __typename: 'SeatGranted' });
  });

  test('only the organizer invites; a retry of its own request gets the same code, a stranger with the command id gets nothing', async () => {
    const g = await createGame('INVITATION');
    const commandId = newId();
    const inv = await invite(g.gameId, g.organizerToken, 'CHINA', commandId);
    const again = await invite(g.gameId, g.organizerToken, 'CHINA', commandId);
    expect(again).toMatchObject({ __typename: 'SeatInvitation', duplicate: true, invitationCode: inv.invitationCode });

    const before = await eventTypes(g.gameId);
    expect(await invite(g.gameId, 'not-the-token', 'CHINA', commandId)).toMatchObject({
      __typename: 'RuleViolation',
      code: 'NOT_AUTHORIZED',
    });
    const seat = await takeSeat(g.gameId, 'ANZAC', undefined);
    expect(seat).toMatchObject({ code: 'INVITATION_REQUIRED' });
    // A seat's token is not an organizer token either.
    const china = await takeSeat(g.gameId, 'CHINA', inv.invitationCode);
    expect(await invite(g.gameId, china.seatToken, 'ANZAC')).toMatchObject({ code: 'NOT_AUTHORIZED' });
    expect((await eventTypes(g.gameId)).slice(before.length)).toEqual(['SeatTaken']);
  });

  test('the command id of an invitation must be a random v4 UUID (the code is derived from it)', async () => {
    const g = await createGame('INVITATION');
    const r = await t.gql(INVITE, {
      input: { commandId: 'invite-japan', gameId: g.gameId, organizerToken: g.organizerToken, power: 'JAPAN' },
    });
    expect(r.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(r.errors)).toMatch(/commandId/);
  });
});

describe('a game with open seats (the default)', () => {
  test('takes no invitations, and any client takes a free seat', async () => {
    const g = await createGame();
    expect((await seating(g.gameId)).seating).toBe('OPEN');
    expect(await invite(g.gameId, g.organizerToken, 'JAPAN')).toMatchObject({ code: 'SEATS_ARE_OPEN', rule: 'docs/seats.md' });
    expect(await takeSeat(g.gameId, 'JAPAN')).toMatchObject({ __typename: 'SeatGranted' });
  });
});
