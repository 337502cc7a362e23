// Every locale has exactly the same keys in every namespace, no empty value, and complete
// plural forms for its language (issue: "a test proves every locale has exactly the same keys").
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ABILITIES, CONDITIONS, CREATURE_PROBLEM_CODES, DAMAGE_TYPES, ERROR_CODES, EVENT_TYPES, LIMITS, PRESET_IDS, STABILIZE_METHODS,
  STANDARD_CONDITIONS, STATUSES, ZONES,
} from '../../src/rules';
import { ACTION_TYPES } from '../../src/features/sheet/event-text';
import { NAMESPACES } from '../../src/i18n/namespaces';
import { LANGUAGES } from '../../src/store/types';

const root = join(__dirname, '../../locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;
/**
 * A word's grammatical gender variants (`dead_female`, `outcome_male`): grammar of the languages
 * that agree (cs, pt-BR), like their plural forms, so not keys en must have. Their pairs and
 * plain forms are checked in gender-words.test.ts.
 */
const GENDER = /_(female|male|neuter)(?=$|_(zero|one|two|few|many|other)$)/;

function flatten(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out[prefix] = value;
  }
  return out;
}

const load = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8')));

/** Plain keys, and for each plural key its base with the categories found. */
function shape(keys: string[]) {
  const plain = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of keys) {
    if (GENDER.test(key)) continue;
    const match = PLURAL.exec(key);
    if (!match) plain.add(key);
    else {
      const base = key.slice(0, match.index);
      plurals.set(base, (plurals.get(base) ?? new Set()).add(match[1] ?? ''));
    }
  }
  return { plain, plurals };
}

describe('locales', () => {
  it('has a folder for each language and a file for each namespace', () => {
    // Beside the language folders: glossary.json (for translators and glossary.test.ts) and README.md (the style page).
    expect(readdirSync(root).filter((name) => name !== 'glossary.json' && name !== 'README.md').sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(readdirSync(join(root, language)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  describe.each(NAMESPACES)('%s.json', (namespace) => {
    const en = shape(Object.keys(load('en', namespace)));

    it.each(LANGUAGES)('%s: no empty value, only strings', (language) => {
      for (const [key, value] of Object.entries(load(language, namespace))) {
        expect(typeof value, `${language}/${namespace}: ${key}`).toBe('string');
        expect((value as string).trim(), `${language}/${namespace}: ${key}`).not.toBe('');
      }
    });

    it.each(LANGUAGES)('%s: exactly the keys of en, plurals complete for the language', (language) => {
      const mine = shape(Object.keys(load(language, namespace)));
      expect([...mine.plain].sort()).toEqual([...en.plain].sort());
      expect([...mine.plurals.keys()].sort()).toEqual([...en.plurals.keys()].sort());
      // Required: every category a count the app shows can reach (whole numbers, and cs
      // "many" for fractions). pt-BR's "many" only names millions (1 milhão de): optional,
      // like i18next's `_zero` for a count of 0.
      const rules = new Intl.PluralRules(language);
      const all = rules.resolvedOptions().pluralCategories as string[];
      const required = new Set<string>([...Array.from({ length: 1001 }, (_, n) => rules.select(n)), rules.select(1.5)]);
      for (const [base, found] of mine.plurals) {
        const where = `${language}/${namespace}: ${base}`;
        for (const form of required) expect([...found], where).toContain(form);
        for (const form of found) expect([...all, 'zero'], where).toContain(form);
      }
    });
  });

  it('cs plurals cover one/few/many/other (1 úspěch, 2 úspěchy, 5 úspěchů)', () => {
    const sheet = load('cs', 'sheet');
    expect(sheet['deathSaves.successCount_one']).toMatch(/úspěch /);
    expect(sheet['deathSaves.successCount_few']).toMatch(/úspěchy /);
    expect(sheet['deathSaves.successCount_other']).toMatch(/úspěchů /);
    expect(sheet['deathSaves.successCount_many']).toBeDefined();
  });

  it('rules.json names every id the rules can produce', () => {
    const rules = load('en', 'rules');
    const has = (key: string) => key in rules || `${key}_one` in rules;
    const missing = [
      ...EVENT_TYPES.map((type) => `events.${type}`),
      ...ERROR_CODES.map((code) => `errors.${code}`),
      ...['untyped', 'all', ...DAMAGE_TYPES].map((type) => `damageTypes.${type}`),
      ...ZONES.flatMap((zone) => ['name', 'places', 'description'].map((part) => `zones.${zone}.${part}`)),
      ...STABILIZE_METHODS.map((method) => `stabilizeMethods.${method}`),
      ...STATUSES.map((status) => `statuses.${status}`),
      ...CONDITIONS.map((condition) => `conditions.${condition}`),
      ...STANDARD_CONDITIONS.map((condition) => `conditionSummaries.${condition}`),
      ...ABILITIES.flatMap((ability) => ['abilities', 'abilitiesShort', 'abilitySaves'].map((block) => `${block}.${ability}`)),
      ...PRESET_IDS.map((preset) => `presets.${preset}`),
      ...ACTION_TYPES.map((action) => `actions.${action}`),
      ...PRESET_IDS.map((preset) => `terms.deathSaves_${preset}`),
      'terms.deathSaves_plano-espiritual-desencarnado',
    ].filter((key) => !has(key));
    expect(missing).toEqual([]);
  });

  it('data.json says, for every creature problem the rules can find, what is wrong', () => {
    const data = load('en', 'data');
    expect(CREATURE_PROBLEM_CODES.filter((code) => !(`import.issue.rule.${code}` in data))).toEqual([]);
  });

  // The sentences that state a limit state the one in src/rules/limits.ts, written as the
  // language writes numbers (1,000,000 · 1.000.000 · 1 000 000).
  it.each(LANGUAGES)('%s: the error sentences state the rules\' limits', (language) => {
    const n = (value: number) => new Intl.NumberFormat(language).format(value);
    const rules = load(language, 'rules');
    const gm = load(language, 'gm');
    const stated: Array<[string, unknown, number]> = [
      ['rules errors.amount-too-large', rules['errors.amount-too-large'], LIMITS.amount],
      ['rules errors.amount-too-large', rules['errors.amount-too-large'], LIMITS.multiplier],
      ['rules errors.temp-hp-too-large', rules['errors.temp-hp-too-large'], LIMITS.tempHp],
      ['rules errors.captivity-limit', rules['errors.captivity-limit'], LIMITS.captivityDays],
      ['rules errors.invalid-patch', rules['errors.invalid-patch'], LIMITS.maxHp],
      ['rules errors.invalid-patch', rules['errors.invalid-patch'], LIMITS.nameLength],
      ['rules errors.invalid-name', rules['errors.invalid-name'], LIMITS.nameLength],
      ['rules errors.invalid-duration', rules['errors.invalid-duration'], LIMITS.rounds],
      ['rules errors.invalid-duration', rules['errors.invalid-duration'], LIMITS.saveDc],
      ['data import.issue.rule.invalid-name', load(language, 'data')['import.issue.rule.invalid-name'], LIMITS.nameLength],
      ['gm errors.amount-too-large', gm['errors.amount-too-large'], LIMITS.amount],
      ['gm errors.temp-hp-too-large', gm['errors.temp-hp-too-large'], LIMITS.tempHp],
      ['gm errors.captivity-limit', gm['errors.captivity-limit'], LIMITS.captivityDays],
    ];
    for (const [where, sentence, limit] of stated) expect(sentence, `${language} ${where}`).toContain(n(limit));
  });
});
