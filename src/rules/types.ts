// The rules module's data model (shared/RULES.md, "The rules module's public surface").
// Everything here is plain, serialisable data: a creature can be stored, sent between tabs
// and exported as JSON without conversion.

export const PRESET_IDS = ['databook', 'plano-espiritual', 'srd-2024'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export const ROLES = ['character', 'minion'] as const;
export type Role = (typeof ROLES)[number];

export const NATURES = ['incarnate', 'desencarnado', 'thought-form'] as const;
export type Nature = (typeof NATURES)[number];

/** The thirteen D&D 2024 damage types (srd-2024 "Damage Types"). */
export const DAMAGE_TYPES = [
  'acid', 'bludgeoning', 'cold', 'fire', 'force', 'lightning', 'necrotic',
  'piercing', 'poison', 'psychic', 'radiant', 'slashing', 'thunder',
] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];
/** In resistance, vulnerability and immunity lists, 'all' means every type. */
export type Defense = DamageType | 'all';

export const STATUSES = ['alive', 'dying', 'stable', 'dead', 'recuo', 'dispersed', 'dissolved'] as const;
export type Status = (typeof STATUSES)[number];

/**
 * The D&D 2024 conditions a creature can be given (RULES.md "Conditions and concentration").
 * Exhaustion stays the number `exhaustion`.
 */
export const STANDARD_CONDITIONS = [
  'blinded', 'charmed', 'deafened', 'frightened', 'grappled', 'incapacitated', 'invisible',
  'paralyzed', 'petrified', 'poisoned', 'prone', 'restrained', 'stunned', 'unconscious',
] as const;
export type StandardCondition = (typeof STANDARD_CONDITIONS)[number];

/** Conditions only the rules give: plano-espiritual's Fixação Monoideica and Dispersão. */
export const RULES_ONLY_CONDITIONS = ['fixacao-monoideica', 'dispersao'] as const;
export const CONDITIONS = [...STANDARD_CONDITIONS, ...RULES_ONLY_CONDITIONS] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Conditions that include Incapacitated (srd-2024 conditions; derived, never stored twice). */
export const INCLUDES_INCAPACITATED = ['paralyzed', 'petrified', 'stunned', 'unconscious'] as const;

export const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
export type Ability = (typeof ABILITIES)[number];

/** Ability modifiers (RULES.md "Hit Point Dice, saving throws…"): integers −5..+10, default 0. */
export type Abilities = Record<Ability, number>;

/**
 * Saving-throw bonuses set explicitly, per ability (−20..+30). An ability left out follows its
 * modifier (`abilities`), also when the modifier changes later: only overrides are stored.
 * The bonus a save uses is `saveBonus(creature, ability)`.
 */
export type Saves = Partial<Record<Ability, number>>;

/** The Hit Point Dice sizes (d6, d8, d10, d12) and their keys in `hitDice`. */
export const HIT_DIE_SIZES = [6, 8, 10, 12] as const;
export type HitDieSize = (typeof HIT_DIE_SIZES)[number];
export const HIT_DIE_KEYS = ['d6', 'd8', 'd10', 'd12'] as const;
export type HitDieKey = (typeof HIT_DIE_KEYS)[number];

/** One size of Hit Point Dice: `max` 1..LIMITS.hitDice, `spent` 0..max. */
export interface HitDiePool {
  max: number;
  spent: number;
}

/** Hit Point Dice by size (a multiclass character has several); `{}` when it has none. */
export type HitDice = Partial<Record<HitDieKey, HitDiePool>>;

/** The start or the end of somebody's turn. */
export const TURN_EDGES = ['start', 'end'] as const;
export type TurnEdge = (typeof TURN_EDGES)[number];

/** Whose turn: `'self'` is the creature itself; any other key is the app's (a sheet id). */
export const SELF = 'self';

/**
 * How long a condition given by hand lasts. Durations follow the turn order through the
 * `turnEdge` action (the app says whose turn starts or ends; the rules decide what ends).
 * - `until-removed`: until removed by hand.
 * - `rounds`: rounds left; one is spent at the end of each of the creature's own turns.
 * - `turn`: until the start or the end of the next turn of `of` (`name` is shown for it);
 *   `started` turns true once that turn has started after the condition was given, so that
 *   "until the end of its next turn" given during that very turn lasts one more turn.
 * - `save`: until the creature succeeds on a saving throw (ability, DC) at the end of its turn;
 *   with `rounds`, also for at most that many rounds (Hold Person: a save at the end of each
 *   turn, for up to a minute), counted as `rounds` counts them: whichever comes first ends it.
 * Any of them may be `sustainedBy` a creature's concentration: it then also ends when that
 * concentration ends (the store ends it on every creature, with `endSustained`).
 */
