// One word for one thing (DESIGN.md, principle 8): locales/glossary.json names each concept's one
// word in pt-BR, cs and en, its wrong variants and, for nouns after a count, the forms a number
// asks for. This test reads it and every locale file, and fails on a forbidden variant, two
// concepts sharing a word, a sentence that starts in lower case, a Czech or Portuguese count in
// the wrong form, and developer words on a user's screen.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CONDITIONS, ERROR_CODES, PRESET_IDS, STATUSES } from '../../src/rules';
import { LANGUAGES, type Language } from '../../src/store/types';
import { localeWords as wordsOf } from '../helpers/flatten';

type Forms = Partial<Record<'one' | 'few' | 'many' | 'other', string[]>>;
interface Entry { term: string; labels?: string[]; in?: string[]; never?: string[]; counts?: Forms; accusative?: Forms }
interface Glossary {
  'pt-BR': { agreesWithCount: string[] };
  cs: { accusativeAfter: string[]; accusativeKeys: string[] };
  /** Concepts that name a thing, not an action: their labels are never a button's whole label. */
  neverAButton: { concepts: string[] };
  concepts: Record<string, Record<Language, Entry>>;
}

const root = join(__dirname, '../../locales');
const glossary = JSON.parse(readFileSync(join(root, 'glossary.json'), 'utf8')) as Glossary;
const concepts = Object.entries(glossary.concepts);
const PLURAL = /_(zero|one|two|few|many|other)$/;


const words = Object.fromEntries(LANGUAGES.map((language) => [language, wordsOf(language)])) as Record<Language, Record<string, string>>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A variant as a pattern: a single word whole (a trailing * takes any ending), a phrase as written. */
function variantPattern(variant: string): RegExp {
  const stem = variant.endsWith('*');
  const body = escape(stem ? variant.slice(0, -1) : variant);
  return new RegExp(`(?<![\\p{L}\\d])${body}${stem ? '\\p{L}*' : ''}(?![\\p{L}\\d])`, 'iu');
}

/** What a template looks like on screen before its values: interpolations and nestings out. */
const visible = (template: string) => template.replace(/\$t\([^)]*\)/g, 'Term').replace(/\{\{[^}]*\}\}/g, '0');

