// Conduct Combat (RULES §4.4, CBT) as a mechanic: the attacker fights its
// battles one at a time; each waits for the decisions the rules give the
// players (casualties, press on or retreat, submerge, where planes land).
import type { UnitType, RulesetView } from '../ruleset';
import type { Mechanic, PendingDecision, GameState } from '../engine';
import { landedUnits } from './state';
import { battlesOf } from './machine';
import { decideCasualties, decideCasualtyOrder } from './casualties';
import { applyBattle } from './evolve';
import { takers } from './fire';
import { autoCasualties, casualtyCandidates } from './hits';
import { decideLandPlanes, landingOptions } from './landing';
import { decidePressOn, decideRetreat, retreatPlaces } from './retreat';
import { alive, unitsOf } from './script';
import { decideFight } from './start';
import { commitmentDue, committer, decideCommit, portAttacksDue, portPlanes } from './port-attack';
import { decideSubmerge, submergeSide } from './submerge';
import { decideDesignateSupport, landedFromZone, supportCandidates } from './amphibious-support';
import { actingWith } from '../turn';
import { present } from '../ruleset';

export const combat = {
  chapter: 'Conduct Combat (RULES §4.4, CBT)',
  commands: {
    FightBattle: { from: 'turn', decide: (s, c, x) => decideFight(s, x.rs, x.power, x.dice, c.place, battlesOf(x)) },
    // The defender chooses its own casualties during the attacker's turn.
    ChooseCasualties: {
      from: 'decision',
      answers: { kind: 'chooseCasualties', rule: 'CBT-7' },
      decide: (s, c, x) => decideCasualties(s, x.rs, x.power, x.dice, c, battlesOf(x)),
    },
    PressOn: {
      from: 'turn',
      answers: { kind: 'pressOnOrRetreat', rule: 'CBT-8' },
      decide: (s, _c, x) => decidePressOn(s, x.rs, x.power, x.dice, battlesOf(x)),
    },
    Retreat: {
      from: 'turn',
      answers: { kind: 'pressOnOrRetreat', rule: 'CBT-8' },
      decide: (s, c, x) => decideRetreat(s, x.rs, x.power, c.to, c.units, x.dice, battlesOf(x)),
    },
    Submerge: {
      from: 'decision',
      answers: { kind: 'submerge', rule: 'CBT-3' },
      decide: (s, c, x) => decideSubmerge(s, x.rs, x.power, x.dice, c.units, battlesOf(x)),
    },
    DesignateSupport: {
      from: 'decision',
      answers: { kind: 'designateSupport', rule: 'hr01-amphibious-support' },
      decide: (s, c, x) => decideDesignateSupport(s, x.rs, x.dice, c.units, battlesOf(x)),
    },
    LandPlanes: {
      from: 'decision',
      answers: { kind: 'landPlanes', rule: 'CBT-10' },
      decide: (s, c, x) => decideLandPlanes(s, x.rs, x.power, c.landings, battlesOf(x)),
    },
    // RULES §8.1 hr01-ports-shelter: the defender commits its planes to the port or the land.
    CommitPortDefence: {
      from: 'decision',
      answers: { kind: 'commitPortDefence', rule: 'hr01-ports-shelter' },
      decide: (s, c, x) => decideCommit(s, x.rs, x.power, c.place, c.units),
    },
    // Any seat may set its casualty order, at any time.
    SetCasualtyOrder: { from: 'seat', decide: (s, c, x) => decideCasualtyOrder(s, x.rs, x.power, c.orderOfLoss) },
  },
  events: {
    BattleStarted: applyBattle,
    BattleStep: applyBattle,
    HitsScored: applyBattle,
    CasualtiesChosen: applyBattle,
    CasualtiesRemoved: applyBattle,
    BattleRoundEnded: applyBattle,
    BattleContinued: applyBattle,
    AttackersRetreated: applyBattle,
    BattleEnded: applyBattle,
    SubsSubmerged: applyBattle,
    PlanesStranded: applyBattle,
    PlanesLanded: applyBattle,
    LandingCancelled: applyBattle,
    PortDefenceCommitted: (s, e) => {
      const attacks = present(s.portAttacks, `port attacks (a port defence is committed in ${e.data.place})`);
      const attack = { ...attacks[e.data.place], committed: true, defenders: e.data.port };
      return { ...s, portAttacks: { ...attacks, [e.data.place]: attack } };
    },
    AmphibiousSupportDesignated: applyBattle,
    InvadersReturned: applyBattle,
    CasualtyOrderSet: (s, e) => {
      const casualtyOrders = { ...s.casualtyOrders };
      if (e.data.orderOfLoss) casualtyOrders[e.data.power] = e.data.orderOfLoss as UnitType[];
      else delete casualtyOrders[e.data.power];
      return { ...s, casualtyOrders };
    },
  },
  decisions: {
    // Every battle it may fight now, then the end of the phase.
    conductCombat: {
      safe: (s, _rs, d) => [
        ...present(d.places, 'places').map((place) => ({ type: 'FightBattle' as const, place })),
        { type: 'EndPhase', phase: s.phase },
      ],
    },
    commitPortDefence: { safe: (_s, _rs, d) => [{ type: 'CommitPortDefence', place: present(d.place, 'place'), units: [] }] },
    // CBT-7: the owed hits by the order of loss, as the engine's own default.
    chooseCasualties: {
      safe: (s, rs, d) => [
        {
          type: 'ChooseCasualties',
          units: autoCasualties(s, rs, present(d.hits, 'hits'), present(d.units, 'units'), s.battle?.owed[0]?.side ?? 'defender'),
        },
      ],
    },
    pressOnOrRetreat: { safe: () => [{ type: 'PressOn' }] },
    submerge: { safe: () => [{ type: 'Submerge', units: [] }] },
    designateSupport: { safe: () => [{ type: 'DesignateSupport', units: [] }] },
    // CBT-10: each plane to the first place it may land; then any that can (carrier room), then none (they are lost).
    landPlanes: {
      safe: (_s, _rs, d) => {
        const first = (d.landing ?? []).filter((l) => l.options.length).map((l) => ({ unitId: l.unit, to: l.options[0] }));
        return [
          { type: 'LandPlanes', landings: first },
          ...first.map((landing) => ({ type: 'LandPlanes' as const, landings: [landing] })),
          { type: 'LandPlanes', landings: [] },
        ];
      },
    },
  },
  pending: (s, rs) => battleDecisions(s, rs),
} satisfies Mechanic;

