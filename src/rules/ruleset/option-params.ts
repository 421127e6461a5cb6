// What the optional rules of RULES §8 name in a ruleset: powers, places,
// units and dates (AMBIG-33). Rules code reads these from the ruleset's
// definition (`optionParams`), never naming them itself; an option whose
// parameters a ruleset does not give is not built for it.
import type { PowerId, TerritoryName, UnitDomain, UnitProfile, UnitType } from './types';
import type { OptionId } from '../rulesets';

/** Free units given to `power` in `place` (a zone or a territory). */
export interface FreeUnits {
  power: PowerId;
  place: TerritoryName;
  units: readonly UnitType[];
}

/** Where a unit an optional rule adds is placed (RULES §8), when not through a factory as usual. */
export type OptionUnitPlacement =
  /** hr01-fortifications: directly in own land held since the turn began, at most its value a turn (1 if 0). */
  | { kind: 'direct' }
  /** x2-japanese-fortifications: directly on an own island held since the turn began, not the power's capital. */
  | { kind: 'island' }
  /** x2-carrier-fighters: through the power's factory in `at`, onto an undamaged own carrier in a zone next to it. */
  | { kind: 'onCarrier'; at: Partial<Record<PowerId, TerritoryName>> };

/** A unit an optional rule adds: its profile, who may build it and how many (on the board at once), and its dice per shot. */
export interface OptionUnit {
  option: OptionId;
  profile: UnitProfile;
  /** The most each power may have on the board; powers not listed may not build it. */
  maxPerPower: Partial<Record<PowerId, number>>;
  /** Dice it rolls each time it fires (bombardment too); 1 when absent. */
  dice?: number;
  /** Where it is placed, when not through a factory as usual. */
  placement?: OptionUnitPlacement;
  /**
   * Manned by one unit of this type each (x2-japanese-fortifications): never more of it than of them where it is
   * placed; it never fires and is never a casualty; it is destroyed when they die or leave (more of it than of them).
   */
  garrison?: UnitType;
  /** Takes off from and lands on carriers only (x2-carrier-fighters); defending, stranded, it may land as CBT-10 says. */
  carrierOnly?: boolean;
  /** x2-increased-shipbuilding's gifts of this type are this unit instead while its option is on (x2-carrier-fighters: fighters). */
  standsFor?: UnitType;
  /** Buildable from this round on (AMBIG-33; x2-escorts: Late 1941). */
  fromRound?: number;
}

/**
 * One change a setup option makes to the standard start: `remove` units, or `move` them (with `movementLeft`,
 * they arrive as having moved there this turn with that much left for Non-combat Move only). The units are
 * `owner`'s at `at`, of `type` or of `domain` (all its units when neither), the first `count` by id (all when absent).
 */
export type SetupStep = SetupUnits & ({ kind: 'remove' } | { kind: 'move'; to: TerritoryName; movementLeft?: number });

/** The units a setup step names (SetupStep). */
interface SetupUnits {
  owner: PowerId;
  at: TerritoryName;
  type?: UnitType;
  domain?: UnitDomain;
  count?: number;
}

