import type { ActionType, EventType, RulesEvent, terminologyContext } from '../../rules';
import { conjunctionList, numberFormat } from '../../i18n/numbers';
import { counterLabel } from './counter-words';

/** i18next's t with a computed key: the locale test proves every such key exists. */
export type LooseT = (key: string | string[], options?: Record<string, unknown>) => string;

/** Every action the log can name (rules:actions.<type>); the locale test checks each has words. */
export const ACTION_TYPES = [
  'damage', 'heal', 'tempHp', 'deathSave', 'stabilize', 'firstAid', 'removeFailures', 'reduceMaxHp',
  'restoreMaxHp', 'exhaustion', 'shortRest', 'longRest', 'passTime', 'resolveRecuo', 'revivify',
  'raiseDead', 'rescue', 'captivityDay', 'rescueCaravan', 'configure', 'addCondition', 'removeCondition',
  'concentrate', 'endConcentration', 'concentrationSave', 'conditionSave', 'turnEdge', 'spendHitDie',
  'useCounter', 'restoreCounter', 'endSustained',
] as const satisfies readonly ActionType[];

/** Where an id found in an event's values is translated; `cause` depends on the event. */
const CAUSE_PREFIX: Partial<Record<EventType, string>> = {
  died: 'rules:deathCauses.',
  recuo: 'rules:recuoCauses.',
  'failures-added': 'rules:failureCauses.',
};

/** Where the `reason` of an ending is translated: why a condition or a concentration ended. */
const REASON_PREFIX: Partial<Record<EventType, string>> = {
  'condition-removed': 'rules:conditionEndReasons.',
  'concentration-ended': 'rules:concentrationEndReasons.',
};

type Values = RulesEvent['values'];
/** Which words a creature's sheet uses (terminologyContext): Testes de Morte, Torpor... */
export type TerminologyContext = ReturnType<typeof terminologyContext>;

/** "5 hours" or "2 days": Leve's 1d4 days arrive as hours (multiples of 24). */
export function durationText(t: LooseT, hours: number): string {
  if (hours >= 24 && hours % 24 === 0) return t('rules:duration.days', { count: hours / 24 });
  return t('rules:duration.hours', { count: hours });
}

/**
 * Which sentence tells a hit without a zero clause ("0 absorbed by temporary HP"): none (HP
 * lost only), `split` (temporary HP, then HP), `absorbed` (temporary HP took it all),
 * `partlyAbsorbed` (temporary HP took part, no HP to lose: already at 0, or a knock-out at 1),
 * `noHpLost` (neither: damage at 0 HP).
 */
export function damageTakenContext(amount: number, tempAbsorbed: number, hpLost: number): string | undefined {
  if (tempAbsorbed > 0 && hpLost > 0) return 'split';
  if (tempAbsorbed > 0) return tempAbsorbed >= amount ? 'absorbed' : 'partlyAbsorbed';
  return hpLost > 0 ? undefined : 'noHpLost';
}

/**
 * Which sentence says how long a condition lasts: none (until removed), `rounds`,
 * `turn-start` / `turn-end` (of a named creature's next turn), `save`, `save-rounds` (a save
 * for at most N rounds); and Prone left by an
 * Unconscious that ended (RULES.md: "when Unconscious ends the creature stays Prone").
 */
export function conditionAddedContext(values: Values): string | undefined {
  if (values.cause === 'unconscious-ended') return 'unconscious-ended';
  switch (values.until) {
    case 'rounds': return 'rounds';
    case 'turn': return `turn-${String(values.edge)}`;
    case 'save': return values.rounds === undefined ? 'save' : 'save-rounds';
    default: return undefined;
  }
}

/** "12 + 5", "12 − 1" or "12": a die and what is added to it, in the language's digits. */
function withBonus(numbers: Intl.NumberFormat, roll: number, bonus: number): string {
  if (bonus === 0) return numbers.format(roll);
  return `${numbers.format(roll)} ${bonus < 0 ? '−' : '+'} ${numbers.format(Math.abs(bonus))}`;
}

/** Ids translated one by one and joined as the language joins a list ("Piercing and Poison"). */
function listOf(language: string, ids: string[], word: (id: string) => string): string {
  return conjunctionList(language).format(ids.filter(Boolean).map(word));
}