function battleDecisions(s: GameState, rs: RulesetView): PendingDecision[] {
  const b = s.battle;
  if (!b) {
    if (s.phase !== 'conductCombat' || s.kamikazeWindow) return [];
    const raids = Object.keys(s.raids).filter((p) => !s.raids[p].done);
    // RULES §8.1 hr01-ports-shelter: port attacks, fought before the land battle of the same place.
    const ports = portAttacksDue(s).filter((p) => !raids.includes(p));
    const places = [...raids, ...ports, ...s.battles.filter((p) => !raids.includes(p) && !ports.includes(p))];
    // RULES §8.1 hr01-ports-shelter: a defender commits its planes where both port and land are attacked.
    const commitments: PendingDecision[] = ports
      .filter((p) => commitmentDue(s, rs, p))
      .map((p) => ({
        kind: 'commitPortDefence',
        power: committer(s, rs, p),
        place: p,
        commands: ['CommitPortDefence'],
        rule: 'hr01-ports-shelter',
        required: true,
        units: portPlanes(s, rs, s.current, p).map((u) => u.id),
      }));
    return [
      {
        kind: 'conductCombat',
        power: s.current,
        place: null,
        commands: ['FightBattle', 'EndPhase'],
        rule: 'RULES §4.4',
        required: true,
        places,
      },
      ...commitments,
    ];
  }
  const base = { place: b.place, required: true } as const;
  const owed = b.owed[0];
  if (owed) {
    const pool = takers(s, rs, owed.side === 'attacker' ? b.attackers : b.defenders);
    return [
      {
        ...base,
        kind: 'chooseCasualties',
        power: owed.side === 'attacker' ? b.attacker : b.defender,
        commands: ['ChooseCasualties'],
        rule: 'CBT-7',
        hits: owed.hits,
        units: pool,
        casualties: casualtyCandidates(s, rs, owed.hits, pool),
      },
    ];
  }
  if (b.step === 'decide') {
    const landed = new Set(landedUnits(b));
    const units = alive(s, b.attackers).filter((id) => !landed.has(id));
    return [
      {
        ...base,
        kind: 'pressOnOrRetreat',
        power: b.attacker,
        commands: ['PressOn', 'Retreat'],
        rule: 'CBT-8',
        units,
        places: units.length ? retreatPlaces(s, rs, b) : [],
      },
    ];
  }
  if (b.step === 'submerge') {
    const side = submergeSide(s, rs, b);
    if (!side) return [];
    const subs = unitsOf(s, side === 'attacker' ? b.attackers : b.defenders)
      .filter((u) => rs.unit(u.type).isSub)
      .map((u) => u.id);
    return [
      {
        ...base,
        kind: 'submerge',
        power: side === 'attacker' ? b.attacker : b.defender,
        commands: ['Submerge'],
        rule: 'CBT-3',
        units: subs,
      },
    ];
  }
  if (b.kind === 'sea' && b.step === 'support') {
    // RULES §8.1 hr01-amphibious-support: `units` may stay out of the sea battle, `places` are where the landing goes.
    return [
      {
        ...base,
        kind: 'designateSupport',
        power: b.attacker,
        commands: ['DesignateSupport'],
        rule: 'hr01-amphibious-support',
        units: supportCandidates(s, rs, b),
        places: [...new Set(landedFromZone(s, rs, b.place, actingWith(s, b.attacker)).map((u) => u.at))].sort(),
      },
    ];
  }
  if (b.step === 'landPlanes' && b.ending) {
    const landing = alive(s, b.stranded ?? []).map((id) => ({ unit: id, options: landingOptions(s, rs, s.units.unit(id), b.place) }));
    return [
      {
        ...base,
        kind: 'landPlanes',
        power: b.defender,
        commands: ['LandPlanes'],
        rule: 'CBT-10',
        landing,
        units: landing.map((l) => l.unit),
      },
    ];
  }
  return [];
}
