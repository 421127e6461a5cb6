// Types of boardgameio-game.js for the TypeScript that imports it.
import type { Game } from 'boardgame.io';

export declare const BenchGame: Game<{ n: number }>;