export type ConditionDuration = (
  | { kind: 'until-removed' }
  | { kind: 'rounds'; rounds: number }
  | { kind: 'turn'; edge: TurnEdge; of: string; name: string; started?: boolean }
  | { kind: 'save'; ability: Ability; dc: number; rounds?: number }
) & { sustainedBy?: Sustainer };
export type DurationKind = ConditionDuration['kind'];

/**
 * The concentration that sustains a condition: whose (`of`, the app's key for that creature, a
 * sheet id), on what (`on`, as the concentration names it), and the holder's name when it was
 * given (shown should that creature be gone).
 */
export interface Sustainer {
  of: string;
  on: string;
  name: string;
}

/** What a creature concentrates on, and the Constitution save DC due after damage, if any. */
export interface Concentration {
  on: string;
  dc: number | null;
}

export const ZONES = ['leve', 'moderada', 'densa', 'abismal'] as const;
export type Zone = (typeof ZONES)[number];
export type RecuoCause = 'failures' | 'massive' | 'max-hp-zero' | 'exhaustion';
export type RecuoOutcome = 'posto' | 'perdido' | 'capturado';

export const STABILIZE_METHODS = ['medicine', 'healers-kit', 'spare-the-dying', 'passe-amparo', 'effect'] as const;
export type StabilizeMethod = (typeof STABILIZE_METHODS)[number];

/**
 * The twelve resources that alter death saves (databook seed, "Recursos que alteram
 * Testes de Morte"); every preset honours them as per-creature options. Counters named
 * `...Uses` are charges: each time the resource changes a result, one use is spent.
 * "Remove failures" is the `removeFailures` action, since it is an effect that happens.
 */
export interface DeathSaveResources {
  advantage: boolean;
  disadvantage: boolean;
  /** Flat bonus added to every death save (may be negative for a penalty). */
  bonus: number;
  /** Sides of an extra die added to every death save; 0 = none (e.g. 4 for +1d4). */
  extraDie: 0 | 4 | 6 | 8 | 10 | 12;
  /** Failures needed to die (3 unless a resource raises it). */
  failuresToDie: number;
  /** Successes needed to become stable (3 unless a resource raises it). */
  successesToStabilize: number;
  /** Uses left of "turn a failure into a success". */
  failureToSuccessUses: number;
  /** Uses left of "stabilize automatically" (spent on dropping to 0 HP). */
  autoStabilizeUses: number;
  /** Uses left of "regain HP on dropping to 0", and how many HP each use gives. */
  regainOnDropUses: number;
  regainOnDropAmount: number;
  /** Uses left of "ignore damage at 0 HP" (the damage causes no failure). */
  ignoreDamageAtZeroUses: number;
  /** Uses left of "prevent instant death" (massive damage drops to 0 / gives failures instead). */
  preventInstantDeathUses: number;
}

export type ResourceId =
  | 'advantage' | 'disadvantage' | 'bonus' | 'extraDie' | 'failuresToDie' | 'successesToStabilize'
  | 'removeFailures' | 'failureToSuccess' | 'autoStabilize' | 'regainOnDrop' | 'ignoreDamageAtZero'
  | 'preventInstantDeath';

export interface TableOptions {
  /** Damage entirely absorbed by temporary HP at 0 HP still causes a failure (RULES.md, damage 6). */
  tempHpAbsorbCountsAtZero: boolean;
}

export interface Defenses {
  resistances: Defense[];
  vulnerabilities: Defense[];
  immunities: Defense[];
}

export interface Recuo {
  cause: RecuoCause;
  /** Exhaustion levels this Recuo gave (1, or 2 when the maximum HP reached 0). */
  exhaustionGained: number;
  zone?: Zone;
  /** The Densa d6, kept as rolled or typed. */
  zoneRoll?: number;
  outcome?: RecuoOutcome;
  /** Hours left until waking (Leve: 1d4 days; Moderada/Densa Perdido: 1d4 hours). */
  hoursUntilWake?: number;
  /** Perdido: how far from the group, in km (1d6). */
  distanceKm?: number;
  /** Abismal / Capturado: days of captivity so far. */
  captivityDays: number;
}

