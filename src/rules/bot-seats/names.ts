// The bots a seat may be given (docs/bots.md). The rules know only their names;
// the players themselves are outside the rules core (src/bots), which plays the
// seat through the same commands as a person.
export const BOT_NAMES = ['random', 'planner', 'safe-defaults'] as const;

export type BotName = (typeof BOT_NAMES)[number];

export const isBotName = (x: unknown): x is BotName => (BOT_NAMES as readonly unknown[]).includes(x);