export interface OptionParams {
  /**
   * hr01-corrected-setup, hr01-amended-japanese-setup, hr01-pearl-harbor-strike: what each setup option changes in
   * the standard start, applied in this order (game/setup-options.ts).
   */
  setup?: readonly { option: OptionId; steps: readonly SetupStep[] }[];
  /** Units optional rules add (RULES §8.2 x2-super-battleship). */
  units?: readonly OptionUnit[];
  /**
   * x2-enlarged-pacific: new `values` for these territories (no factories on them), `units` added at the start for
   * each territory's owner then, and `floor`: the power never collects less while it holds its capital.
   */
  enlargedPacific?: {
    values: Readonly<Record<TerritoryName, number>>;
    units: readonly { territory: TerritoryName; types: readonly UnitType[] }[];
    floor: { power: PowerId; pus: number };
  };
  /**
   * x2-escorts: the escort `type`; defending, an escort in a convoy (1 escort : up to `perEscort` transports) defends at
   * `convoyDefense` and its transports at `transportDefense`, as every transport does from round `transportsDefendFrom`.
   */
  escorts?: { type: UnitType; perEscort: number; convoyDefense: number; transportDefense: number; transportsDefendFrom: number };
  /** hr01-japan-military-victory: `power`'s side also wins holding every territory of any one set. */
  militaryVictory?: { power: PowerId; holdAny: readonly (readonly TerritoryName[])[] };
  /** x2-advanced-production: PUs added at war while the power holds `while`; `freeUnit` a turn while the power has one on the board. */
  advancedProduction?: {
    bonuses: readonly { power: PowerId; pus: number; while: TerritoryName }[];
    freeUnit: { power: PowerId; type: UnitType };
  };
  /** hr01-manchuria-garrison: `power` keeps `count` `type` units in `territory` while it holds it. */
  garrison?: { power: PowerId; territory: TerritoryName; type: UnitType; count: number };
  /** hr01-hawaii-production-cap: `power` places at most `max` units a turn through its factory in `territory`. */
  productionCap?: { power: PowerId; territory: TerritoryName; max: number };
  /** hr01-sbr-two-dice: bombers roll 2 dice except against factories here. */
  sbrTwoDice?: { exempt: readonly TerritoryName[] };
  /**
   * x2-capital-ship-damage: the carrier and battleship types it concerns; `extraHit`: types that gain a hit point
   * (2001: carriers); `repairCost` PUs a hit in Purchase; `freeRepair`: the ruleset's own free repair stays (1E/2E PUR-1).
   */
  capitalShipDamage?: {
    carriers: readonly UnitType[];
    battleships: readonly UnitType[];
    extraHit: readonly UnitType[];
    repairCost: number;
    freeRepair: boolean;
    /**
     * [S3 §10e] "Protecting carriers while repairs are being made": in Non-combat Move up to `perCarrier` of the
     * carrier owner's planes of these `types` (fighters: never carrier fighters, never an ally's) may land on its damaged
     * carrier in port (a zone next to a friendly territory with a factory) and guard it there.
     */
    guards?: { types: readonly UnitType[]; perCarrier: number };
  };
  /**
   * x2-patrol-zone: each zone is `power`'s home waters. Ships and planes of powers at war with it pay `surcharge` more
   * to enter (leaving costs nothing more) and may not end a move there, except to fight there; its and its allies'
   * submarines there fire once each, hitting on `shot` or less, at every enemy task force of ships that enters.
   */
  patrolZones?: { zones: readonly { zone: TerritoryName; power: PowerId }[]; surcharge: number; shot: number };
  /** hr01-dogfights: the plane types that roll in the air battle (⚠ bombers and tactical bombers do not). */
  dogfights?: { fighters: readonly UnitType[] };
  /**
   * hr01-amphibious-support: the ship types that give supporting shots to a landing (replacing CBT-2's list of ships
   * that bombard): seed 002's destroyers and battleships, and in 1E/2E cruisers too (RULES §8.1 "Applies").
   */
  amphibiousSupport?: { ships: readonly UnitType[] };
  /** hr01-battleship-two-dice: the type that rolls twice against surface ships. */
  battleshipTwoDice?: { type: UnitType };
  /** hr01-rail-movement: these powers move up to `perTurn` land units a turn any distance through friendly land. */
  rail?: { powers: readonly PowerId[]; perTurn: number };
  /** x2-japanese-destroyer-transport: `power`'s `carrier`s carry one `cargo` from round `fromRound`. */
  destroyerTransport?: { power: PowerId; carrier: UnitType; cargo: UnitType; fromRound: number };
  /** x2-increased-shipbuilding: free units at the end of each listed round. */
  shipbuilding?: readonly { round: number; gifts: readonly FreeUnits[] }[];
  /** x2-us-national-guard: `gift` once, the first time a power at war with `power` attacks one of `triggers`. */
  nationalGuard?: { power: PowerId; triggers: readonly TerritoryName[]; gift: FreeUnits };
}
