// Two tabs of one browser on one sheet: they share localStorage and hear each other's
// `storage` events. A sheet is a log of entries, so concurrent actions merge instead of one
// tab's revision overruling the other's (src/store/persistence/remote-sheet.ts); undo is an
// entry the other tab folds; a deletion stands, and the tab that was still acting is told and
// may keep its copy (src/features/data/storage-banner.tsx).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectConsoleErrors, launchBrowser, serveApp, type AppServer, type Browser } from './harness';
import { createSheet, currentHp, lexicon, literal, openMode, unfold, type Words } from './journey-kit';

const START_HP = 100;

/** How long a poll for the tabs to agree may run before the test gives up (a bound, not a measure). */
const SETTLE_BOUND_MS = 20_000;

interface Tabs {
  browser: Browser;
  a: Page;
  b: Page;
  readonly errors: string[];
}

/**
 * One browser, two pages of its one context: the same origin, the same storage. The second
 * page opens in a window of its own, as two windows side by side: a tab behind another in one
 * window gets about one animation frame a second, and every Playwright action waits on frames,
 * so "as fast as Playwright can" would be a click a second in one of the two.
 */
async function openTabs(): Promise<Tabs> {
  const browser = await launchBrowser({ locale: 'en' });
  const a = browser.page;
  const cdp = await browser.context.newCDPSession(a);
  const [b] = await Promise.all([browser.context.waitForEvent('page'), cdp.send('Target.createTarget', { url: 'about:blank', newWindow: true })]);
  await cdp.detach();
  const errorsA = collectConsoleErrors(a);
  const errorsB = collectConsoleErrors(b);
  return { browser, a, b, get errors() { return [...errorsA, ...errorsB]; } };
}

const sheetIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

/** One click's worth of damage: type the amount on the HP editor, press its apply button. */
async function damage(page: Page, w: Words, amount = 1, timeout?: number): Promise<void> {
  await openMode(page, w, 'damage', timeout);
  await page.getByRole('textbox', { name: w('sheet:editor.amount.damage'), exact: true }).fill(String(amount), { timeout });
  await page.getByRole('button', { name: w('sheet:damage.apply', { amount }), exact: true }).click({ timeout });
}

/** The storage banner's notices (role=status): none should show while tabs merge quietly. */
const notices = (page: Page, w: Words) => page.getByRole('region', { name: w('data:banner.label'), exact: true }).getByRole('status');
const problems = (page: Page, w: Words) => page.getByRole('region', { name: w('data:banner.label'), exact: true }).getByRole('alert');

/** One line of the sheet log as a tab shows it; `origin` is its "(another device)" mark, or null. */
interface LogLine {
  time: string;
  action: string;
  origin: string | null;
  result: string;
}

/** The sheet log, newest first, every page of it ("show older" pressed until none is left). */
async function logLines(page: Page, w: Words): Promise<LogLine[]> {
  const forms = [1, 2].map((count) => literal(w('sheet:log.showOlder', { count })).source.replace(/\d+/, '[\\d,]+'));
  const more = page.getByRole('button', { name: new RegExp(`^(${forms.join('|')})$`) });
  while ((await more.count()) > 0) await more.click();
  await unfold(page, w('sheet:log.title'));
  const list = page.getByRole('list', { name: w('sheet:log.title'), exact: true });
  if ((await list.count()) === 0) return [];
  return list.getByRole('listitem').evaluateAll((items) => items.map((item) => ({
    time: item.querySelector('time')?.textContent ?? '',
    action: item.querySelector('strong')?.textContent ?? '',
    origin: item.querySelector('span')?.textContent ?? null,
    result: item.querySelector('p')?.textContent ?? '',
  })));
}

/** The log as every copy of the sheet must show it: where an entry was made is each tab's own view. */
const shared = (lines: LogLine[]) => lines.map(({ origin: _origin, ...line }) => line);