/** The Databook record (databook seed, "Registro dos Testes de Morte"). */
export interface DeathRecord {
  /** Damage was taken while at 0 HP since the creature last dropped to 0. */
  damageAtZero: boolean;
  /** The last resource that altered a death save or a drop to 0, if any, since dropping to 0. */
  resourceAltered: ResourceId | null;
}

/** When a counter's uses come back (RULES.md "Armor Class, attacks, counters and monster traits"). */
export const COUNTER_RECOVERIES = ['short', 'long', 'dawn', 'never'] as const;
export type CounterRecovery = (typeof COUNTER_RECOVERIES)[number];

/**
 * A limited-use feature or spell slots: Rage, Second Wind, Chakra, Legendary Resistance...
 * `id` is the app's key (1..LIMITS.idLength letters, digits, '_' or '-', unique on the creature);
 * `name` the player's; `max` 1..LIMITS.counterMax; `used` 0..max. `recovers`: 'short' comes back
 * after a Short or a Long Rest, 'long' after a Long Rest, 'dawn' is treated as a Long Rest (the
 * app keeps no calendar), 'never' only by hand. Spell slots have a `level` 1..9.
 * Not the death-save `resources` of the databook seed, which keep their name.
 */
export interface Counter {
  id: string;
  name: string;
  max: number;
  used: number;
  recovers: CounterRecovery;
  level?: number;
}

/** A counter as createCreature and configure take it: `used` defaults to 0 (see ConfigurePatch). */
export type CounterInit = Omit<Counter, 'used'> & { used?: number };

/** The id of the Legendary Resistance counter: spending one turns a failed save into a success. */
export const LEGENDARY_RESISTANCE = 'legendary-resistance';

/** Monster traits the rules apply themselves (SRD 5.2.1 stat blocks). */
export const CREATURE_TRAITS = ['undead-fortitude'] as const;
export type CreatureTrait = (typeof CREATURE_TRAITS)[number];

/**
 * The grammatical gender words about a creature take (Czech and Portuguese agree adjectives and
 * past tenses with the person: "Morta", "Mrtvá", "hodila"). Presentational only: no rule reads it.
 */
export const GENDERS = ['female', 'male', 'neuter'] as const;
export type Gender = (typeof GENDERS)[number];

export interface Creature {
  name: string;
  preset: PresetId;
  role: Role;
  nature: Nature;
  hp: { current: number; max: number; temp: number; maxReduction: number };
  deathSaves: { successes: number; failures: number };
  status: Status;
  conditions: Condition[];
  exhaustion: number;
  /** Of `exhaustion`, the levels only a Long Rest in a Local Iluminado removes (Recuo). */
  exhaustionNeedsLight: number;
  defenses: Defenses;
  resources: DeathSaveResources;
  options: TableOptions;
  record: DeathRecord;
  /** Knocked out by a melee attacker (srd-2024): 1 HP and Unconscious until a Short Rest, healing or first aid. */
  knockedOut: boolean;
  /** srd-2024: a stable, untreated creature regains 1 HP after 1d4 hours; hours left. */
  stableHoursUntilWake: number | null;
  /** Fixação Monoideica's end-of-Long-Rest save DC once captivity raised it (15). */
  fixacaoDc: number | null;
  recuo?: Recuo;
  /**
   * Game time since the creature died or went into Recuo, in rounds (one minute is ten), for
   * Revivify's "within 1 minute": each end of its own turn since (or its place in the GM's turn
   * order passing) and the time said to pass (`passTime`). Counted up to
   * LIMITS.revivifyRounds + 1, "the minute has passed"; absent is 0 (nothing counted yet, or a
   * creature stored before this was kept). Only while dead or in Recuo.
   */
  roundsSinceDeath?: number;
  /**
   * How long each condition given by hand lasts (every one given by hand has an entry). A
   * condition the rules gave (Unconscious at 0 HP, Prone on waking) has none, so an
   * Unconscious given by hand (a Sleep effect) is told apart: it ends only by hand.
   */
  durations: Partial<Record<StandardCondition, ConditionDuration>>;
  /** The one effect the creature concentrates on, or null. */
  concentration: Concentration | null;
  /** Ability modifiers, −5..+10 each (0 for a creature stored before they were kept). */
  abilities: Abilities;
  /** Saving-throw bonuses set explicitly; the others follow their modifier (see `Saves`). */
  saves: Saves;
  /** Hit Point Dice by size (`{}` when none). */
  hitDice: HitDice;
  /** Conditions the creature cannot be given (`condition-immune`); each once. */
  conditionImmunities: StandardCondition[];
  /** Armor Class, 0..LIMITS.ac; absent when unknown (attackOutcome then answers 'unknown'). */
  ac?: number;
  /** Limited uses and spell slots, each id once ([] for a creature stored before they were kept). */
  counters: Counter[];
  /** Traits the rules apply, each once (SRD 5.2.1: 'undead-fortitude'). */
  traits: CreatureTrait[];
  /** The grammatical gender of the words about it; absent when not said (the words then need none). */
  gender?: Gender;
}

