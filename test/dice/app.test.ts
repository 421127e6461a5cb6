// The app's side of the dice: the commitment at creation, the game's Dice
// (scripted first, then the seed), the check that every die is recorded, and
// the seed's reveal when a game ends.
import {
  checkRollsRecorded,
  combinedSeed,
  DiceSeedUnavailableError,
  deriveRoll,
  gameDice,
  revealSeedEvents,
  seedCommitment,
  serverSeed,
} from '../../src/app/dice';
import { diceRoller, evolve } from '../../src/rules';
import { diceGame, SECRET } from './helpers';

test('a created game records the commitment to its server seed, never the seed', async () => {
  const g = await diceGame();
  const [created] = await g.events();
  const seed = serverSeed(SECRET, g.gameId);
  expect(created.data).toMatchObject({ rated: false, dice: { commitment: seedCommitment(seed), seedSource: 'server' } });
  expect(JSON.stringify(await g.events())).not.toContain(seed);
  expect((await g.state()).dice.entropy).toEqual([
    { power: 'Japan', entropy: 'banzai' },
    { power: 'USA', entropy: 'liberty' },
  ]);
});

test('a practice game commits to the creator seed and records it', async () => {
  const g = await diceGame({ create: { diceSeed: 'practice seed', scriptedDice: [1, 2] } });
  const [created] = await g.events();
  expect(created.data).toMatchObject({
    dice: { commitment: seedCommitment('practice seed'), seedSource: 'creator', creatorSeed: 'practice seed', scripted: [1, 2] },
  });
});

test("the game's dice use the script first, then the combined seed, numbered over the whole game", async () => {
  const g = await diceGame({ create: { scriptedDice: [6, 6, 1] } });
  const combined = combinedSeed(serverSeed(SECRET, g.gameId), [
    { power: 'Japan', entropy: 'banzai' },
    { power: 'USA', entropy: 'liberty' },
  ]);
  const [a, b] = await g.roll(2, 3);
  expect(a).toEqual([6, 6]);
  expect(b).toEqual([1, deriveRoll(combined, 4), deriveRoll(combined, 5)]);
  const later = await g.roll(4);
  expect(later[0]).toEqual([6, 7, 8, 9].map((n) => deriveRoll(combined, n)));
  const rolled = (await g.events()).filter((e) => e.type === 'DiceRolled').map((e) => e.data);
  expect(rolled).toEqual([
    { first: 1, values: [6, 6], purpose: 'test roll 1', scripted: [true, true] },
    { first: 3, values: b, purpose: 'test roll 2', scripted: [true, false, false] },
    { first: 6, values: later[0], purpose: 'test roll 1', scripted: [false, false, false, false] },
  ]);
  expect((await g.state()).dice.rolled).toBe(9);
});

test('gameDice reports every die it hands out, and rolls only six-sided dice', async () => {
  const g = await diceGame();
  const gd = gameDice(await g.state(), SECRET);
  gd.dice(2);
  gd.dice(1);
  expect(gd.produced.map((p) => p.n)).toEqual([1, 2, 3]);
  expect(() => gd.dice(1, 8)).toThrow(/six-sided/);
});

test('a server whose secret changed refuses to roll from a seed it did not commit to (scripted dice still roll)', async () => {
  const g = await diceGame({ create: { scriptedDice: [4] } });
  const gd = gameDice(await g.state(), 'another-secret');
  expect(gd.dice(1)).toEqual([4]);
  expect(() => gd.dice(1)).toThrow(DiceSeedUnavailableError);
});

test('every die handed out must be in a DiceRolled event of the command, in order, with its number and value', async () => {
  const g = await diceGame();
  const s = await g.state();
  const ok = gameDice(s, SECRET);
  const roller = diceRoller(s, ok.dice);
  roller.roll(2, 'a');
  roller.roll(1, 'b');
  expect(() => checkRollsRecorded(s, roller.events, ok.produced)).not.toThrow();
  expect(() => checkRollsRecorded(s, roller.events.slice(0, 1), ok.produced)).toThrow(/not recorded/);
  const forged = { ...roller.events[1], data: { ...roller.events[1].data, values: [roller.events[1].data.values[0] === 1 ? 2 : 1] } };
  expect(() => checkRollsRecorded(s, [roller.events[0], forged], ok.produced)).toThrow(/is not the die/);
  const renumbered = { ...roller.events[0], data: { ...roller.events[0].data, first: 2 } };
  expect(() => checkRollsRecorded(s, [renumbered, roller.events[1]], ok.produced)).toThrow(/expected 1/);
  const unrolled = gameDice(s, SECRET);
  expect(() => checkRollsRecorded(s, roller.events, unrolled.produced)).toThrow();
  expect(() => checkRollsRecorded(s, [], unrolled.produced)).not.toThrow();
});

test('the seed is revealed by the command that ends the game, once, and only if it matches the commitment', async () => {
  const g = await diceGame();
  const s = await g.state();
  const ended = { ...s, status: 'ended' as const };
  expect(revealSeedEvents(s, s, SECRET)).toEqual([]);
  const reveal = revealSeedEvents(s, ended, SECRET);
  expect(reveal).toEqual([
    { type: 'DiceSeedRevealed', data: { seed: serverSeed(SECRET, g.gameId), commitment: s.dice.commitment, reason: 'gameEnded' } },
  ]);
  expect(revealSeedEvents(ended, ended, SECRET)).toEqual([]);
  expect(revealSeedEvents(s, evolve(ended, reveal[0]), SECRET)).toEqual([]);
  expect(revealSeedEvents(s, ended, 'another-secret')).toEqual([]);
});
