// docs/bots.md, issue 30: bots never send a refused command. Each bot plays every
// seat of seeded games of each ruleset through the rules core, with the game's
// dice drawn from the same seed, answering whatever the game waits for; every
// command it chooses must be accepted by decide. (The soak test plays the same
// random player, with mischief, by the thousand: test/soak/random-games.test.ts.)
import { decide, pendingDecisions, rulesetView, type GameState } from '../../src/rules';
import { randomBot, safeDefaultsBot, type Bot } from '../../src/bots';
import { botTurn, seededStream } from '../../src/app/bot-runner';
import { given, standardGame } from '../support/decider-spec';
import type { BotName } from '../../src/rules';

interface Played {
  state: GameState;
  commands: number;
  refused: string[];
  types: Set<string>;
}

/** `bot` plays every seat for `rounds` rounds (or to the end), with dice and choices from `seed`. */
function play(rulesetId: string, bot: Bot, seed: string, rounds: number, maxCommands = 5000): Played {
  let state = given(standardGame({ ruleset: rulesetId })).state;
  const rs = rulesetView(rulesetId);
  const dice = seededStream(`${seed}/dice`);
  const out: Played = { state, commands: 0, refused: [], types: new Set() };
  while (state.status === 'active' && state.round <= rounds && out.commands < maxCommands) {
    const d = pendingDecisions(state).find((x) => x.required)!;
    const command = bot(state, d.power, seededStream(`${seed}/${out.commands}`));
    const seat = rs.playerOf(d.power).seat;
    const r = decide(state, command, {
      actor: { kind: 'seat', power: seat },
      dice: (n, sides = 6) => Array.from({ length: n }, () => 1 + Math.floor(dice() * sides)),
    });
    out.commands++;
    out.types.add(command.type);
    if (!r.ok) {
      out.refused.push(`${command.type}: ${r.violation.code} ${r.violation.message}`);
      break;
    }
    state = r.state;
  }
  out.state = state;
  return out;
}

const bots: [BotName, Bot][] = [
  ['random', randomBot],
  ['safe-defaults', safeDefaultsBot],
];

describe.each(['pacific-1940', 'pacific-1940-2e', 'pacific-2001'])('%s', (rulesetId) => {
  // A round of the random bot is a few seconds: one each (the soak plays eight per seed).
  test.each(bots)('the %s bot plays every seat for a whole round and sends no refused command', (name, bot) => {
    const g = play(rulesetId, bot, `${rulesetId}/${name}`, 1);
    expect(g.refused).toEqual([]);
    expect(g.state.round > 1 || g.state.status === 'ended').toBe(true);
    if (name === 'random') {
      // It plays the game, not just the phases: it buys, moves and fights.
      for (const type of ['PurchaseUnits', 'MoveUnits', 'FightBattle', 'PlaceUnits']) expect(g.types).toContain(type);
    } else {
      // Safe defaults: nothing bought, nothing moved, no battle started.
      for (const type of ['PurchaseUnits', 'MoveUnits', 'FightBattle']) expect(g.types).not.toContain(type);
    }
  });
});

test('a bot is a function of the game and its random stream: the same stream, the same command', () => {
  const g = play('pacific-1940', randomBot, 'repeat', 1, 60);
  const again = play('pacific-1940', randomBot, 'repeat', 1, 60);
  expect(g.refused).toEqual([]);
  expect(again.commands).toBe(g.commands);
  expect(JSON.stringify(again.state.units.toJSON())).toBe(JSON.stringify(g.state.units.toJSON()));
});

test('botTurn: the runner plays only a seat a bot holds, and only while the game waits for it', () => {
  let s = given(standardGame()).state;
  expect(botTurn(s)).toBeNull();
  const seat = decide(
    s,
    { type: 'SeatBot', power: s.current, bot: 'random', reason: 'practice' },
    {
      actor: { kind: 'organizer' },
      dice: () => [],
    },
  );
  if (!seat.ok) throw new Error(seat.violation.message);
  s = seat.state;
  expect(botTurn(s)).toEqual({ power: s.current, seat: s.current, bot: 'random' });
});