export interface CreatureInit {
  name: string;
  preset: PresetId;
  maxHp: number;
  role?: Role;
  nature?: Nature;
  currentHp?: number;
  tempHp?: number;
  resistances?: string[];
  vulnerabilities?: string[];
  immunities?: string[];
  resources?: Partial<DeathSaveResources>;
  options?: Partial<TableOptions>;
  /** Ability modifiers given (the others 0). */
  abilities?: Partial<Abilities>;
  /** Saving-throw bonuses set explicitly (the others follow their modifier). */
  saves?: Saves;
  /** Hit Point Dice as counts per size, all unspent: `{ d8: 5 }` is five d8. */
  hitDice?: Partial<Record<HitDieKey, number>>;
  conditionImmunities?: string[];
  /** Armor Class 0..LIMITS.ac (absent: unknown). */
  ac?: number;
  counters?: CounterInit[];
  traits?: string[];
  /** The grammatical gender of the words about it (absent: not said). */
  gender?: Gender;
}

// ---- Actions ---------------------------------------------------------------------------

/** One part of a damage of several types from one source (a bite's Piercing plus Poison). */
export interface DamagePart {
  amount: number;
  damageType?: DamageType;
}

/**
 * The `damage` action: one `amount` of one `damageType`, or `parts` of several types taken as
 * one instance (RULES.md "Damage of several types from one source"), never both: `amount` is
 * required unless `parts` is given (dispatch refuses either missing, or both, 'invalid-amount').
 */
export interface DamageAction {
  type: 'damage';
  amount?: number;
  damageType?: DamageType;
  /** Instead of `amount` and `damageType`: at least one part, each through its own defenses. */
  parts?: DamagePart[];
  critical?: boolean;
  /** The target succeeded on a save for half damage (rounded down). */
  halfOnSave?: boolean;
  /** Flat bonus or penalty to the damage (an aura of −5 is -5); the result never goes below 0. */
  adjustment?: number;
  /** A multiplier applied after the flat adjustment (e.g. 2, or 0.5), rounded down. */
  multiplier?: number;
  /** The attacker is within 1.5 m / 5 ft: a hit on an Unconscious creature is a critical hit. */
  melee?: boolean;
  /** A melee attacker reduces the creature to 1 HP and Unconscious instead of 0 HP. */
  knockOut?: boolean;
  /** Ongoing damage (bleeding, burning, an active jutsu...): counts the same, noted in events. */
  ongoing?: boolean;
  /**
   * srd-2024: the 1d4 hours until waking when the autoStabilize resource makes the creature
   * stable on dropping to 0, 1..4 (rolled when absent; ignored when nothing stabilizes).
   */
  wakeRoll?: number;
  /**
   * Undead Fortitude's Constitution save: the natural d20, 1..20 (rolled when absent and the
   * save is due; ignored when it is not). The creature's Constitution save bonus is added.
   */
  fortitudeRoll?: number;
}

/**
 * What `dispatch` takes. A die left out is rolled with ctx.rng; an action whose every die is
 * typed in (resolveAction) needs no rng and gives the same result on every device.
 */
