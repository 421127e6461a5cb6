// evolve for battle events: applies each step of a battle to the state.
import { optionOn } from '../rulesets';
import { rulesetView } from '../ruleset';
import { capitalKind } from './capital-damage';
import {
  type EventOf,
  type GameEvent,
  battlesStillManned,
  type BattleState,
  type GameState,
  type LandBattle,
  type RaidBattle,
  type SeaBattle,
  copyState,
} from '../engine';
import { actingWith } from '../turn';

type BattleEvent = Extract<
  GameEvent,
  {
    type:
      | 'BattleStarted'
      | 'BattleStep'
      | 'HitsScored'
      | 'CasualtiesChosen'
      | 'CasualtiesRemoved'
      | 'BattleRoundEnded'
      | 'BattleContinued'
      | 'AttackersRetreated'
      | 'BattleEnded'
      | 'SubsSubmerged'
      | 'PlanesStranded'
      | 'PlanesLanded'
      | 'LandingCancelled'
      | 'AmphibiousSupportDesignated'
      | 'InvadersReturned';
  }
>;

/** The battle BattleStarted begins: a raid at its interceptors, a sea battle at its scramble if planes may join, else AA fire. */
function battleStarted(d: EventOf<'BattleStarted'>['data']): BattleState {
  const common = {
    place: d.place,
    attacker: d.attacker,
    defender: d.defender,
    round: 1,
    attackers: d.attackers,
    defenders: d.defenders,
    owed: [],
    doomed: [],
    rolled: false,
  };
  if (d.kind === 'raid') return { ...common, kind: 'raid', step: 'intercept' };
  if (d.kind === 'land')
    return {
      ...common,
      kind: 'land',
      step: 'aa',
      struck: [],
      bombarders: d.bombarders,
      amphibious: d.amphibious,
      ...(d.port ? { port: true as const } : {}),
    };
  return {
    ...common,
    kind: 'sea',
    step: d.scramblers?.length ? 'scramble' : 'aa',
    struck: [],
    ...(d.scramblers?.length ? { scramblers: d.scramblers } : {}),
  };
}

/** Steps whose casualties leave at once, before anyone else fires (CBT-1 AA fire, CBT-4 surprise strikes). */
const IMMEDIATE = new Set(['aa', 'surprise']);

function portAttackOver(s: GameState, place: string): GameState['portAttacks'] {
  const attacks = s.portAttacks ?? {};
  return { ...attacks, [place]: { ...attacks[place], done: true } };
}

