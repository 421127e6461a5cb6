// The game record's document model and its two renderings: Markdown (headings,
// lists, tables; every piece of text escaped so a name cannot become markup)
// and plain text (underlined headings, indented lines, aligned columns: no
// markup at all). The record (record.ts) builds blocks; these only lay them out.

export type RecordFormat = 'markdown' | 'text';

export type Block =
  /** Level 1: the title; 2: a round (or the start); 3: a player's turn; 4: a phase. */
  | { kind: 'heading'; level: 1 | 2 | 3 | 4; text: string }
  /** A paragraph, `lead` shown in bold in Markdown (a battle's title). */
  | { kind: 'para'; lead?: string; text: string }
  /**
   * One line of a list; `depth` 0 is the outermost. `lead`: bold in Markdown (a ruling's marker). `battle`: a line of a
   * battle's list, bulleted `*` in Markdown so the phase's next lines (bulleted `-`) start a list of their own.
   */
  | { kind: 'item'; depth: number; lead?: string; text: string; battle?: boolean }
  /** A table; `numeric` columns are right-aligned. */
  | { kind: 'table'; head: string[]; rows: string[][]; numeric: boolean[] };

/** Markdown's inline markup characters, escaped with a backslash so user text (a game's name) stays text. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]<>|#]/g, (c) => `\\${c}`);
}

function markdownBlock(b: Block): string {
  const esc = escapeMarkdown;
  switch (b.kind) {
    case 'heading':
      return `${'#'.repeat(b.level)} ${esc(b.text)}`;
    case 'para':
      return b.lead ? `**${esc(b.lead)}** ${esc(b.text)}`.trimEnd() : esc(b.text);
    case 'item':
      return `${'  '.repeat(b.depth)}${b.battle ? '*' : '-'} ${b.lead ? `**${esc(b.lead)}** ` : ''}${esc(b.text)}`;
    case 'table': {
      const row = (cells: string[]) => `| ${cells.map(esc).join(' | ')} |`;
      const rule = `| ${b.numeric.map((n) => (n ? '---:' : '---')).join(' | ')} |`;
      return [row(b.head), rule, ...b.rows.map(row)].join('\n');
    }
  }
}

/** Indentation of plain text lines under each heading level, so a phase's lines sit under its heading. */
const TEXT_INDENT = 4;

function textBlock(b: Block): string {
  switch (b.kind) {
    case 'heading':
      if (b.level === 1) return `${b.text}\n${'='.repeat(b.text.length)}`;
      if (b.level === 2) return `${b.text}\n${'-'.repeat(b.text.length)}`;
      return `${' '.repeat((b.level - 3) * 2)}${b.text}`;
    case 'para':
      return `${' '.repeat(TEXT_INDENT)}${b.lead ? `${b.lead} ` : ''}${b.text}`.trimEnd();
    case 'item':
      return `${' '.repeat(TEXT_INDENT + 2 * b.depth)}${b.lead ? `${b.lead} ` : ''}${b.text}`;
    case 'table': {
      const all = [b.head, ...b.rows];
      const widths = b.head.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
      const line = (cells: string[]) =>
        `${' '.repeat(TEXT_INDENT)}${cells
          .map((c, i) => (b.numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i])))
          .join('  ')
          .trimEnd()}`;
      return [line(b.head), line(widths.map((w) => '-'.repeat(w))), ...b.rows.map(line)].join('\n');
    }
  }
}

/** The blocks laid out: consecutive list lines stay together, other blocks are separated by a blank line. */
export function render(blocks: readonly Block[], format: RecordFormat): string {
  const one = format === 'markdown' ? markdownBlock : textBlock;
  let out = '';
  blocks.forEach((b, i) => {
    const prev = blocks[i - 1];
    if (prev) out += prev.kind === 'item' && b.kind === 'item' ? '\n' : '\n\n';
    out += one(b);
  });
  return `${out}\n`;
}