export type Action =
  | DamageAction
  | { type: 'heal'; amount: number }
  | { type: 'tempHp'; amount: number; keep?: 'higher' | 'current' | 'new' }
  /**
   * `roll` is the natural d20 kept (after advantage/disadvantage), 1..20; rolled with rng
   * when absent. `extraRoll` is the extra die's result when the creature has one (rolled when
   * absent). `useFailureToSuccess` (default true) lets a failureToSuccess use turn a failure.
   */
  | {
      type: 'deathSave'; roll?: number; bonus?: number; extraRoll?: number; useFailureToSuccess?: boolean;
      /**
       * With advantage or disadvantage, the two d20s as rolled (`roll` is the one kept); the
       * event reports them. Only with `roll`, which must be one of them: else 'invalid-roll'.
       */
      rolls?: [number, number];
      /** srd-2024: the 1d4 hours until a stable creature wakes, when this save stabilizes it (rolled when absent). */
      wakeRoll?: number;
    }
  /** `check` is the Wisdom (Medicine) total for 'medicine'; `wakeRoll` the srd 1d4 hours (rolled when absent). */
  | { type: 'stabilize'; method: StabilizeMethod; check?: number; wakeRoll?: number }
  /** Ends a knock-out early: Wisdom (Medicine) check total, DC 10. */
  | { type: 'firstAid'; check: number }
  | { type: 'removeFailures'; count: number }
  | { type: 'reduceMaxHp'; amount: number }
  | { type: 'restoreMaxHp'; amount: number }
  | { type: 'exhaustion'; delta: number }
  | { type: 'shortRest' }
  | { type: 'longRest'; lit?: boolean }
  /**
   * Lets time pass: `hours` (the srd stable creature's 1d4 hours, waking after Recuo) or
   * `rounds` of game time (one minute is ten) said to pass outside the turn order, which count
   * toward Revivify's minute for a dead creature or one in Recuo. At least one of the two.
   */
  | { type: 'passTime'; hours?: number; rounds?: number }
  /** `roll` is the Densa d6; `wakeRoll` the 1d4 (days or hours); `distanceRoll` the 1d6 km. */
  | { type: 'resolveRecuo'; zone: Zone; roll?: number; wakeRoll?: number; distanceRoll?: number }
  | { type: 'revivify'; minutesSinceRecuo: number }
  | { type: 'raiseDead'; spell: 'raise-dead' | 'resurrection' }
  | { type: 'rescue' }
  /**
   * A day of captivity: the Wisdom save total against DC 13 (Abismal only; rolled d20 + bonus
   * when absent). When the save is rolled, a bonus above LIMITS.amount − 20 is refused
   * ('amount-too-large'): a total past the bound a typed save has could not be written back.
   */
  | { type: 'captivityDay'; save?: number; bonus?: number }
  /** The whole party in Torpor: a rescue caravan takes everyone to a post (1 HP, awake). */
  | { type: 'rescueCaravan' }
  /** Edits the sheet's own data; the rules keep every invariant (current ≤ effective maximum...). */
  | { type: 'configure'; patch: ConfigurePatch }
  /** Gives a condition (until removed when `duration` is absent); one it already has changes nothing. */
  | { type: 'addCondition'; condition: StandardCondition; duration?: ConditionDuration }
  /** Removes a condition by hand (refused for Unconscious at 0 HP). */
  | { type: 'removeCondition'; condition: StandardCondition }
  /** Starts concentrating on `on` (a name), replacing the current effect. */
  | { type: 'concentrate'; on: string }
  | { type: 'endConcentration' }
  /**
   * The concentration `on` of the creature `of` ended: every condition of this creature it
   * sustained ends (RULES.md "Conditions and concentration"); none, and nothing changes.
   */
  | { type: 'endSustained'; of: string; on: string }
  /**
   * The Constitution save due after damage: the natural d20 (rolled when absent) + bonus against
   * the DC due. `legendaryResistance`: a failed save spends a Legendary Resistance use and
   * succeeds instead ('no-uses-left' when none remain); a save that succeeds spends nothing.
   */
  | { type: 'concentrationSave'; roll?: number; bonus?: number; legendaryResistance?: boolean }
  /** The end-of-turn save of a condition that lasts until a save: the natural d20 (rolled when absent) + bonus; `legendaryResistance` as above. */
  | { type: 'conditionSave'; condition: StandardCondition; roll?: number; bonus?: number; legendaryResistance?: boolean }
  /**
   * The start or end of a turn reaches this creature: `of` is whose turn it is (a key the
   * durations name), `self` whether it is this creature's own. Ends what lasted until then.
   */
  | { type: 'turnEdge'; edge: TurnEdge; of: string; self: boolean }
  /**
   * Spends one Hit Point Die of size `die` (at the end of a Short Rest): `roll` (1..die; rolled
   * when absent) + abilities.con, at least 1, healed as `heal` heals.
   */
  | { type: 'spendHitDie'; die: HitDieSize; roll?: number }
  /** Spends `count` uses (default 1) of the counter `id`; 'no-uses-left' when fewer remain. */
  | { type: 'useCounter'; id: string; count?: number }
  /** Gives back `count` uses (default: all) of the counter `id`; `used` never goes below 0. */
  | { type: 'restoreCounter'; id: string; count?: number };