/**
 * One event as a sentence in the current language. The rules give keys and numbers; ids in
 * the values (damage type, zone, method, cause, condition, ability, reason...) are translated
 * through nested keys and numbers formatted for the language. `terms` is the creature's
 * terminology (terminologyContext), for the sentences that name its saves.
 */
export function describeEvent(t: LooseT, language: string, event: { type: EventType; values: Values }, terms?: TerminologyContext): string {
  const numbers = numberFormat(language);
  const v = event.values;
  const options: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(v)) options[name] = typeof value === 'number' ? numbers.format(value) : value;

  const str = (name: string) => (typeof v[name] === 'string' ? (v[name] as string) : undefined);
  const num = (name: string) => (typeof v[name] === 'number' ? (v[name] as number) : undefined);

  options.damageType = str('damageType') ? t(`rules:damageTypes.${str('damageType')}`) : t('rules:damageTypes.untyped');
  // Damage of several types from one source: "Piercing and Poison" (Czech "vůči typům", plural, when immune to them all).
  if (str('damageTypes')) {
    options.damageType = listOf(language, (str('damageTypes') ?? '').split(','), (type) => t(`rules:damageTypes.${type}`));
    if (event.type === 'damage-immune') options.context = 'several';
  }
  if (str('zone')) options.zone = t(`rules:zones.${str('zone')}.name`);
  if (str('outcome')) options.outcome = t(`rules:outcomes.${str('outcome')}.name`);
  if (str('method')) options.method = t(`rules:stabilizeMethods.${str('method')}`);
  if (str('resource')) options.resource = t(`rules:resources.${str('resource')}`);
  if (str('spell')) options.spell = t(`rules:spells.${str('spell')}`);
  if (str('result')) options.result = t(`rules:deathSaveResults.${str('result')}`);
  if (str('condition')) options.condition = t(`rules:conditions.${str('condition')}`);
  if (str('ability')) {
    options.ability = t(`rules:abilities.${str('ability')}`);
    options.abilitySave = t(`rules:abilitySaves.${str('ability')}`);
  }
  const causePrefix = CAUSE_PREFIX[event.type];
  if (causePrefix && str('cause')) options.cause = t(`${causePrefix}${str('cause')}`);
  const reasonPrefix = REASON_PREFIX[event.type];
  // A condition a concentration sustained names it: "end of the concentration on Hold Person (Kaito)".
  if (reasonPrefix && str('reason')) options.reason = t(`${reasonPrefix}${str('reason')}`, { on: str('on'), holder: str('holder') });
  if (str('fields')) options.fields = listOf(language, (str('fields') ?? '').split(','), (field) => t(`rules:fields.${field}`));

  // Plurals need a number named `count`; context picks a variant of the sentence.
  switch (event.type) {
    case 'failures-added':
    case 'failures-removed':
      options.count = num('count') ?? 0;
      break;
    case 'dying':
      // Torpor is not dying (seed 001: "sem risco de morte"); the preset names the saves.
      options.context = terms;
      break;
    case 'time-passed':
      options.duration = num('rounds') === undefined ? durationText(t, num('hours') ?? 0) : t('rules:duration.rounds', { count: num('rounds') });
      break;
    case 'revivify-rounds': {
      // Rounds Revivify has left after this one: 0 is the last, −1 the minute has passed.
      const left = num('left') ?? 0;
      if (left > 0) options.count = left;
      else options.context = left === 0 ? 'last' : 'passed';
      break;
    }
    case 'damage-taken': {
      options.context = damageTakenContext(num('amount') ?? 0, num('tempAbsorbed') ?? 0, num('hpLost') ?? 0);
      // "12 de dano (Fogo)", or "12 de dano": damage without a type says nothing about type.
      const typed = str('damageType') !== undefined || str('damageTypes') !== undefined;
      options.damage = t('rules:damagePhrase', { amount: options.amount, damageType: options.damageType, context: typed ? 'typed' : undefined });
      break;
    }
    case 'dropped-to-zero':
      // Exactly to 0: no "0 damage left over".
      if ((num('overflow') ?? 0) === 0) options.context = 'exact';
      break;
    case 'temp-hp':
      options.context = str('kept');
      break;
    case 'captivity-day':
      // The Wisdom save is only made in the Abismal zone; elsewhere the day is just counted.
      if (typeof v.passed === 'boolean') options.context = v.passed ? 'passed' : 'failed';
      break;
    case 'long-rest':
      options.context = v.lit ? 'lit' : undefined;
      break;
    case 'condition-added':
      options.context = conditionAddedContext(v);
      if (options.context === 'rounds' || options.context === 'save-rounds') options.count = num('rounds') ?? 0;
      break;
    case 'condition-rounds':
      options.count = num('rounds') ?? 0;
      break;
    case 'condition-save':
    case 'concentration-save': {
      // "12 + 5 = 17": the bonus is in the event since saves add the sheet's (RULES.md "Hit Point
      // Dice, saving throws…"); without one (none, or a save logged before) "rolled 12 (total 12)".
      const bonus = num('bonus');
      const sum = bonus === undefined || bonus === 0 ? undefined : 'sum';
      if (sum && bonus !== undefined) options.sum = `${withBonus(numbers, num('roll') ?? 0, bonus)} = ${numbers.format(num('total') ?? 0)}`;
      // The roll failed and Legendary Resistance turned it into a success: the sentence says the
      // failure, the note what became of it.
      const result = v.legendaryResistance ? 'failed' : typeof v.passed === 'boolean' ? (v.passed ? 'passed' : 'failed') : undefined;
      options.context = [sum, result].filter(Boolean).join('_') || undefined;
      break;
    }
    case 'hit-die-spent': {
      // The die as a table writes it (d10); "at least 1" when the Constitution modifier took the roll below 1.
      const die = v.die;
      options.die = typeof die === 'number' ? `d${die}` : die;
      const roll = num('roll') ?? 0;
      const con = num('con') ?? 0;
      options.sum = withBonus(numbers, roll, con);
      if ((num('healed') ?? 0) > roll + con) options.context = 'minimum';
      break;
    }
    case 'undead-fortitude': {
      // "12 + 2 = 14 against DC 12": the Constitution save bonus is the sheet's.
      const bonus = num('bonus') ?? 0;
      const total = numbers.format(num('total') ?? 0);
      options.sum = bonus === 0 ? total : `${withBonus(numbers, num('roll') ?? 0, bonus)} = ${total}`;
      if (typeof v.passed === 'boolean') options.context = v.passed ? 'passed' : 'failed';
      break;
    }
    case 'counter-used':
    case 'counter-restored': {
      // "Spell slots (level 1): 3 back, 3 of 3 left": the plural follows what is left.
      const max = num('max') ?? 0;
      const left = max - (num('used') ?? 0);
      options.counter = counterLabel(t, { id: str('id') ?? '', name: str('name') ?? '', level: num('level') });
      options.uses = options.count;
      options.left = numbers.format(left);
      options.count = left;
      break;
    }
    case 'concentration-started':
      // Taking a second concentration effect ends the first (RULES.md "Conditions and concentration").
      if (str('replaced')) options.context = 'replaced';
      break;
    default:
      break;
  }

  const parts = [t(`rules:events.${event.type}`, options)];
  if (event.type === 'damage-taken') {
    if (v.critical) parts.push(t('rules:eventNotes.critical'));
    if (v.ongoing) parts.push(t('rules:eventNotes.ongoing'));
  }
  // A Long Rest brings every spent Hit Point Die back (2024).
  if (event.type === 'long-rest' && (num('hitDiceRegained') ?? 0) > 0) {
    parts.push(t('rules:eventNotes.hitDiceRegained', { count: num('hitDiceRegained'), regained: options.hitDiceRegained }));
  }
  if ((event.type === 'concentration-save' || event.type === 'condition-save') && v.legendaryResistance) {
    parts.push(t('rules:eventNotes.legendaryResistance'));
  }
  if (event.type === 'stabilized' && num('wakeHours') !== undefined) {
    parts.push(t('rules:eventNotes.wakes', { duration: durationText(t, num('wakeHours') ?? 0) }));
  }
  if (event.type === 'recuo-resolved' || event.type === 'recuo-woke') {
    if (num('zoneRoll') !== undefined) parts.push(t('rules:eventNotes.zoneRoll', { roll: options.zoneRoll }));
    if (num('hoursUntilWake') !== undefined) parts.push(t('rules:eventNotes.wakes', { duration: durationText(t, num('hoursUntilWake') ?? 0) }));
    if (num('distanceKm') !== undefined) parts.push(t('rules:eventNotes.distance', { km: options.distanceKm }));
  }
  return parts.join(' ');
}