export function applyBattle(s: GameState, e: BattleEvent): GameState {
  if (e.type === 'BattleStarted') {
    const battle = battleStarted(e.data);
    if (e.data.bombarders.length) s = copyState(s, { bombardedThisTurn: [...(s.bombardedThisTurn ?? []), ...e.data.bombarders] });
    // RULES §8.1 hr01-ports-shelter: the defending planes in the port's battle are its defenders (lost if the land falls).
    if (!e.data.port || !s.portAttacks?.[e.data.place]) return copyState(s, { battle });
    const planes = e.data.defenders.filter((id) => rulesetView(s.rulesetId).unit(s.units.unit(id).type).domain === 'air');
    const attack = { ...s.portAttacks[e.data.place], defenders: planes };
    return copyState(s, { battle, portAttacks: { ...s.portAttacks, [e.data.place]: attack } });
  }
  const b = s.battle;
  if (!b) throw new Error(`evolve: ${e.type} with no battle in progress`);
  // The events come from this battle's own rules, so a step or field they set always fits its kind.
  const set = (patch: Partial<LandBattle> | Partial<SeaBattle> | Partial<RaidBattle>): GameState =>
    copyState(s, { battle: { ...b, ...patch } as BattleState });
  const rounds = (): LandBattle | SeaBattle => {
    if (b.kind === 'raid') throw new Error(`evolve: ${e.type} in a raid`);
    return b;
  };
  switch (e.type) {
    case 'BattleStep':
      return set({ step: e.data.step, rolled: false });
    case 'HitsScored': {
      const target = e.data.by === 'attacker' ? 'defender' : 'attacker';
      return set({
        rolled: true,
        owed: e.data.total > 0 ? [...b.owed, { side: target, hits: e.data.hits }] : b.owed,
        ...(e.data.step === 'surprise' ? { struck: [...rounds().struck, ...e.data.firing] } : {}),
      });
    }
    case 'CasualtiesChosen':
      return chosen(s, b, e.data);
    case 'CasualtiesRemoved': {
      const after = removeUnits(s, e.data.units);
      return { ...after, battles: withAttackers(after, b), battle: { ...b, doomed: [] } };
    }
    case 'LandingCancelled': {
      const units = s.units.batch((w) => {
        for (const r of e.data.units) w.update(r.unitId, (u) => ({ ...u, at: r.to, carriedBy: r.transportId }));
      });
      return { ...s, units, battles: withAttackers({ ...s, units }, b) };
    }
    case 'AmphibiousSupportDesignated': {
      // RULES §8.1 hr01-amphibious-support: the supporting ships stay out of the sea battle; round 1 goes on.
      const out = new Set(e.data.supporting);
      return {
        ...s,
        battle: { ...b, attackers: b.attackers.filter((id) => !out.has(id)), supportDesignated: true, step: 'aa' } as BattleState,
        supportingShips: { ...s.supportingShips, [e.data.place]: e.data.supporting },
      };
    }
    case 'InvadersReturned': {
      const units = s.units.batch((w) => {
        for (const r of e.data.units)
          w.update(r.unitId, ({ carriedBy: _gone, ...u }) =>
            r.transportId ? { ...u, at: r.to, carriedBy: r.transportId } : { ...u, at: r.to },
          );
      });
      return { ...s, units, battles: withAttackers({ ...s, units }, b) };
    }
    case 'BattleRoundEnded':
      return set({ step: 'decide' });
    case 'BattleContinued':
      return set({ round: e.data.round, step: 'submerge', rolled: false, struck: [], submergeDecided: [] });
    case 'PlanesStranded':
      return set({ step: 'landPlanes', stranded: e.data.planes, ending: { outcome: e.data.outcome, attackers: e.data.attackers } });
    case 'PlanesLanded': {
      const units = s.units.batch((w) => {
        for (const l of e.data.landings)
          w.update(l.unitId, ({ carriedBy: _gone, ...rest }) =>
            l.carrierId ? { ...rest, at: l.to, carriedBy: l.carrierId } : { ...rest, at: l.to },
          );
      });
      return { ...s, units };
    }
    case 'SubsSubmerged': {
      const gone = new Set(e.data.units);
      const r = rounds();
      const next = set({
        attackers: b.attackers.filter((id) => !gone.has(id)),
        defenders: b.defenders.filter((id) => !gone.has(id)),
        submerged: [...(r.submerged ?? []), ...e.data.units],
        submergeDecided: [...(r.submergeDecided ?? []), e.data.side],
      });
      // RULES §8.1 hr01-sub-evasion: they stay submerged for the rest of the turn as far as sea control goes.
      if (!optionOn(s, 'hr01-sub-evasion') || !e.data.units.length) return next;
      return { ...next, evadedSubs: [...(s.evadedSubs ?? []), ...e.data.units] };
    }
    case 'AttackersRetreated': {
      const units = s.units.batch((w) => {
        for (const id of e.data.units) w.update(id, (u) => ({ ...u, at: e.data.to }));
        for (const u of s.units.at(b.place))
          if (u.carriedBy && e.data.units.includes(u.carriedBy)) w.update(u.id, (x) => ({ ...x, at: e.data.to }));
      });
      // Retreated units fight no more here (the landed ones may fight on, CBT-8).
      const gone = new Set(e.data.units);
      return { ...s, units, battle: { ...b, attackers: b.attackers.filter((id) => !gone.has(id)) } };
    }
    case 'BattleEnded': {
      const raids = b.kind === 'raid' && s.raids[b.place] ? { ...s.raids, [b.place]: { ...s.raids[b.place], done: true } } : s.raids;
      if (b.kind === 'raid') return { ...s, battle: null, raids };
      // RULES §8.1 hr01-ports-shelter: the port's battle is over; a land battle there may still be due.
      if (b.kind === 'land' && b.port) return { ...s, battle: null, portAttacks: portAttackOver(s, b.place) };
      // CBT-2: a zone where a sea battle was fought gives no bombardment; a scramble declined fought none.
      const fought = b.kind === 'sea' && b.defenders.length > 0;
      const foughtAtSea = fought && !s.foughtAtSea.includes(b.place) ? [...s.foughtAtSea, b.place] : s.foughtAtSea;
      return { ...s, battle: null, battles: s.battles.filter((p) => p !== b.place), foughtAtSea };
    }
  }
}

function chosen(s: GameState, b: BattleState, d: EventOf<'CasualtiesChosen'>['data']): GameState {
  const destroyed: string[] = [];
  const units = s.units.batch((w) => {
    for (const c of d.units) {
      if (c.effect === 'damaged') w.update(c.unitId, (u) => ({ ...u, damage: u.damage + 1 }));
      else destroyed.push(c.unitId);
    }
  });
  const rest = b.owed.slice(1);
  // RULES §8.2 x2-capital-ship-damage: remember which carriers and battleships were hit (carriers first).
  const rs = rulesetView(s.rulesetId);
  const hit = (k: 'primary' | 'secondary') => d.units.map((c) => c.unitId).filter((id) => capitalKind(s, rs, s.units.unit(id).type) === k);
  const [primary, secondary] = [hit('primary'), hit('secondary')];
  const was = b.capitalHit ?? { primary: [], secondary: [] };
  const marked: BattleState =
    primary.length || secondary.length
      ? {
          ...b,
          capitalHit: { primary: [...new Set([...was.primary, ...primary])], secondary: [...new Set([...was.secondary, ...secondary])] },
        }
      : b;
  if (IMMEDIATE.has(b.step)) return { ...removeUnits({ ...s, units }, destroyed), battle: { ...marked, owed: rest } };
  return { ...s, units, battle: { ...marked, owed: rest, doomed: [...b.doomed, ...destroyed] } };
}

/** Another battle of the attacker's left without its units (a failed landing's, MOV-7) is not fought. */
const withAttackers = (s: GameState, b: BattleState) =>
  battlesStillManned(
    s,
    actingWith(s, b.attacker),
    s.battles.filter((p) => p !== b.place),
  );

/** Removes units and whatever they carry, but planes fighting in the battle fight on (CBT-10). */
function removeUnits(s: GameState, ids: string[]): GameState {
  const gone = new Set(ids);
  const fighting = new Set([...(s.battle?.attackers ?? []), ...(s.battle?.defenders ?? [])]);
  const places = new Set(ids.flatMap((id) => s.units.get(id)?.at ?? []));
  for (const p of places) for (const u of s.units.at(p)) if (u.carriedBy && gone.has(u.carriedBy) && !fighting.has(u.id)) gone.add(u.id);
  return { ...s, units: s.units.without(gone) };
}