export interface ConfigurePatch {
  name?: string;
  preset?: PresetId;
  role?: Role;
  nature?: Nature;
  maxHp?: number;
  defenses?: Partial<Defenses>;
  resources?: Partial<DeathSaveResources>;
  options?: Partial<TableOptions>;
  /** Modifiers to change (−5..+10); the others stay. */
  abilities?: Partial<Abilities>;
  /** Save bonuses to set (−20..+30), or null to let that save follow its modifier again. */
  saves?: Partial<Record<Ability, number | null>>;
  /**
   * Sizes to change: `max` 0..LIMITS.hitDice (0 removes the size), `spent` (kept when absent)
   * is clamped to never above `max`.
   */
  hitDice?: Partial<Record<HitDieKey, { max: number; spent?: number }>>;
  /** The whole list of condition immunities (replaces it). */
  conditionImmunities?: string[];
  /** Armor Class 0..LIMITS.ac, or null: unknown. */
  ac?: number | null;
  /**
   * The whole list of counters (replaces it). A counter's `used` left out keeps the `used` of
   * the counter with the same id (0 for a new one); `used` is clamped to never above `max`,
   * as Hit Point Dice's `spent` is.
   */
  counters?: CounterInit[];
  /** The whole list of traits (replaces it). */
  traits?: string[];
  /** The grammatical gender of the words about it, or null: not said. */
  gender?: Gender | null;
}

export type ActionType = Action['type'];

// ---- Results ---------------------------------------------------------------------------

/** Outcomes are data: a type, numbers or ids, and a translation key (`events.<type>`). */
export interface RulesEvent {
  type: EventType;
  key: `events.${EventType}`;
  values: Record<string, number | string | boolean>;
}

export interface RulesError {
  code: ErrorCode;
}

export interface DispatchResult {
  creature: Creature;
  events: RulesEvent[];
  error?: RulesError;
}

export interface RulesContext {
  /** Uniform in [0, 1); the only source of randomness. */
  rng?: () => number;
}

/** One step of the damage pipeline, for the preview (e.g. 28 → −5 = 23 → Resistance 11 → Vulnerability 22). */
export interface DamageStep {
  step: 'base' | 'immune' | 'half' | 'adjustment' | 'multiplier' | 'resistance' | 'vulnerability' | 'temp' | 'hp';
  value: number;
}

/** One part of a damage of several types, through its own steps (immunity to vulnerability). */
export interface DamagePartBreakdown {
  damageType?: DamageType;
  steps: DamageStep[];
  /** The part after its own steps, before temporary HP. */
  total: number;
  immune: boolean;
}

export interface DamageBreakdown {
  /**
   * The steps of the damage. With `parts`, each part's own steps are in `parts` and these start
   * at their sum ('base'), then temporary HP and HP, as for one amount.
   */
  steps: DamageStep[];
  /** Damage after every adjustment, before temporary HP. */
  total: number;
  tempAbsorbed: number;
  hpLost: number;
  /** Nothing gets through: immune to the type, or (with parts) to every part's type. */
  immune: boolean;
  critical: boolean;
  /** Each part of a damage given as `parts`, in order; absent for one amount. */
  parts?: DamagePartBreakdown[];
}

/**
 * Every event the rules emit. `key` is always `events.<type>`; `values` holds what the
 * sentence needs. Values documented beside each type; ids (zone, damageType, method,
 * cause, resource, outcome) are translated by the UI.
 */
