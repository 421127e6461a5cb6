// Issue 29 "small holes": the rules look names up, and a client may send any
// string as a name. A name that is also a property of every plain object
// ("constructor", "__proto__", "toString", ...) must be refused or accepted
// exactly like any other unknown name, never throw (an internal error at the
// API). The states and commands are the golden captures' (test/golden): every
// string a player or organizer sent, in the state it was sent in, is swapped
// for each of those names and for a plainly unknown one, and the answers compared.
import { decide, evolve, fixedDice, type Command, type Decision, type Dice, type GameState } from '../../src/rules';
import { positionOf } from '../../src/rules/positions';
import { readAll, type Capture } from '../golden/capture';
import { advanceTo, apply, ids, move, newGame, play, playWith, refusal } from './fixtures';

/** The names every plain object answers to (Object.prototype's, and "prototype" for functions). */
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'] as const;
const UNKNOWN = 'no-such-name';

/** Dice that never run out (a changed command may roll more than the recorded one). */
const endless = (): Dice => (count) => Array.from({ length: count }, (_, i) => (i % 6) + 1);

/** Every path to a string in a command, its `type` aside. */
function stringPaths(x: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof x === 'string') return path.length === 1 && path[0] === 'type' ? [] : [path];
  if (Array.isArray(x)) return x.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (x && typeof x === 'object') return Object.entries(x).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  return [];
}

function withString(x: unknown, path: (string | number)[], value: string): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (Array.isArray(x)) return x.map((v, i) => (i === head ? withString(v, rest, value) : v));
  return { ...(x as object), [head]: withString((x as Record<string, unknown>)[head as string], rest, value) };
}

type Answer = { ok: true; events: string[] } | { ok: false; code: string } | { threw: string };

function answer(state: GameState | null, command: unknown, actor: Parameters<typeof decide>[2]['actor']): Answer {
  let d: Decision;
  try {
    d = decide(state, command as Command, { actor, dice: endless() });
  } catch (e) {
    return { threw: (e as Error).message };
  }
  return d.ok ? { ok: true, events: d.events.map((e) => e.type) } : { ok: false, code: d.violation.code };
}

interface Finding {
  capture: string;
  step: number;
  path: string;
  name: string;
  got: Answer;
  unknown: Answer;
}

/** A command's string slot, array indices and a position's place names left out: "MoveUnits route" (the same slot in any step). */
const slotOf = (type: string, path: (string | number)[]) =>
  `${type} ${path
    .filter((k) => typeof k === 'string')
    .map((k, i, keys) => (keys[i - 1] === 'territories' ? '*' : k))
    .join('.')}`;

/** Samples per slot: the first state the captures reach it in (more cost seconds and found nothing more). */
const SAMPLES = 1;

/**
 * Replays each capture as far as its last step whose command has a slot still short of samples, and
 * at those steps tries the command with the slot's string swapped for each name and for an unknown one.
 */
function probe(captures: Capture[]): { tried: number; slots: Set<string>; findings: Finding[] } {
  const findings: Finding[] = [];
  const taken = new Map<string, number>();
  let tried = 0;
  for (const capture of captures) {
    const plan = new Map<number, (string | number)[][]>();
    const planned = new Map(taken);
    capture.steps.forEach((step, i) => {
      const paths = stringPaths(step.command).filter((p) => (planned.get(slotOf(step.command.type, p)) ?? 0) < SAMPLES);
      const seen = new Set<string>();
      for (const p of paths) {
        const slot = slotOf(step.command.type, p);
        if (seen.has(slot)) continue;
        seen.add(slot);
        planned.set(slot, (planned.get(slot) ?? 0) + 1);
      }
      if (paths.length) plan.set(i, paths);
    });
    const last = Math.max(-1, ...plan.keys());
    let state: GameState | null = null;
    for (let i = 0; i <= last; i++) {
      const step = capture.steps[i];
      for (const path of plan.get(i) ?? []) {
        const slot = slotOf(step.command.type, path);
        taken.set(slot, (taken.get(slot) ?? 0) + 1);
        const unknown = answer(state, withString(step.command, path, UNKNOWN), step.actor);
        for (const name of PROTOTYPE_NAMES) {
          tried++;
          const got = answer(state, withString(step.command, path, name), step.actor);
          if ('threw' in got || JSON.stringify(got) !== JSON.stringify(unknown))
            findings.push({ capture: capture.name, step: i, path: slot, name, got, unknown });
        }
      }
      const d = decide(state, step.command, { actor: step.actor, dice: fixedDice(step.dice) });
      for (const e of [...(d.ok ? d.events : []), ...(step.appended ?? [])]) state = evolve(state, e);
    }
  }
  return { tried, slots: new Set(taken.keys()), findings };
}