describe('the glossary', () => {
  it('names every concept in every language', () => {
    for (const [id, byLanguage] of concepts) {
      for (const language of LANGUAGES) expect(byLanguage[language]?.term, `${id} ${language}`).toBeTruthy();
    }
  });

  it.each(LANGUAGES)('%s: the keys that name a concept say its one word', (language) => {
    const wrong: string[] = [];
    for (const [id, byLanguage] of concepts) {
      const entry = byLanguage[language];
      for (const key of entry.labels ?? []) {
        if (words[language][key] !== entry.term) wrong.push(`${id}: ${key} is "${words[language][key]}", not "${entry.term}"`);
      }
      for (const key of entry.in ?? []) {
        if (!variantPattern(entry.term).test(words[language][key] ?? '')) wrong.push(`${id}: ${key} "${words[language][key]}" lacks "${entry.term}"`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)('%s: no wrong variant appears anywhere', (language) => {
    const found: string[] = [];
    for (const [id, byLanguage] of concepts) {
      for (const variant of byLanguage[language].never ?? []) {
        const pattern = variantPattern(variant);
        for (const [key, value] of Object.entries(words[language])) {
          if (pattern.test(value)) found.push(`${id}: "${variant}" in ${key}: ${value}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)('%s: two concepts never share one word (down is not Prone)', (language) => {
    const byWord = new Map<string, string[]>();
    for (const [id, byLanguage] of concepts) {
      const word = byLanguage[language].term.toLocaleLowerCase(language);
      byWord.set(word, [...(byWord.get(word) ?? []), id]);
    }
    expect([...byWord].filter(([, ids]) => ids.length > 1)).toEqual([]);
  });
});

/**
 * Values that are never a sentence of their own: each is put inside another sentence, after a
 * word or a colon ("Not possible: …" no longer; these stay lower case by design).
 */
const FRAGMENTS: RegExp[] = [
  /^data:import\.issue\.(?!whole$)/, // "<field path>: is missing"
  /^data:import\.(preview|encounters)\.(exists|new)$/, // "(already here)"
  /^gm:deathSave\.results\./, // "{{name}} rolled {{roll}}: a success"
  /^gm:group\.ownTurn$/,
  /^gm:effects\.(timingShort|roundsLeft)/, // the chip "… at start of turn · 2 rounds left"
  /^gm:drag\.roleDescription$/, // aria-roledescription, read after the row's name
  /^gm:row\.rollShort$/, /^gm:row\.temp$/, // "d20", "+3 temp."
  /^rules:conditionDurations\./, /^rules:conditionEndReasons\./, /^rules:concentrationEndReasons\./,
  /^rules:abilitySaves\./, /^rules:stabilizeMethods\.(successes|resource)$/, /^rules:deathSaveResults\./,
  /^rules:deathCauses\./, /^rules:recuoCauses\./, /^rules:failureCauses\./, /^rules:fields\./,
  /^rules:eventNotes\.zoneRoll$/,
  /^sheet:hp\.reduced$/, /^sheet:preview\.half$/, /^sheet:recuo\.zoneRoll$/, /^sheet:edit\.noneSelected$/,
  /^sheet:list\.tableCopy$/, // "Aria · at the table, from Bia"
  /^table:bar\.(connected|waiting|offline)/, // "At the table as Bia · connected to 2 devices"
  /^table:page\.(online|away)$/, // "Player · connected"
  // An action's line: "Fire Breath · Dex DC 13 · 24 (7d6) Fire · half on a success · Recharge 5–6 · recharging".
  /^gm:actions\.(success\.|cost_|recharging$|usesLeft_)/,
  // "d20" opens a field's name as the die is written ("d20 of the attack against Aurora").
  /^gm:actions\.(attackD20|saveD20|attackD20For|saveD20For|fortitudeFor)$/,
  /^gm:actions\.editor\.newCreature$/, // "Actions of the new creature"
  /^gm:statBlock\.(speeds|senses)\./, /^gm:statBlock\.passivePerception$/, // "Speed: 9 m, fly 18 m"
  /^rules:steps\./, // what an Undo or Redo acts on, after its word: "Undo: next turn", "Desfeito: 7 de dano em Goblin 1–3"
];
/** Interpolated values that are lower case themselves, so cannot open a sentence. */
const LOWER_VALUES = new Set(['reason', 'abilitySave', 'result', 'fields', 'cause', 'timing', 'problem']);

describe.each(LANGUAGES)('%s sentences', (language) => {
  it('start with a capital (or a number, a sign, a name)', () => {
    const lower: string[] = [];
    for (const [key, value] of Object.entries(words[language])) {
      if (FRAGMENTS.some((pattern) => pattern.test(key))) continue;
      const opening = /^\{\{(\w+)/.exec(value)?.[1];
      if (opening ? LOWER_VALUES.has(opening) : /^\p{Ll}/u.test(value)) lower.push(`${key}: ${value}`);
    }
    expect(lower).toEqual([]);
  });

  it('say no developer words: commands, storage, internal ids', () => {
    // Event types are plain words ("death-save", "long-rest"); the ids below are not.
    const ids = [...PRESET_IDS, ...CONDITIONS, ...STATUSES, ...ERROR_CODES].filter((id) => /[-_]/.test(id));
    const developer = [/\bnpm\b/, /\bnpx\b/, /localStorage|sessionStorage|IndexedDB/i, /node_modules/, /\bundefined\b|\bNaN\b/];
    const found: string[] = [];
    for (const [key, value] of Object.entries(words[language])) {
      const text = visible(value);
      for (const pattern of developer) if (pattern.test(text)) found.push(`${key}: ${value}`);
      // An id as the code spells it (plano-espiritual, natural-20, deathSaves).
      for (const id of ids) if (new RegExp(`(?<![\\p{L}-])${escape(id)}(?![\\p{L}-])`, 'u').test(text)) found.push(`${key}: id "${id}" in ${value}`);
      for (const token of text.match(/\b\p{Ll}+\p{Lu}\p{L}*\b/gu) ?? []) found.push(`${key}: "${token}" in ${value}`);
    }
    expect(found).toEqual([]);
  });
});

/** Every noun form the glossary knows in a language: word → [concept, case, category]. */
function nounForms(language: Language) {
  const forms = new Map<string, Array<{ id: string; grammaticalCase: 'nominative' | 'accusative'; category: string }>>();
  for (const [id, byLanguage] of concepts) {
    const entry = byLanguage[language];
    for (const [grammaticalCase, table] of [['nominative', entry.counts], ['accusative', entry.accusative]] as const) {
      for (const [category, list] of Object.entries(table ?? {})) {
        for (const form of list ?? []) {
          const word = form.split(' ').at(-1)!.toLowerCase();
          forms.set(word, [...(forms.get(word) ?? []), { id, grammaticalCase, category }]);
        }
      }
    }
  }
  return forms;
}

describe('counts take the form their number asks for', () => {
  it.each(['pt-BR', 'cs', 'en'] as const)('%s: {{count}} and the noun after it agree (1 hora, 2 hodiny, 5 hodin)', (language) => {
    const forms = nounForms(language);
    const after = new Set(language === 'cs' ? glossary.cs.accusativeAfter : []);
    const wrong: string[] = [];
    for (const [key, value] of Object.entries(words[language])) {
      const category = PLURAL.exec(key)?.[1];
      if (!category || category === 'zero') continue;
      // The number a plural sentence counts is {{count}}, or the one its context counts ({{rounds}}).
      for (const match of value.matchAll(/(\p{L}+\s+)?\{\{(count|rounds)(?:, ?number)?\}\}\s+((?:de\s+)?\p{L}+)/gu)) {
        const noun = match[3]!.split(/\s+/).at(-1)!.toLowerCase();
        const known = forms.get(noun);
        if (!known) continue;
        const before = match[1]?.trim().toLowerCase();
        // A duration is always put after za, o, uplynout… (the test below proves it): accusative.
        const embedded = language === 'cs' && glossary.cs.accusativeKeys.some((prefix) => key.startsWith(prefix));
        const grammaticalCase = embedded || (before && after.has(before)) ? 'accusative' : 'nominative';
        const expected = new Set(known.map(({ id }) => id).flatMap((id) => {
          const entry = glossary.concepts[id]![language];
          const table = grammaticalCase === 'accusative' ? entry.accusative ?? entry.counts : entry.counts;
          return (table?.[category as keyof Forms] ?? table?.other ?? []);
        }));
        if (![...expected].some((form) => form.split(' ').at(-1)!.toLowerCase() === noun && (!form.startsWith('de ') || /de\s+\p{L}+$/u.test(match[3]!)))) {
          wrong.push(`${key} (${category}, ${grammaticalCase}): "${match[0]}" — expected ${[...expected].join(' / ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('cs: a duration sits after a word that takes the accusative, and is written in it (za 1 hodinu)', () => {
    const cs = words.cs;
    const governors = new Set(glossary.cs.accusativeAfter);
    const wrong: string[] = [];
    for (const [key, value] of Object.entries(cs)) {
      for (const match of value.matchAll(/(\p{L}*)[\s:]*\{\{duration\}\}/gu)) {
        if (!governors.has(match[1]!.toLowerCase())) wrong.push(`${key}: "${match[0]}" (${value})`);
      }
    }
    const hour = glossary.concepts['time.hour']!.cs.accusative!;
    const day = glossary.concepts['time.day']!.cs.accusative!;
    for (const category of ['one', 'few', 'many', 'other'] as const) {
      expect(cs[`rules:duration.hours_${category}`], `hours_${category}`).toBe(`{{count}} ${hour[category]![0]}`);
      expect(day[category]).toContain(cs[`rules:duration.days_${category}`]!.replace('{{count}} ', ''));
    }
    expect(wrong).toEqual([]);
  });

  it('pt-BR: no verb that agrees with a number stands before a duration whose number it cannot see', () => {
    const verbs = glossary['pt-BR'].agreesWithCount;
    const wrong = Object.entries(words['pt-BR']).filter(([, value]) =>
      verbs.some((verb) => new RegExp(`${escape(verb)}\\s+\\{\\{duration\\}\\}`).test(value)));
    expect(wrong).toEqual([]);
  });
});

/** A button's whole label in the source: the one translation key it says, and where. */
interface ButtonLabel { key: string; where: string }

const src = join(__dirname, '../../src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });

/** The key of `t('key')` (t, tt, tc or i18n.t with a literal key), or null. */
function translationKey(node: ts.Node): string | null {
  if (!ts.isCallExpression(node)) return null;
  const callee = node.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
  if (!/^(t|tt|tc)$/.test(name)) return null;
  const first = node.arguments[0];
  return first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first)) ? first.text : null;
}

/** The default namespace of the nearest useTranslation(...) around a node ('sheet' for useTranslation(['sheet', 'rules'])). */
function namespaceAt(node: ts.Node, file: ts.SourceFile): string | undefined {
  const within = (scope: ts.Node): string | undefined => {
    let found: string | undefined;
    const visit = (child: ts.Node) => {
      if (found) return;
      if (ts.isCallExpression(child) && ts.isIdentifier(child.expression) && child.expression.text === 'useTranslation') {
        const arg = child.arguments[0];
        const first = arg && ts.isArrayLiteralExpression(arg) ? arg.elements[0] : arg;
        if (first && ts.isStringLiteral(first)) found = first.text;
      }
      ts.forEachChild(child, visit);
    };
    visit(scope);
    return found;
  };
  for (let scope: ts.Node | undefined = node; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const ns = within(scope);
      if (ns) return ns;
    }
  }
  return within(file);
}

/**
 * Every <button> and <Button> in src/ whose whole label is one translated key: its only child
 * `{t('key')}` (whitespace aside), or its aria-label. Keys are made whole with the namespace the
 * component's useTranslation gives.
 */
function buttonLabels(): ButtonLabel[] {
  const labels: ButtonLabel[] = [];
  for (const path of sourceFiles(src)) {
    const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const whole = (key: string, node: ts.Node) => (key.includes(':') ? key : `${namespaceAt(node, file) ?? '?'}:${key}`);
    const where = (node: ts.Node) => `${relative(src, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isJsxElement(node) && /^(button|Button)$/.test(node.openingElement.tagName.getText(file))) {
        const children = node.children.filter((child) => !(ts.isJsxText(child) && child.containsOnlyTriviaWhiteSpaces));
        const only = children.length === 1 ? children[0] : undefined;
        const key = only && ts.isJsxExpression(only) && only.expression ? translationKey(only.expression) : null;
        if (key) labels.push({ key: whole(key, node), where: where(node) });
      }
      if ((ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node))) {
        const opening = ts.isJsxElement(node) ? node.openingElement : node;
        if (/^(button|Button)$/.test(opening.tagName.getText(file))) {
          for (const attribute of opening.attributes.properties) {
            if (!ts.isJsxAttribute(attribute) || attribute.name.getText(file) !== 'aria-label') continue;
            const value = attribute.initializer && ts.isJsxExpression(attribute.initializer) ? attribute.initializer.expression : undefined;
            const key = value ? translationKey(value) : null;
            if (key) labels.push({ key: whole(key, node), where: where(node) });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return labels;
}

describe('one translation key serves one concept', () => {
  it('no key is the label of two concepts', () => {
    const owners = new Map<string, Set<string>>();
    for (const [id, byLanguage] of concepts) {
      for (const language of LANGUAGES) {
        for (const key of byLanguage[language].labels ?? []) owners.set(key, new Set([...(owners.get(key) ?? []), id]));
      }
    }
    expect([...owners].filter(([, ids]) => ids.size > 1).map(([key, ids]) => `${key}: ${[...ids].join(', ')}`)).toEqual([]);
  });

  it('the buttons are read: the sheet editor\'s Save says its own key', () => {
    // A check that reads nothing proves nothing: the scan finds the buttons it is meant to judge.
    const labels = buttonLabels();
    expect(labels.length).toBeGreaterThan(50);
    expect(labels.some(({ key, where }) => key === 'sheet:edit.submit' && where.startsWith('features/sheet/sheet-editor-form.tsx'))).toBe(true);
  });

  it('a key that names a thing of the rules (a saving throw, HP, Armor Class…) is never a button\'s whole label', () => {
    const nouns = new Map<string, string>();
    for (const id of glossary.neverAButton.concepts) {
      const byLanguage = glossary.concepts[id];
      expect(byLanguage, `neverAButton names an unknown concept: ${id}`).toBeDefined();
      for (const language of LANGUAGES) for (const key of byLanguage?.[language].labels ?? []) nouns.set(key, id);
    }
    const wrong = buttonLabels()
      .filter(({ key }) => nouns.has(key))
      .map(({ key, where }) => `${where}: a button says ${key} ("${words['pt-BR'][key]}", "${words.cs[key]}"), the word for ${nouns.get(key)}`);
    expect(wrong).toEqual([]);
  });
});
