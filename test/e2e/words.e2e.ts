// Every screen, in pt-BR and cs, at phone and tablet sizes, read as a user would: no visible
// text may be a translation key or a leftover {{value}}, no count may skip the plural rules
// ("0 criatura", "2 tvor"), no button may offer to act on 0 things, and no truncated text may
// hide a number (issue "Polish at the table", Words); and, from locales/glossary.json, no wrong
// variant of a term and no line that starts in lower case (DESIGN.md, principle 8).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createAppStore } from '../../src/store/store';
import { ENCOUNTERS_KEY, SETTINGS_KEY, encodeEntry, sheetKey } from '../../src/store/persistence/documents';
import type { Language } from '../../src/store/types';
import { ROOT, launchBrowser, serveApp, type AppServer, type ViewportName } from './harness';
import { flatten } from '../helpers/flatten';

const NAMESPACES = ['common', 'app', 'data', 'sheet', 'gm', 'rules', 'table'];
const PLURAL = /_(zero|one|two|few|many|other)$/;


/** For one language: every translation key (as a user would see it leak), and each plural family's nouns. */
function lexiconOf(language: string) {
  // Only the forms a whole count can take (pt-BR "many" names millions: "1 milhão de"), and _zero.
  const rules = new Intl.PluralRules(language);
  const reachable = new Set(['zero', ...Array.from({ length: 1001 }, (_, n) => rules.select(n))]);
  const keys = new Set<string>();
  /** base key → plural category → the words that follow the count in that form. */
  const families = new Map<string, Record<string, string[]>>();
  for (const ns of NAMESPACES) {
    const flat = flatten(JSON.parse(readFileSync(join(ROOT, 'locales', language, `${ns}.json`), 'utf8')));
    for (const [key, template] of Object.entries(flat)) {
      const match = PLURAL.exec(key);
      const base = match ? key.slice(0, match.index) : key;
      for (const name of [base, `${ns}:${base}`, key, `${ns}:${key}`]) keys.add(name);
      if (!match || !reachable.has(match[1]!)) continue;
      const nouns = [...template.matchAll(/\{\{count(?:, ?number)?\}\}\s+([\p{L}]+)/gu)].map((m) => m[1]!.toLowerCase());
      if (nouns.length === 0) continue;
      const family = families.get(`${ns}:${base}`) ?? {};
      family[match[1]!] = nouns;
      families.set(`${ns}:${base}`, family);
    }
  }
  // The glossary's wrong variants for this language, as patterns (see test/unit/glossary.test.ts).
  const glossary = JSON.parse(readFileSync(join(ROOT, 'locales', 'glossary.json'), 'utf8')) as {
    concepts: Record<string, Record<string, { never?: string[] }>>;
  };
  const never = Object.values(glossary.concepts).flatMap((byLanguage) => (byLanguage[language]?.never ?? []).map((variant) => {
    const stem = variant.endsWith('*');
    const body = (stem ? variant.slice(0, -1) : variant).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return `(?<![\\p{L}\\d])${body}${stem ? '\\p{L}*' : ''}(?![\\p{L}\\d])`;
  }));
  return { keys: [...keys], families: [...families.values()], never };
}

/** A table mid-fight, made by the app's own store: what every screen has to show. */
function seed(language: Language) {
  const store = createAppStore({ language, now: () => 1_764_000_000_000 });
  const s = () => store.getState();
  const aria = s().createSheet({ name: 'Aria', maxHp: 30 });
  const bram = s().createSheet({ name: 'Bram', maxHp: 12, role: 'character' });
  s().act(bram, { type: 'damage', amount: 12 });
  s().act(bram, { type: 'deathSave', roll: 4 });
  const cid = s().createSheet({ name: 'Cid', maxHp: 10, preset: 'plano-espiritual', nature: 'desencarnado', role: 'character' });
  s().act(cid, { type: 'damage', amount: 40 });
  const salamanders = ['Salamandra 1', 'Salamandra 2'].map((name) => s().createSheet({ name, maxHp: 20, role: 'minion', resistances: ['fire'] }));
  s().act(salamanders[0]!, { type: 'damage', amount: 12 });
  const cultist = s().createSheet({ name: 'Cultista Encapuzado 1', maxHp: 9, role: 'minion' });
  s().createEncounter('Ponte');
  s().addCombatants([aria, bram, cid, ...salamanders, cultist]);
  s().nextTurn();
  const state = s();
  const entries: [string, string][] = Object.values(state.sheets).map((sheet) => [sheetKey(sheet.id), encodeEntry(sheet.revision, sheet)]);
  entries.push([SETTINGS_KEY, encodeEntry(1, state.settings)]);
  entries.push([ENCOUNTERS_KEY, encodeEntry(1, { encounters: state.encounters, activeEncounterId: state.activeEncounterId })]);
  return { entries, sheets: [aria, bram, cid, salamanders[0]!] };
}

type Lexicon = ReturnType<typeof lexiconOf>;