interface Stored {
  hp: number;
  /** Damage lines (not undo/redo lines) in the entry's log and the archive chunks it lists. */
  damageLines: number;
  /** Undo lines among them. */
  undoLines: number;
  lines: number;
}

/** What localStorage holds for a sheet, read in the page: null when it has no entry. */
async function stored(page: Page, id: string): Promise<Stored | null> {
  return page.evaluate((sheetId) => {
    // A stored line may leave out what its entry says (its action's type, undo or redo).
    type Line = { action?: string; undo?: string; entry?: { change: { kind: string; action?: { type: string } } } };
    const raw = localStorage.getItem(`databook:sheet:${sheetId}`);
    if (raw === null) return null;
    const { data } = JSON.parse(raw) as { data: { creature: { hp: { current: number } }; log: Line[]; archive?: (string | null)[] } };
    const lines: Line[] = [];
    (data.archive ?? []).forEach((tag, index) => {
      const chunk = tag === null ? null : localStorage.getItem(`databook:log:${sheetId}:${index}`);
      if (chunk !== null) lines.push(...(JSON.parse(chunk) as { data: Line[] }).data);
    });
    lines.push(...data.log);
    const kind = (line: Line) => line.entry?.change.kind ?? line.undo ?? 'act';
    const type = (line: Line) => line.entry?.change.action?.type ?? line.action;
    return {
      hp: data.creature.hp.current,
      damageLines: lines.filter((line) => kind(line) === 'act' && type(line) === 'damage').length,
      undoLines: lines.filter((line) => kind(line) === 'undo').length,
      lines: lines.length,
    };
  }, id);
}

/** Every stored key that belongs to a sheet (its entry and archive chunks). */
const keysOf = (page: Page, id: string) =>
  page.evaluate((sheetId) => Object.keys(localStorage).filter((key) => key === `databook:sheet:${sheetId}` || key.startsWith(`databook:log:${sheetId}:`)), id);

/**
 * Polls `probe` until `done` holds, up to SETTLE_BOUND_MS; then fails saying what it last saw.
 * A bound on waiting for the tabs to agree, never a claim about how fast they do.
 */
