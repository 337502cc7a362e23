// Shared pieces of the table-side journeys (journey-*.e2e.ts): the app's words with plurals,
// context and {{values}} filled in as i18next would, a checkpoint that proves nothing scrolls
// sideways and keeps a screenshot, and the few steps every journey takes (new sheet, HP editor).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { lexicon as readLexicon, type Words } from '../../scripts/lexicon.mjs';
import { ROOT, horizontalOverflow, screenshot, serveApp, type AppServer, type ViewportName } from './harness';

export type { Words } from '../../scripts/lexicon.mjs';
export { literal } from '../../scripts/lexicon.mjs';

/** `ns:key` → the sentence a user sees in `language` (scripts/lexicon.mjs). */
export const lexicon = (language: string): Promise<Words> => readLexicon(ROOT, language);

/** Proves the page fits its width at this step and keeps its screenshot (numbered, in order). */
export function checkpoints(journey: string, size: ViewportName) {
  let count = 0;
  return async (page: Page, step: string) => {
    count += 1;
    const name = `${journey}-${size}-${String(count).padStart(2, '0')}-${step}`;
    // Let the last re-render settle before measuring.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await horizontalOverflow(page), `horizontal scroll at ${name}`).toBeLessThanOrEqual(0);
    await screenshot(page, name);
  };
}

/** Creates a sheet from the list page's form, as a player would, and waits for its page. */
export async function createSheet(page: Page, w: Words, sheet: { name: string; maxHp: number }): Promise<void> {
  await page.getByRole('link', { name: w('app:nav.sheets'), exact: true }).click();
  const form = page.getByRole('form', { name: w('sheet:list.newTitle') });
  await form.getByRole('textbox', { name: w('sheet:edit.name') }).fill(sheet.name);
  await form.getByRole('spinbutton', { name: w('sheet:edit.maxHp') }).fill(String(sheet.maxHp));
  await form.getByRole('button', { name: w('sheet:list.create') }).click();
  await page.getByRole('heading', { level: 1, name: sheet.name }).waitFor();
}

/** The big current-HP number of the sheet on screen. */
export async function currentHp(page: Page): Promise<string> {
  return (await page.getByTestId('hp-current').textContent()) ?? '';
}

/** Picks a mode of the HP editor (damage, heal, temp) and types the amount in its field. */
export async function enterAmount(page: Page, w: Words, mode: 'damage' | 'heal' | 'temp', amount: number): Promise<void> {
  await openMode(page, w, mode);
  await page.getByRole('textbox', { name: w(`sheet:editor.amount.${mode}`) }).fill(String(amount));
}

/** Opens the docked HP editor in a mode (Damage, Healing, Temp HP) unless it is open in it already. */
export async function openMode(page: Page, w: Words, mode: 'damage' | 'heal' | 'temp', timeout?: number): Promise<void> {
  const tab = page.getByRole('button', { name: w(`sheet:editor.modes.${mode}`), exact: true });
  if ((await tab.getAttribute('aria-expanded', { timeout })) !== 'true') await tab.click({ timeout });
}

/** Types the natural d20 the player rolled at the table and records it. */
export async function typedDeathSave(page: Page, w: Words, roll: number): Promise<void> {
  await page.getByRole('spinbutton', { name: w('sheet:deathSaves.typed') }).fill(String(roll));
  await page.getByRole('button', { name: w('sheet:deathSaves.record') }).click();
}

/** Waits for the death-save pips to read `successes` and `failures` (out of 3). */
export async function expectPips(page: Page, w: Words, successes: number, failures: number): Promise<void> {
  await page.getByRole('img', { name: w('sheet:deathSaves.successCount', { count: successes, needed: 3 }), exact: true }).waitFor();
  await page.getByRole('img', { name: w('sheet:deathSaves.failureCount', { count: failures, needed: 3 }), exact: true }).waitFor();
}

/** Opens a folded card of the sheet (rests, notes, the log) by its title, if it is closed. */
export async function unfold(page: Page, title: string): Promise<void> {
  const section = page.getByRole('region', { name: title, exact: true });
  const details = section.locator('details');
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await section.locator('summary').click();
}

/** Opens the damage options folded behind "More options" in the HP editor, if closed. */
export async function moreOptions(page: Page, w: Words): Promise<void> {
  const button = page.getByRole('button', { name: w('sheet:dock.more'), exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

/**
 * An SRD creature's name as quick-add shows it in `language`: the project's table
 * (scripts/srd/names/<language>.tsv), or the SRD's English name where there is none.
 */
export function srdName(language: string, id: string): string {
  try {
    const line = readFileSync(join(ROOT, 'scripts/srd/names', `${language}.tsv`), 'utf8').split('\n').find((row) => row.startsWith(`${id}\t`));
    if (line) return line.split('\t')[1]!;
  } catch {
    // No table for this language: the English name.
  }
  const creatures = JSON.parse(readFileSync(join(ROOT, 'src/features/gm/library/srd-creatures.json'), 'utf8')) as { id: string; name: string }[];
  const creature = creatures.find((c) => c.id === id);
  if (!creature) throw new Error(`no SRD creature ${id}`);
  return creature.name;
}

/**
 * The production build served, and the words of `language`, for the tests of one describe block:
 * call it in the block; `served.app` and `served.w` are there from its beforeAll on, and the
 * server stops after its last test.
 */
export function servedApp(language: string): { readonly app: AppServer; readonly w: Words } {
  const served = {} as { app: AppServer; w: Words };
  beforeAll(async () => {
    served.app = await serveApp();
    served.w = await lexicon(language);
  });
  afterAll(() => served.app?.stop());
  return served;
}