/** What is wrong with the words on the screen now (runs in the page). */
async function problemsOn(page: Page, language: string, lexicon: Lexicon): Promise<string[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(({ language, keys, families, never }) => {
    const found: string[] = [];
    const text = document.body.innerText;
    const keySet = new Set(keys);
    // 1. A key or a {{value}} shown as it is.
    for (const token of text.split(/[\s()[\]"“”„,;!?]+/)) {
      const bare = token.replace(/[.:]+$/, '');
      if (bare.includes('.') && keySet.has(bare)) found.push(`untranslated key: ${bare}`);
    }
    if (/\{\{|\}\}/.test(text)) found.push(`leftover interpolation in: ${text.match(/.{0,30}\{\{.{0,30}/)?.[0] ?? ''}`);
    // 2. A count followed by the wrong form of its noun.
    const rules = new Intl.PluralRules(language);
    const byNoun = new Map<string, Record<string, string[]>[]>();
    for (const family of families) for (const nouns of Object.values(family)) for (const noun of nouns) byNoun.set(noun, [...(byNoun.get(noun) ?? []), family]);
    for (const match of text.matchAll(/(?<![\d.,])(\d+)[ \u00a0]+(\p{L}+)/gu)) {
      const n = Number(match[1]);
      const noun = match[2]!.toLowerCase();
      const candidates = byNoun.get(noun);
      if (!candidates) continue;
      const fits = candidates.some((family) => {
        const category = n === 0 ? (family.zero ? 'zero' : 'other') : rules.select(n);
        return (family[category] ?? family.other ?? []).includes(noun);
      });
      if (!fits) found.push(`count without its plural: "${match[0]}"`);
    }
    // 3. A button that offers to act on nothing.
    for (const button of document.querySelectorAll('button')) {
      const label = (button as HTMLElement).innerText.trim();
      // A number pad's keys are digits, not counts.
      if (!/^\d$/.test(label) && /(^|\s)0(\s|$)/.test(label)) found.push(`button with a count of 0: "${label}"`);
    }
    // 4. Truncated text that hides a number.
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.children.length > 0 || element.scrollWidth <= element.clientWidth + 1) continue;
      // Words only for a screen reader ("30 de 30 PV" beside the big "30 / 30"): not shown, so not cut.
      if (element.closest('.sr-only')) continue;
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible' && style.textOverflow !== 'ellipsis') continue;
      const box = element.getBoundingClientRect();
      const node = element.firstChild;
      if (!node || node.nodeType !== Node.TEXT_NODE) continue;
      for (const digits of (node.textContent ?? '').matchAll(/\d+/g)) {
        const range = document.createRange();
        range.setStart(node, digits.index!);
        range.setEnd(node, digits.index! + digits[0].length);
        const rect = range.getBoundingClientRect();
        if (rect.right > box.right + 1 || rect.left < box.left - 1) found.push(`number hidden by truncation: "${node.textContent}"`);
      }
    }
    // 5. A wrong variant of a glossary term ("Concussão" for Contundente, "Lacaio" for Capanga).
    for (const pattern of never) {
      const hit = new RegExp(pattern, 'iu').exec(text);
      if (hit) found.push(`wrong word: "${hit[0]}"`);
    }
    // A storage figure of nothing, with sheets stored (it once read "0 kB").
    if (/(^|\s)0[\s\u00a0]?(kB|B|byte)\b/.test(text)) found.push('a storage figure of 0');
    // 6. A line that starts in lower case: a sentence, a label or a state. Dice ("d20") and
    // addresses (wss://) are written so; a field's own value is the user's.
    const fields = new Set([...document.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>('textarea, input')].flatMap((field) => field.value.split('\n')));
    for (const line of text.split('\n')) {
      const trimmed = line.trim();
      if (!/^\p{Ll}/u.test(trimmed) || fields.has(trimmed)) continue;
      if (/^\d*d\d+\b/.test(trimmed) || /^(wss?|https?|stun|turn):/.test(trimmed)) continue;
      found.push(`starts in lower case: "${trimmed.slice(0, 60)}"`);
    }
    return found;
  }, { language, keys: lexicon.keys, families: lexicon.families, never: lexicon.never });
}

describe.each<[Language, ViewportName]>([
  ['pt-BR', 'phone'], ['pt-BR', 'tablet'], ['cs', 'phone'], ['cs', 'tablet'],
])('the words on every screen (%s, %s)', (language, size) => {
  let app: AppServer;
  const lexicon = lexiconOf(language);

  beforeAll(async () => {
    app = await serveApp();
  });
  afterAll(() => app?.stop());

  it('no key, no count without its plural, no button for 0, no number hidden by truncation, no wrong word, no lower-case start', async () => {
    const browser = await launchBrowser({ locale: language, viewport: size });
    const problems: string[] = [];
    const check = async (where: string) => {
      for (const problem of await problemsOn(browser.page, language, lexicon)) problems.push(`${where}: ${problem}`);
    };
    try {
      const { page } = browser;
      // Empty: the first visit.
      await page.goto(app.url);
      await page.getByRole('navigation').waitFor();
      await check('/ (empty)');
      await page.goto(`${app.url}/gm`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check('/gm (empty)');

      // A table mid-fight.
      const { entries, sheets } = seed(language);
      await page.evaluate((stored) => {
        localStorage.clear();
        for (const [key, value] of stored) localStorage.setItem(key, value);
      }, entries);
      for (const path of ['/', '/gm', '/settings', '/table', '/join', ...sheets.map((id) => `/sheet/${id}`)]) {
        await page.goto(`${app.url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await check(path);
      }
    } finally {
      await browser.close();
    }
    expect(problems).toEqual([]);
  });
});