test('every string a command carries: a prototype name is answered as an unknown name is, never by throwing', () => {
  const { tried, slots, findings } = probe(readAll());
  // The captures reach the commands' strings: places, unit ids and types, powers, positions and edits.
  expect([...slots]).toEqual(
    expect.arrayContaining(['FightBattle place', 'MoveUnits route', 'MoveUnits units', 'PlaceUnits placements.territory', 'Retreat to']),
  );
  expect(tried).toBeGreaterThan(500);
  expect(findings).toEqual([]);
});

describe("the issue's case: FightBattle in a place named like a property of every object (CBT)", () => {
  // Japan attacks Hunan from Kiangsi: a battle waits, there are no raids and no port attacks.
  const combat = () => {
    let s = advanceTo(newGame(), 'combatMove');
    s = apply(s, move(ids(s, 'Kiangsi', 'Japan', 'infantry', 2), 'Hunan')).state;
    return advanceTo(s, 'conductCombat');
  };

  test.each(PROTOTYPE_NAMES.map((n) => [n]))('%s: NO_BATTLE_THERE, as for any place without a battle', (name) => {
    const s = combat();
    expect(s.battles).toEqual(['Hunan']);
    expect(refusal(play(s, { type: 'FightBattle', place: name }))).toMatchObject({ code: 'NO_BATTLE_THERE' });
    expect(refusal(play(s, { type: 'FightBattle', place: 'Atlantis' }))).toMatchObject({ code: 'NO_BATTLE_THERE' });
    // RULES §8.1 hr01-ports-shelter: the port attacks are looked up the same way.
    expect(refusal(play(s, { type: 'CommitPortDefence', place: name, units: [] }))).toMatchObject({ code: 'NO_DECISION_PENDING' });
    // The battle there is still fought.
    expect(playWith(s, { type: 'FightBattle', place: 'Hunan' }, Array(40).fill(3)).ok).toBe(true);
  });
});

describe('position documents and edits whose keys are prototype names (docs/positions.md)', () => {
  const KEY = 'PROTOTYPE-KEY-SLOT';
  /** The standard start as a document, with `KEY` added to each of its records; `name` then put in KEY's place as JSON text (JSON.parse makes "__proto__" an own key). */
  function documentWith(name: string): unknown {
    const doc = positionOf(newGame()) as unknown as Record<string, any>;
    doc.territories[KEY] = { owner: 'Japan', units: [{ type: 'infantry', owner: 'Japan', count: 1 }] };
    doc.pus[KEY] = 3;
    doc.victoryPoints = { ...doc.victoryPoints, [KEY]: 1 };
    doc.purchased = { [KEY]: 1 };
    doc.heldPurchases = { [KEY]: { [KEY]: 1 } };
    doc.placedThrough = { [KEY]: 1 };
    doc.kamikaze = { ...doc.kamikaze, tokens: { [KEY]: 1 } };
    return JSON.parse(JSON.stringify(doc).split(JSON.stringify(KEY)).join(JSON.stringify(name)));
  }
  const create = (position: unknown) =>
    decide(
      null,
      { type: 'CreateGame', gameId: 'p', rulesetId: 'ignored', options: [], name: 'p', organizerTokenHash: 'o', position },
      { actor: { kind: 'anonymous' }, dice: endless() },
    );
  /** A refusal's problem codes with their paths' names made neutral, to compare with an unknown name's. */
  const problems = (d: Decision, name: string) =>
    d.ok ? 'accepted' : [d.violation.code, ...(d.violation.problems ?? []).map((p) => `${p.path.split(name).join('?')} ${p.code}`)];
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

  test.each(PROTOTYPE_NAMES.map((n) => [n]))('%s as a place, power and unit type key: refused as an unknown name is', (name) => {
    const doc = documentWith(name);
    if (name === '__proto__') expect(Object.hasOwn((doc as { territories: object }).territories, '__proto__')).toBe(true);
    const d = create(doc);
    expect(d.ok).toBe(false);
    expect(problems(d, name)).toEqual(problems(create(documentWith(UNKNOWN)), UNKNOWN));
    // Nothing was set on the prototype of every object.
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  test.each(PROTOTYPE_NAMES.map((n) => [n]))('%s as a power key of a setKamikaze edit: refused as an unknown power is', (name) => {
    const s = newGame();
    const edit = (key: string) =>
      decide(
        s,
        { type: 'EditPosition', reason: 'test', edits: JSON.parse(`[{"op": "setKamikaze", "tokens": {${JSON.stringify(key)}: 1}}]`) },
        { actor: { kind: 'organizer' }, dice: endless() },
      );
    const d = edit(name);
    expect(d.ok).toBe(false);
    expect(problems(d, name)).toEqual(problems(edit(UNKNOWN), UNKNOWN));
  });
});