async function until<T>(what: string, probe: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + SETTLE_BOUND_MS;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Each sheet in the list as "name: current/max" (with the id its link opens). */
async function listRows(page: Page, w: Words): Promise<{ name: string; hp: string; id: string }[]> {
  const list = page.getByRole('list', { name: w('sheet:list.title'), exact: true });
  if ((await list.count()) === 0) return [];
  const items = await list.getByRole('listitem').all();
  return Promise.all(items.map(async (item) => {
    const link = item.getByRole('link');
    const name = (await link.textContent()) ?? '';
    const id = (await link.getAttribute('href'))?.split('/').pop() ?? '';
    const hp = (await item.getByText(/\d+\/\d+/).textContent())?.match(/\d+\/\d+/)?.[0] ?? '';
    return { name, hp, id };
  }));
}

/**
 * Tab B damages its sheet by 1, again and again, until the sheet is gone from its screen (at
 * most 90 clicks, so that it never drops to 0 HP); `third` is called after its third click.
 * After each click it waits for its own screen to show it, never for the other tab. Returns
 * its clicks and the last HP it showed.
 */
async function damageUntilGone(page: Page, w: Words, third: () => void): Promise<{ clicks: number; shown: number }> {
  const missing = page.getByRole('heading', { level: 1, name: w('sheet:missing.title'), exact: true });
  let shown = START_HP;
  let clicks = 0;
  try {
    while (clicks < 90 && (await missing.count()) === 0) {
      try {
        await damage(page, w, 1, 2_000);
      } catch (error) {
        // The editor went away mid-action: only because the sheet did.
        if ((await missing.count()) > 0) break;
        throw error;
      }
      clicks += 1;
      if (clicks === 3) third();
      await page.waitForFunction(
        ({ hp, title }) => document.querySelector('[data-testid="hp-current"]')?.textContent === hp || document.querySelector('h1')?.textContent === title,
        { hp: String(shown - 1), title: w('sheet:missing.title') },
      );
      if ((await missing.count()) === 0) shown -= 1;
    }
    return { clicks, shown };
  } finally {
    third();
  }
}

describe('two tabs on one sheet, in a real Chromium', () => {
  let app: AppServer;
  let w: Words;

  beforeAll(async () => {
    app = await serveApp();
    w = await lexicon('en');
  });
  afterAll(() => app?.stop());

  /** Tab A creates the sheet and stays on it; tab B opens the same sheet by its address. */
  async function bothOnSheet(tabs: Tabs, name: string): Promise<string> {
    await tabs.a.goto(app.url);
    await createSheet(tabs.a, w, { name, maxHp: START_HP });
    const id = sheetIdOf(tabs.a);
    await tabs.b.goto(`${app.url}/sheet/${id}`);
    await tabs.b.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    expect(await currentHp(tabs.b)).toBe(String(START_HP));
    return id;
  }

  it('20 + 20 damage clicked alternately in two tabs without a pause: all 40 land, in both tabs and in storage', async () => {
    const tabs = await openTabs();
    try {
      const { a, b } = tabs;
      const id = await bothOnSheet(tabs, 'Kaito');

      const clicking = Date.now();
      for (let i = 0; i < 20; i++) {
        await damage(a, w);
        await damage(b, w);
      }
      const clicked = Date.now();
      // Both tabs show the same HP and the same log: then they have heard each other out.
      const settled = await until(
        'the two tabs agree',
        async () => ({ a: await currentHp(a), b: await currentHp(b), logA: await logLines(a, w), logB: await logLines(b, w) }),
        (seen) => seen.a === seen.b && JSON.stringify(shared(seen.logA)) === JSON.stringify(shared(seen.logB)),
      );
      console.log(`two-tabs: 40 alternating clicks took ${clicked - clicking} ms; the tabs agreed ${Date.now() - clicked} ms after the last`);

      expect(settled.a).toBe(String(START_HP - 40));
      expect(settled.b).toBe(String(START_HP - 40));
      // One line per damage, newest first, each taking 1 HP from the line below it.
      const took = (current: number) =>
        w('rules:events.damage-taken', { damage: w('rules:damagePhrase', { amount: 1 }), tempAbsorbed: 0, hpLost: 1, current });
      const expected = Array.from({ length: 40 }, (_, i) => ({ action: w('rules:actions.damage'), result: took(START_HP - 40 + i) }));
      expect(settled.logA.map(({ action, result }) => ({ action, result }))).toEqual(expected);
      expect(shared(settled.logB)).toEqual(shared(settled.logA));
      // Two tabs of one browser are one device: neither marks the other's entries as made elsewhere.
      for (const log of [settled.logA, settled.logB]) expect(log.map((line) => line.origin)).toEqual(Array(40).fill(null));

      const storage = await stored(a, id);
      expect(storage).toMatchObject({ hp: START_HP - 40, damageLines: 40, undoLines: 0 });
      expect(await stored(b, id)).toEqual(storage);

      // Merged, not overruled: neither tab was told anything.
      for (const page of [a, b]) {
        expect(await notices(page, w).count()).toBe(0);
        expect(await problems(page, w).count()).toBe(0);
      }
      expect(tabs.errors).toEqual([]);
    } finally {
      await tabs.browser.close();
    }
  });

  it('undo in one tab shows in the other: its HP comes back and its log shows the undo', async () => {
    const tabs = await openTabs();
    try {
      const { a, b } = tabs;
      const id = await bothOnSheet(tabs, 'Aria');

      await damage(a, w, 7);
      await b.getByTestId('hp-current').getByText(String(START_HP - 7), { exact: true }).waitFor();

      // The sheet log's Undo button (the only one on the page).
      await unfold(a, w('sheet:log.title'));
      await a.getByRole('button', { name: w('sheet:log.undoButton'), exact: true }).click();
      await b.getByTestId('hp-current').getByText(String(START_HP), { exact: true }).waitFor();

      const undoLine = w('sheet:log.undo', { action: w('rules:actions.damage') });
      await unfold(b, w('sheet:log.title'));
      const log = b.getByRole('list', { name: w('sheet:log.title'), exact: true });
      // Newest first: the undo is on top.
      await log.getByRole('listitem').first().getByText(undoLine, { exact: true }).waitFor();
      const settled = await until(
        'the two logs agree',
        async () => ({ a: await logLines(a, w), b: await logLines(b, w) }),
        (seen) => JSON.stringify(shared(seen.a)) === JSON.stringify(shared(seen.b)),
      );
      // On top the undo, below it the damage it undid: the browser's own, in either tab.
      const damageName = w('rules:actions.damage');
      expect(settled.b.map(({ action, origin, result }) => ({ action, origin, result }))).toEqual([
        { action: damageName, origin: null, result: undoLine },
        { action: damageName, origin: null, result: w('sheet:log.undone') },
      ]);
      expect(await currentHp(a)).toBe(String(START_HP));
      expect(await stored(b, id)).toMatchObject({ hp: START_HP, damageLines: 1, undoLines: 1 });

      // The same browser: B may redo what A undid, and A follows.
      await b.getByRole('button', { name: w('sheet:log.redoButton'), exact: true }).click();
      await a.getByTestId('hp-current').getByText(String(START_HP - 7), { exact: true }).waitFor();
      expect(await currentHp(b)).toBe(String(START_HP - 7));
      for (const page of [a, b]) expect(await notices(page, w).count()).toBe(0);
      expect(tabs.errors).toEqual([]);
    } finally {
      await tabs.browser.close();
    }
  });

  it('a sheet deleted in one tab while the other keeps damaging it stays deleted; the other tab may keep its copy', async () => {
    const tabs = await openTabs();
    try {
      const { a, b } = tabs;
      const id = await bothOnSheet(tabs, 'Bram');
      await a.getByRole('link', { name: w('app:nav.sheets'), exact: true }).click();
      const deleteButton = a.getByRole('button', { name: w('sheet:list.deleteNamed', { name: 'Bram' }), exact: true });
      await deleteButton.waitFor();

      const keepLabel = w('data:banner.keepCopy');
      const missing = b.getByRole('heading', { level: 1, name: w('sheet:missing.title'), exact: true });
      const notice = notices(b, w);
      let bHasStarted: () => void = () => undefined;
      const started = new Promise<void>((resolve) => { bHasStarted = resolve; });

      // B damages, waiting for its own screen after each click; A deletes after B's third.
      const clicking = damageUntilGone(b, w, bHasStarted);
      await started;
      await deleteButton.click();
      await a.getByRole('dialog').getByRole('button', { name: w('sheet:list.confirmDelete'), exact: true }).click();
      const b1 = await clicking;

      // Both settle: gone from A's list and from storage; B shows the notice with its offer.
      await notice.getByText(w('data:banner.deletedElsewhere', { name: 'Bram' }), { exact: true }).waitFor();
      await until('the deletion settles', async () => ({ rows: await listRows(a, w), keys: await keysOf(a, id) }), (seen) => seen.rows.length === 0 && seen.keys.length === 0);
      expect(await keysOf(b, id)).toEqual([]);
      await missing.waitFor();
      console.log(`two-tabs: B clicked ${b1.clicks} times, ${START_HP - b1.shown} of them shown before the sheet went away`);

      await notice.getByRole('button', { name: keepLabel, exact: true }).click();
      await b.getByRole('heading', { level: 1, name: 'Bram', exact: true }).waitFor();
      const copyId = sheetIdOf(b);
      expect(copyId).not.toBe(id);
      expect(await notices(b, w).count()).toBe(0);

      // B's HP, as B held it: every damage B shown; one more when its last click landed in the
      // very task that learnt of the deletion (the copy is what the store held, not the screen).
      const copyHp = Number(await currentHp(b));
      const copy = await until('the copy is stored', () => stored(b, copyId), (value) => value !== null);
      expect(copy!.hp).toBe(copyHp);
      expect(copyHp).toBe(START_HP - copy!.damageLines);
      expect([b1.shown, b1.shown - 1]).toContain(copyHp);

      // A's list shows the new sheet, and only it: the deleted one did not come back.
      const rows = await until('A lists the copy', () => listRows(a, w), (seen) => seen.length > 0);
      expect(rows).toEqual([{ name: 'Bram', hp: `${copyHp}/${START_HP}`, id: copyId }]);
      expect(await keysOf(a, id)).toEqual([]);
      expect(await keysOf(b, id)).toEqual([]);
      expect(tabs.errors).toEqual([]);
    } finally {
      await tabs.browser.close();
    }
  });

  it('a damage that B makes before it has heard of the deletion does not bring the sheet back', async () => {
    const tabs = await openTabs();
    try {
      const { a, b } = tabs;
      const id = await bothOnSheet(tabs, 'Cora');
      await a.getByRole('link', { name: w('app:nav.sheets'), exact: true }).click();
      await a.getByRole('button', { name: w('sheet:list.deleteNamed', { name: 'Cora' }), exact: true }).click();
      // B clicks from inside its page, a few ms apart, with no round trip to the test between
      // clicks: real clicks on the app's own buttons ("Damage", the pad's 1, then "Apply 1 damage"), until
      // the sheet is gone from its screen. Some of them fall between A's deletion and the moment
      // B hears of it: the storage event takes its time to cross from one window to the other.
      const burst = b.evaluate(({ apply, mode }) => new Promise<number>((resolve) => {
        let clicks = 0;
        const buttons = () => [...document.querySelectorAll('button')];
        const step = () => {
          const applyButton = buttons().find((button) => button.textContent === apply);
          if (applyButton && !applyButton.disabled) {
            applyButton.click();
            clicks += 1;
          } else {
            // Apply closes the docked keypad: "Damage" opens it again.
            const one = buttons().find((button) => button.textContent === '1');
            if (one) one.click();
            else buttons().find((button) => button.textContent === mode)?.click();
          }
          // At most 60 (it never drops to 0 HP); it stops as soon as the sheet is gone.
          if (clicks < 60 && document.querySelector('[data-testid="hp-current"]')) setTimeout(step, 0);
          else resolve(clicks);
        };
        step();
      }), { apply: w('sheet:damage.apply', { amount: 1 }), mode: w('sheet:editor.modes.damage') });
      await until('B has clicked three times', () => currentHp(b), (hp) => hp === '' || Number(hp) <= START_HP - 3);
      await a.getByRole('dialog').getByRole('button', { name: w('sheet:list.confirmDelete'), exact: true }).click();
      const clicks = await burst;
      console.log(`two-tabs: B clicked ${clicks} times around the deletion`);

      await notices(b, w).getByText(w('data:banner.deletedElsewhere', { name: 'Cora' }), { exact: true }).waitFor();
      await until('the deletion settles', async () => ({ rows: await listRows(a, w), keys: await keysOf(a, id) }), (seen) => seen.rows.length === 0 && seen.keys.length === 0);
      // A tab opened now reads storage afresh: nothing of the sheet.
      const c = await tabs.browser.context.newPage();
      await c.goto(app.url);
      await c.getByRole('heading', { level: 1, name: w('sheet:list.title'), exact: true }).waitFor();
      expect(await listRows(c, w)).toEqual([]);
      expect(await keysOf(c, id)).toEqual([]);
      expect(tabs.errors).toEqual([]);
    } finally {
      await tabs.browser.close();
    }
  });
});
