// A battle in the game record: from its BattleStarted to its BattleEnded, one
// block: where, who attacks and defends with what (unit types read off the
// game before the battle), then each round's lines (its steps, each side's
// dice with the hits they scored, the casualties), then the outcome. The dice
// are lines of the battle ("Dice for attacker, round 1, Hawaii: 5 2 1"), never
// separate lines of the phase.
import type { GameState } from '../rules';
import { countsOf } from '../api/events/summaries';
import type { Block } from './record-doc';

/** One event of the battle as the record shows it: its summary, and whether the organizer made it (a ruling). */
export interface BattleLine {
  type: string;
  data: unknown;
  summary: string;
  ruling: string | null;
}

interface StartedData {
  place: string;
  attacker: string;
  defender: string;
  attackers: string[];
  defenders: string[];
  bombarders?: string[];
}

/** The dice of a DiceRolled, as a battle line. */
export function diceLine(data: { values: number[]; purpose: string; scripted?: boolean[] }): string {
  const practice = data.scripted?.some(Boolean) ? ' (practice dice)' : '';
  return `Dice for ${data.purpose}: ${data.values.join(' ')}${practice}`;
}

/** A battle being written: its lines so far, in blocks. */
export class BattleBlock {
  readonly place: string;
  private readonly blocks: Block[] = [];
  private round = 0;
  private ended = false;

  /** `before`: the game just before BattleStarted, for the types of the units that fight. */
  constructor(started: BattleLine, before: GameState | null) {
    const d = started.data as StartedData;
    this.place = d.place;
    const types = (ids: readonly string[] | undefined) => {
      const t = (ids ?? []).map((id) => before?.units.get(id)?.type ?? 'unit');
      return t.length ? countsOf(t) : 'nothing';
    };
    this.blocks.push({ kind: 'para', lead: started.ruling ? `${started.ruling} ${started.summary}` : started.summary, text: '' });
    this.blocks.push({ kind: 'item', battle: true, depth: 0, text: `Attacker ${d.attacker}: ${types(d.attackers)}` });
    this.blocks.push({ kind: 'item', battle: true, depth: 0, text: `Defender ${d.defender}: ${types(d.defenders)}` });
    if (d.bombarders?.length) this.blocks.push({ kind: 'item', battle: true, depth: 0, text: `Bombarding: ${types(d.bombarders)}` });
  }

  /**
   * Adds an event of the battle, or one of the command that ended it (the territory taken): true when it ended the
   * battle (BattleEnded).
   */
  add(line: BattleLine): boolean {
    const round = (line.data as { round?: unknown }).round;
    if (line.type === 'BattleStep' && typeof round === 'number' && round !== this.round) {
      this.round = round;
      this.blocks.push({ kind: 'item', battle: true, depth: 0, text: `Round ${round}` });
    }
    const ended = line.type === 'BattleEnded';
    this.ended ||= ended;
    const depth = this.round && !this.ended ? 1 : 0;
    const text = line.type === 'DiceRolled' ? diceLine(line.data as Parameters<typeof diceLine>[0]) : line.summary;
    this.blocks.push({ kind: 'item', battle: true, depth, ...(line.ruling ? { lead: line.ruling } : {}), text });
    return ended;
  }

  done(): Block[] {
    return this.blocks;
  }
}
