// docs/bots.md: bot seats. The organizer seats a bot at a seat (a practice game,
// a dropped player) or takes it back, each with a reason recorded in its event;
// botFor says which bot plays a power's seat (the bot runner asks it).
import { botFor, type Command, type PowerId } from '../../src/rules';
import { anonymous, given, organizer, standardGame } from '../support/decider-spec';

const asOrganizer = { by: organizer };
const game = (seated: PowerId[] = [], ruleset = 'pacific-1940') => given(standardGame({ ruleset, seated }));
const seatBot = (power: string, bot: string, reason = 'the player dropped out'): Command =>
  ({ type: 'SeatBot', power, bot, reason }) as Command;
const unseatBot = (power: string, reason = 'the player is back'): Command => ({ type: 'UnseatBot', power, reason }) as Command;

describe('SeatBot (docs/bots.md)', () => {
  test('the organizer seats a bot at a taken seat: BotSeated with the trimmed reason and round; botFor answers it', () => {
    game(['Japan'])
      .when(seatBot('Japan', 'random', '  Japan dropped out  '), asOrganizer)
      .then([
        {
          type: 'BotSeated',
          data: { power: 'Japan', bot: 'random', replaced: null, reason: 'Japan dropped out', round: 1, by: 'organizer' },
        },
      ])
      .thenState((s) => {
        expect(botFor(s, 'Japan')).toBe('random');
        expect(botFor(s, 'USA')).toBeNull();
        expect(s.botSeats).toEqual({ Japan: { bot: 'random', reason: 'Japan dropped out', since: 1 } });
      });
  });

  test('a seat nobody took may be given to a bot too (a practice game)', () => {
    game([])
      .when(seatBot('UK', 'safe-defaults', 'practice'), asOrganizer)
      .thenState((s) => expect(botFor(s, 'UK')).toBe('safe-defaults'));
  });

  test("RULES §7, AMBIG-43: naming AUSTRALIA seats the bot at Great Britain's seat (INDIA), which plays both", () => {
    game([], 'pacific-2001')
      .when(seatBot('Australia', 'random', 'practice'), asOrganizer)
      .then((events, s) => {
        expect(events).toEqual([expect.objectContaining({ type: 'BotSeated', data: expect.objectContaining({ power: 'India' }) })]);
        expect(botFor(s, 'India')).toBe('random');
        expect(botFor(s, 'Australia')).toBe('random');
        expect(botFor(s, 'Japan')).toBeNull();
      });
  });

  test('another bot replaces the one seated (replaced names it); the same bot again is refused (BOT_ALREADY_SEATED)', () => {
    game()
      .when(seatBot('USA', 'random'), asOrganizer)
      .thenAccepted()
      .when(seatBot('USA', 'safe-defaults', 'a calmer player'), asOrganizer)
      .then((events, s) => {
        expect(events[0].data).toMatchObject({ bot: 'safe-defaults', replaced: 'random' });
        expect(botFor(s, 'USA')).toBe('safe-defaults');
      })
      .when(seatBot('USA', 'safe-defaults'), asOrganizer)
      .thenRefused({ code: 'BOT_ALREADY_SEATED', rule: 'docs/bots.md' });
  });

  test('refusals: not the organizer (NOT_AUTHORIZED), no reason (INVALID_REASON), unknown bot, unknown or seatless power', () => {
    game(['Japan']).when(seatBot('Japan', 'random'), { by: 'Japan' }).thenRefused({ code: 'NOT_AUTHORIZED', rule: 'docs/bots.md' });
    game().when(seatBot('Japan', 'random'), { by: anonymous }).thenRefused({ code: 'NOT_AUTHORIZED', rule: 'docs/bots.md' });
    game()
      .when(seatBot('Japan', 'random', '   '), asOrganizer)
      .thenRefused({ code: 'INVALID_REASON', rule: 'docs/bots.md' });
    game()
      .when(seatBot('Japan', 'random', 'x'.repeat(1001)), asOrganizer)
      .thenRefused({ code: 'INVALID_REASON', message: '1000 characters' });
    game().when(seatBot('Japan', 'deep-blue'), asOrganizer).thenRefused({ code: 'UNKNOWN_BOT', message: 'random, planner, safe-defaults' });
    game().when(seatBot('Germany', 'random'), asOrganizer).thenRefused({ code: 'UNKNOWN_POWER' });
    game().when(seatBot('Dutch', 'random'), asOrganizer).thenRefused({ code: 'POWER_NOT_PLAYABLE' });
  });
});

describe('UnseatBot (docs/bots.md)', () => {
  test('the organizer takes the seat back: BotUnseated names the bot; botFor is null again', () => {
    game(['China'])
      .when(seatBot('China', 'random'), asOrganizer)
      .thenAccepted()
      .when(unseatBot('China', ' the player is back '), asOrganizer)
      .then([{ type: 'BotUnseated', data: { power: 'China', bot: 'random', reason: 'the player is back', round: 1, by: 'organizer' } }])
      .thenState((s) => {
        expect(botFor(s, 'China')).toBeNull();
        expect(s.botSeats).toEqual({});
      });
  });

  test('a seat no bot plays: NO_BOT_SEATED; only the organizer; nothing once the game has ended (GAME_ENDED)', () => {
    game().when(unseatBot('ANZAC'), asOrganizer).thenRefused({ code: 'NO_BOT_SEATED', rule: 'docs/bots.md' });
    game()
      .when(seatBot('ANZAC', 'random'), asOrganizer)
      .thenAccepted()
      .when(unseatBot('ANZAC'), { by: 'ANZAC' })
      .thenRefused({ code: 'NOT_AUTHORIZED' });
    game()
      .when({ type: 'VoidGame', reason: 'abandoned' }, asOrganizer)
      .thenAccepted()
      .when(seatBot('ANZAC', 'random'), asOrganizer)
      .thenRefused({ code: 'GAME_ENDED' });
  });
});