export const EVENT_TYPES = [
  'damage-immune',        // { damageType?, damageTypes? }  damageTypes: with parts of several types, each part's type id, comma-separated
  'damage-none',          // {}  adjusted damage came to 0: no damage
  'damage-taken',         // { amount, tempAbsorbed, hpLost, current, critical, ongoing, damageType?, damageTypes? }  damageTypes: with parts of several types, the ids of those that did damage, comma-separated ('untyped' for a part without a type)
  'dropped-to-zero',      // { overflow }
  'massive-damage',       // { overflow, effectiveMax }  (instant death / immediate Recuo follows)
  'knocked-out',          // {}  1 HP and Unconscious instead of 0 HP
  'dying',                // {}  0 HP, Unconscious, making death saves (Torpor for a desencarnado)
  'died',                 // { cause: 'massive' | 'failures' | 'minion' | 'max-hp-zero' | 'exhaustion' | 'damage-at-zero' }
  'dispersed',            // {}  desencarnado minion at 0 HP: Dispersão
  'dissolved',            // {}  thought-form at 0 HP
  'failures-added',       // { count, failures, cause: 'damage' | 'critical' }
  'damage-ignored-at-zero', // {}  a resource kept damage at 0 HP from causing a failure
  'temp-absorbed-at-zero',  // {}  temporary HP absorbed it all at 0 HP: no failure (default option)
  'stability-lost',       // {}  a stable creature took damage and makes death saves again
  'death-save',           // { roll, total, result: 'success' | 'failure' | 'natural-1' | 'natural-20', successes, failures, rolls? }
  'stabilized',           // { method: StabilizeMethod | 'successes' | 'resource', wakeHours? }
  'stabilize-failed',     // { method, check, dc }
  'healed',               // { amount, gained, current }
  'regained-consciousness', // {}  left 0 HP (or a knock-out ended)
  'counts-reset',         // { successes, failures }  what the counts are now
  'failures-removed',     // { count, failures }
  'temp-hp',              // { amount, kept: 'current' | 'new', temp }
  'max-hp-reduced',       // { amount, effectiveMax }
  'max-hp-restored',      // { amount, effectiveMax }
  'exhaustion-changed',   // { from, to }
  'short-rest',           // {}
  'long-rest',            // { exhaustionRemoved, lit, hitDiceRegained }  hitDiceRegained: spent Hit Point Dice that came back, all sizes
  'hit-die-spent',        // { die, roll, con, healed, left, max }  "d10: 7 + 2 = 9 HP, 4 of 5 d10 left"; healed = max(1, roll + con); healed/regained-consciousness follow
  'time-passed',          // { hours } or { rounds }
  'revivify-rounds',      // { rounds, left }  rounds counted since death or Recuo; Revivify's rounds left after this one (−1: the minute has passed)
  'resource-used',        // { resource: ResourceId }
  'recuo',                // { cause: RecuoCause, exhaustionGained, exhaustion }
  'recuo-resolved',       // { zone, outcome, zoneRoll?, hoursUntilWake?, distanceKm? }
  'recuo-woke',           // { outcome, distanceKm? }
  'revivified',           // {}
  'raised',               // { spell }
  'rescued',              // {}
  'captivity-day',        // { day, save, dc, passed }
  'fixacao-gained',       // {}
  'fixacao-dc-raised',    // { dc }
  'caravan-rescue',       // {}
  'configured',           // { fields }  comma-separated field names that changed
  'condition-added',      // { condition, until: DurationKind, rounds?, edge?, name?, ability?, dc?, cause?: 'unconscious-ended', on?, holder? }  on/holder: the concentration sustaining it
  'condition-removed',    // { condition, reason: 'by-hand' | 'duration' | 'save' | 'petrified' | 'concentration', on?, holder? }  on/holder: the concentration that sustained it
  'condition-immune',     // { condition }  no longer emitted (an immune condition is refused, error 'condition-immune'); kept for logs stored before
  'condition-rounds',     // { condition, rounds }  rounds left after the creature's turn
  'condition-save',       // { condition, ability, roll, bonus, bonusFrom: 'sheet' | 'typed', total, dc, passed, legendaryResistance? }  as concentration-save
  'concentration-started',// { on, replaced? }
  'concentration-check',  // { on, dc, damage }  a Constitution save is due
  'concentration-save',   // { on, roll, bonus, bonusFrom: 'sheet' | 'typed', total, dc, passed, legendaryResistance? }  legendaryResistance: true when the save failed and a use turned it into a success (passed is then true)
  'concentration-ended',  // { on, reason: 'by-hand' | 'failed-save' | 'incapacitated' | 'zero-hp' | 'not-alive' }
  'undead-fortitude',     // { dc, roll, bonus, total, passed }  dropped to 0 HP: Constitution save DC 5 + the damage taken; passed: 1 HP instead
  'counter-used',         // { id, name, count, used, max, level? }  count: uses spent now; used: uses spent after it
  'counter-restored',     // { id, name, count, used, max, level?, rest?: 'short' | 'long' }  count: uses back now; rest: a rest brought them back (one event per counter)
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Why `dispatch` refused an action; the creature comes back unchanged, with no events. */
export const ERROR_CODES = [
  'unknown-action',        // not one of the actions above, or an action that could not be read
  'invalid-amount',        // negative, fractional, NaN or infinite amount / delta / hours / minutes
  'invalid-roll',          // a die outside its range (d20 1..20, d6 1..6, d4 1..4, extra die 1..sides) or not an integer; two d20s (`rolls`) that do not hold the kept `roll`
  'invalid-check',         // a check or save total that is not a finite integer
  'invalid-patch',         // configure with a bad field (empty or over-long name, max HP < 1, unknown id, a modifier outside −5..+10, a save outside −20..+30, Hit Point Dice max above 40...)
  'not-alive',             // damage, temporary HP or rests for a creature that is dead / in Recuo / dispersed / dissolved
  'cannot-heal-dead',      // healing (or spending a Hit Point Die on) a dead, Recuo, dispersed or dissolved creature (revival rules only)
  'not-dying',             // a death save for a creature that is not dying
  'not-at-zero',           // stabilizing a creature that is not dying
  'check-required',        // Medicine stabilizing without the check total
  'method-unavailable',    // Passe (Amparo) outside plano-espiritual
  'knock-out-unavailable', // knock out without a melee attack, or in the databook preset
  'not-knocked-out',       // first aid for a creature that is not knocked out
  'long-rest-needs-hp',    // a Long Rest needs at least 1 HP
  'not-in-recuo',          // a Recuo action for a creature not in Recuo
  'recuo-already-resolved',// resolveRecuo twice
  'recuo-unresolved',      // waking / rescue / captivity before the zone is chosen
  'revivify-too-late',     // Revivify more than 1 minute (10 rounds) after Recuo (or death)
  'needs-rescue',          // Raise Dead / Resurrection on a Capturado creature
  'not-captured',          // rescue or captivity day for a creature that is not Capturado
  'not-in-torpor',         // rescue caravan for a creature that is not a desencarnado at 0 HP
  'not-dead',              // raise dead / revivify on a creature that is not dead or in Recuo
  'amount-too-large',      // an amount, hours, count, adjustment, bonus or check total beyond ±LIMITS.amount; a multiplier above LIMITS.multiplier; a captivity bonus that would carry a rolled save past it
  'temp-hp-too-large',     // temporary HP above LIMITS.tempHp
  'captivity-limit',       // a day of captivity past LIMITS.captivityDays
  'invalid-creature',      // the creature is not one the rules can read (missing hp, a count that is not a whole number...)
  'rng-failed',            // ctx.rng threw, or returned something other than a number in [0, 1)
  'invalid-condition',     // not one of the conditions a creature can be given (Fixação and Dispersão are the rules' own)
  'invalid-duration',      // a duration the rules cannot keep (unknown kind, rounds outside 1..LIMITS.rounds, DC outside 1..LIMITS.saveDc...)
  'no-such-condition',     // removing a condition the creature does not have
  'unconscious-at-zero',   // removing Unconscious while at 0 HP
  'not-concentrating',     // ending concentration that is not there
  'cannot-concentrate',    // concentrating while Incapacitated, at 0 HP or not alive
  'no-save-due',           // a concentration save with no DC due; a condition save for a condition that does not end on a save
  'invalid-name',          // an empty or over-long name (what a creature concentrates on)
  'no-hit-dice',           // spending a Hit Point Die of a size the creature has none of, or none left
  'still-dying',           // spending a Hit Point Die while dying (not yet stable)
  'condition-immune',      // adding a condition the creature is immune to (conditionImmunities; Petrified: Poisoned)
  'unknown-counter',       // useCounter / restoreCounter with an id the creature has no counter for
  'no-uses-left',          // useCounter with fewer uses left than asked; a Legendary Resistance when none remain
  // Reused: 'invalid-amount' for a count that is not a positive integer, a damage with both
  // `parts` and `amount` (or `damageType`), or with empty `parts`; 'invalid-patch' for an `ac`,
  // a counter or a trait out of range in configure; 'invalid-roll' for a fortitudeRoll outside 1..20.
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
