// The connected table (issue "The connected table"), in real Chromium: a GM's tablet (cs) and
// two players' phones (pt-BR, en), each its own browser profile, joined over WebRTC through
// y-webrtc's own signaling server, started here. Runs inside the private network namespace of
// scripts/table-netns.sh (shared/TABLE-TESTING.md): host candidates on 10.77.0.x, no STUN
// server (every device's Settings clear the list), no address outside the machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectConsoleErrors, describeViolations, launchBrowser, runAxe, screenshot, serveApp, type AppServer } from '../e2e/harness';
import { createSheet, currentHp, enterAmount, expectPips, literal, srdName, typedDeathSave, unfold } from '../e2e/journey-kit';
import {
  closeDevices, configure as configureTable, expectConnected, expectGmHp, gmRow, gmStartsTable, groupDamage, joinTable as joinWith, launchDevice, startSignaling, stored, WEBRTC_ARGS,
  type Device as TableDevice, type Signaling,
} from './table-kit';

interface Device extends TableDevice {
  errors: string[];
}

let app: AppServer;
let signaling: Signaling;
let signalingUrl: string;
const devices: Device[] = [];

async function open(name: string, locale: string, viewport: 'phone' | 'tablet', args = WEBRTC_ARGS, userDataDir?: string): Promise<Device> {
  const launched = await launchDevice(name, locale, viewport, args, userDataDir);
  const device: Device = { ...launched, errors: collectConsoleErrors(launched.page) };
  devices.push(device);
  return device;
}

/**
 * The device's browser closes (the phone sleeps) and opens again on the same profile. Offline,
 * its connection to the signaling server is refused, so it meets no device; the app's own
 * files still load (from the loopback server, as a PWA would from its cache).
 */
async function restart(device: Device, { offline }: { offline: boolean }): Promise<void> {
  await device.browser.close(true);
  const browser = await launchBrowser({ ...device.options, userDataDir: device.browser.userDataDir });
  if (offline) await browser.context.routeWebSocket(signalingUrl, (socket) => socket.close());
  device.browser = browser;
  device.page = browser.page;
  device.errors.push(...collectConsoleErrors(browser.page));
}

/** Settings → Shared tables: this test's signaling server, and no STUN server. */
const configure = (device: Device) => configureTable(device, app.url, signalingUrl);

/** A player opens the GM's link, goes by `name`, brings the one sheet this device has (offered, ticked). */
const joinTable = (device: Device, link: string, name: string, sheet: string) => joinWith(device, link, name, sheet, { expectSheetChecked: true });

/**
 * Watches a page's table bar for the advice that a device is at the table but no connection
 * forms (the TURN advice); returns how to read what it saw: each time it appeared, with what
 * the bar said then.
 */
async function watchTrouble(device: Device): Promise<() => Promise<string[]>> {
  await device.page.evaluate(() => {
    const seen: string[] = [];
    let shown = false;
    (globalThis as unknown as { troubleSeen: string[] }).troubleSeen = seen;
    setInterval(() => {
      const now = document.querySelector('[data-testid="table-trouble"]') !== null;
      if (now && !shown) seen.push(`${new Date().toISOString()} ${document.querySelector('[data-testid="table-status"]')?.textContent ?? ''}`);
      shown = now;
    }, 200);
  });
  return () => device.page.evaluate(() => [...(globalThis as unknown as { troubleSeen: string[] }).troubleSeen]);
}

/**
 * Taps a button the moment the device's bar says it is connected to `count` devices: in the
 * page itself, on the very change that says so (a test's own polling would come later).
 */
async function tapWhenConnected(device: Device, count: number, button: string): Promise<void> {
  const connected = device.w('table:bar.connected', { count });
  await device.page.evaluate(({ connected, button }) => new Promise<void>((resolve) => {
    const tap = () => {
      if (!document.querySelector('[data-testid="table-status"]')?.textContent?.includes(connected)) return false;
      const target = [...document.querySelectorAll('button')].find((each) => each.textContent === button);
      if (!target) return false;
      target.click();
      return true;
    };
    if (tap()) return resolve();
    const observer = new MutationObserver(() => {
      if (!tap()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }), { connected, button });
}

async function expectHp(device: Device, hp: number): Promise<void> {
  await device.page.getByTestId('hp-current').filter({ hasText: new RegExp(`^${hp}$`) }).waitFor();
}

describe('the connected table: a GM\'s tablet and two phones over WebRTC', () => {
  let gm: Device;
  let ana: Device;
  let bruno: Device;
  let link: string;
  let aria: string;
  let borin: string;

  beforeAll(async () => {
    app = await serveApp();
    signaling = await startSignaling();
    signalingUrl = signaling.url;
    gm = await open('gm', 'cs', 'tablet');
    ana = await open('ana', 'pt-BR', 'phone');
    bruno = await open('bruno', 'en', 'phone');
    for (const device of [gm, ana, bruno]) await configure(device);
  });

  afterAll(async () => {
    await closeDevices(devices);
    signaling?.process.kill();
    await app?.stop();
  });

  it('the GM starts a table; two players join by link and their sheets join the encounter', async () => {
    const { page, w } = gm;
    const invite = await gmStartsTable(gm);
    await invite.getByRole('img', { name: w('table:invite.qrAlt') }).waitFor();
    expect(describeViolations(await runAxe(page))).toEqual([]);
    await screenshot(page, 'table-gm-invite-tablet');
    link = await invite.getByTestId('table-link').inputValue();
    expect(link.startsWith(`${app.url}/join#`)).toBe(true);
    // The link names this test's signaling server, which the phones then use.
    expect(new URLSearchParams(new URL(link).hash.slice(1)).get('s')).toBe(signalingUrl);
    await invite.getByRole('button', { name: w('table:invite.done'), exact: true }).click();

    await createSheet(ana.page, ana.w, { name: 'Aria', maxHp: 20 });
    await createSheet(bruno.page, bruno.w, { name: 'Borin', maxHp: 30 });
    aria = await joinTable(ana, link, 'Ana', 'Aria');
    borin = await joinTable(bruno, link, 'Bruno', 'Borin');

    await expectGmHp(gm, 'Aria', 20, 20);
    await expectGmHp(gm, 'Borin', 30, 30);
    for (const device of [ana, bruno]) {
      await device.page.getByTestId('table-status').filter({ hasText: literal(device.w('table:bar.connected', { count: 2 })) }).waitFor();
    }
  });

  it('a phone that takes its sheet back as soon as it is connected after a reload always reaches the GM, and so does bringing it (10 times)', async () => {
    const { page, w } = ana;
    const troubleSeen = await watchTrouble(gm);
    const takeBackName = w('table:page.takeBack', { name: 'Aria' });
    const bringName = w('table:page.bring', { name: 'Aria' });
    const takeBack = page.getByRole('button', { name: takeBackName, exact: true });
    const bring = page.getByRole('button', { name: bringName, exact: true });
    const tableRecord = () => page.evaluate(() => JSON.parse(localStorage.getItem('databook:table') ?? 'null') as { sheets: string[]; leaving?: string[] } | null);
    await page.goto(`${app.url}/table`);
    for (let round = 1; round <= 10; round++) {
      // The phone reloads; the moment its bar counts the GM and the other phone, "Take back".
      await page.reload();
      await tapWhenConnected(ana, 2, takeBackName);
      // The GM's screen: Aria left the encounter. The phone's: Aria is its own, and the GM's device said it let it go.
      await gmRow(gm.page, 'Aria').waitFor({ state: 'detached', timeout: 30_000 });
      await page.getByTestId('table-taking-back').waitFor({ state: 'detached', timeout: 30_000 });
      await bring.waitFor();
      expect(await tableRecord(), `round ${round}`).toMatchObject({ sheets: [], leaving: [] });
      expect((await stored(ana, aria))?.creature).toMatchObject({ name: 'Aria' });

      // Again, and at once "Bring": Aria joins the GM's encounter again.
      await page.reload();
      await tapWhenConnected(ana, 2, bringName);
      await gmRow(gm.page, 'Aria').waitFor({ timeout: 30_000 });
      await page.getByTestId('table-bringing').waitFor({ state: 'detached', timeout: 30_000 });
      await takeBack.waitFor();
      await expectGmHp(gm, 'Aria', 20, 20);
      // Connected to both phones, the GM's bar gives no advice about a device it cannot reach.
      await expectConnected(gm, 2);
      expect(await gm.page.getByTestId('table-trouble').count(), `round ${round}`).toBe(0);
    }
    expect(await troubleSeen()).toEqual([]);
    await page.goto(`${app.url}/sheet/${aria}`);
    await page.getByRole('heading', { level: 1, name: 'Aria' }).waitFor();
  }, 600_000);

  it('the GM\'s group damage reaches both phones, whose logs say the GM did it', async () => {
    const apply = await groupDamage(gm, ['Aria', 'Borin'], 6);
    await apply.click();
    await expectHp(ana, 14);
    await expectHp(bruno, 24);
    // pt-BR: "(por DM)": the GM's default name in cs.
    await unfold(ana.page, ana.w('sheet:log.title'));
    await ana.page.getByText(ana.w('sheet:log.by', { name: gm.w('table:start.defaultName') }), { exact: true }).first().waitFor();
  });

  it('a death save typed on the phone answers the GM screen\'s prompt and shows on the GM\'s row', async () => {
    const { page, w } = gm;
    await (await groupDamage(gm, ['Aria'], 14)).click();
    await expectHp(ana, 0);
    for (const [name, initiative] of [['Aria', 20], ['Goblin', 10], ['Borin', 5]] as const) {
      await page.getByRole('button', { name: w('gm:row.more', { name }), exact: true }).click();
      await page.getByRole('spinbutton', { name: w('gm:row.initiative', { name }), exact: true }).fill(String(initiative));
    }
    await page.getByRole('button', { name: w('gm:turn.sort'), exact: true }).click();
    await page.getByRole('button', { name: w('gm:turn.start'), exact: true }).click();
    const prompt = page.getByRole('heading', { name: w('gm:deathSave.due_databook', { name: 'Aria' }), exact: true });
    await prompt.waitFor();
    // The phone hears that the turn order reached its sheet.
    await ana.page.getByTestId('table-my-turn').filter({ hasText: literal(ana.w('table:bar.yourTurn', { name: 'Aria' })) }).waitFor();
    await typedDeathSave(ana.page, ana.w, 15);
    await expectPips(ana.page, ana.w, 1, 0);
    await prompt.waitFor({ state: 'detached' });
    expect((await stored(ana, aria))?.creature).toEqual((await stored(gm, aria))?.creature);
    await gmRow(page, 'Aria').getByRole('img', { name: w('gm:status.successes', { count: 1, needed: 3 }), exact: true }).waitFor();
  });

  it('the GM and a player acting on one sheet at the same moment both land, the same on every device', async () => {
    const gmApply = await groupDamage(gm, ['Borin'], 3);
    await enterAmount(bruno.page, bruno.w, 'heal', 2);
    const healApply = bruno.page.getByRole('button', { name: bruno.w('sheet:heal.apply', { amount: 2 }), exact: true });
    await Promise.all([gmApply.click(), healApply.click()]);
    // 24 − 3 + 2, or 24 + 2 (up to 26) − 3: 23 either way; every device folds the one order.
    await expectHp(bruno, 23);
    await expectGmHp(gm, 'Borin', 23, 30);
    await expect.poll(async () => JSON.stringify(await stored(gm, borin)), { timeout: 20_000 }).toBe(JSON.stringify(await stored(bruno, borin)));
    // The third device shows it too: the table view holds exact HP of the players' sheets.
    await ana.page.getByRole('link', { name: ana.w('table:bar.view'), exact: true }).click();
    const borinRow = ana.page.getByTestId('table-row').filter({ hasText: 'Borin' });
    await borinRow.getByTestId('table-hp').filter({ hasText: literal(ana.w('table:page.hp', { current: 23, max: 30 })) }).waitFor();
  });

  it('the table view shows the GM\'s creatures in words only, never their HP', async () => {
    const goblin = ana.page.getByTestId('table-row').filter({ hasText: 'Goblin' });
    await goblin.getByTestId('table-state').filter({ hasText: ana.w('table:page.states.unhurt') }).waitFor();
    expect(await goblin.getByTestId('table-hp').count()).toBe(0);
    await (await groupDamage(gm, ['Goblin'], 4)).click();
    // 3 of 7 HP: half or less, "sangrando" (bloodied).
    await goblin.getByTestId('table-state').filter({ hasText: ana.w('table:page.states.bloodied') }).waitFor();
    expect(await goblin.textContent()).not.toMatch(/\b3\b|\b7\b/);
    await ana.page.getByTestId('table-turn').filter({ hasText: 'Aria' }).waitFor();
    // The table view (a phone, pt-BR) and the GM screen with its table bar pass axe, contrast included.
    expect(describeViolations(await runAxe(ana.page))).toEqual([]);
    expect(describeViolations(await runAxe(gm.page))).toEqual([]);
    await screenshot(ana.page, 'table-view-phone');
    await screenshot(gm.page, 'table-gm-tablet');
  });

  it('a phone offline for three rounds catches up, and what it did meanwhile reaches the table', async () => {
    await restart(bruno, { offline: true });
    await bruno.page.goto(`${app.url}/sheet/${borin}`);
    await bruno.page.getByRole('heading', { level: 1, name: 'Borin' }).waitFor();
    await bruno.page.getByTestId('table-status').filter({ hasText: literal(bruno.w('table:bar.offline')) }).waitFor();
    await enterAmount(bruno.page, bruno.w, 'heal', 1);
    await bruno.page.getByRole('button', { name: bruno.w('sheet:heal.apply', { amount: 1 }), exact: true }).click();
    await expectHp(bruno, 24);
    // Three rounds on the GM's side, 2 damage to Borin in each.
    const { page, w } = gm;
    for (let round = 0; round < 3; round++) {
      await (await groupDamage(gm, ['Borin'], 2)).click();
      for (let turn = 0; turn < 3; turn++) await page.getByRole('button', { name: w('gm:turn.next'), exact: true }).click();
    }
    await expectGmHp(gm, 'Borin', 17, 30);
    expect(await currentHp(bruno.page)).toBe('24');
    // The phone wakes with its network back: 23 + 1 − 6 = 18 on both.
    await restart(bruno, { offline: false });
    await bruno.page.goto(`${app.url}/sheet/${borin}`);
    await expectHp(bruno, 18);
    await expectGmHp(gm, 'Borin', 18, 30);
    await expect.poll(async () => JSON.stringify(await stored(gm, borin)), { timeout: 20_000 }).toBe(JSON.stringify(await stored(bruno, borin)));
    const order = (await stored(bruno, borin))!.order;
    expect(order.length).toBe(order.filter(Boolean).length);
  });

  it('a device with a wrong key (the right room, another code) receives nothing and changes nothing', async () => {
    const eve = await open('eve', 'en', 'phone');
    await configure(eve);
    const code = new URLSearchParams(new URL(link).hash.slice(1)).get('t')!;
    const wrong = `${code.slice(0, 5)}${code.slice(5).replace(/[0-9A-Z]/g, (char) => (char === '7' ? '8' : '7'))}`;
    await eve.page.goto(link.replace(code, wrong));
    await eve.page.getByRole('textbox', { name: eve.w('table:join.name'), exact: true }).fill('Eve');
    await eve.page.getByRole('radio', { name: eve.w('table:join.asViewer'), exact: true }).check();
    await eve.page.getByRole('button', { name: eve.w('table:join.submit'), exact: true }).click();
    await eve.page.getByRole('heading', { level: 1, name: eve.w('table:page.title') }).waitFor();
    // Meanwhile the table goes on: the GM's next change reaches the phones with the right key...
    await (await groupDamage(gm, ['Goblin'], 1)).click();
    await ana.page.getByTestId('table-row').filter({ hasText: 'Goblin' }).getByTestId('table-state').filter({ hasText: ana.w('table:page.states.bloodied') }).waitFor();
    await ana.page.getByTestId('table-members').getByText('Bruno', { exact: true }).waitFor();
    await eve.page.waitForTimeout(3000);
    // ...and not this one: no view, no member but itself; nobody at the table lists it.
    await eve.page.getByRole('status').getByText(eve.w('table:page.waiting'), { exact: true }).waitFor();
    expect(await eve.page.getByTestId('table-members').getByRole('listitem').allTextContents()).toHaveLength(1);
    expect(await ana.page.getByTestId('table-members').textContent()).not.toContain('Eve');
    await expect.poll(() => eve.page.getByTestId('table-status').textContent()).not.toContain(eve.w('table:bar.connected', { count: 1 }).split(' ')[0]);

    // Eve leaves and at once types the right code on the table page (the same room, moments
    // after leaving it): now she watches the table.
    await eve.page.getByRole('button', { name: eve.w('table:bar.leave'), exact: true }).click();
    await eve.page.getByRole('dialog').getByRole('button', { name: eve.w('table:bar.leave'), exact: true }).click();
    await eve.page.getByRole('textbox', { name: eve.w('table:join.code'), exact: true }).fill(code);
    await eve.page.getByRole('textbox', { name: eve.w('table:join.name'), exact: true }).fill('Eve');
    await eve.page.getByRole('radio', { name: eve.w('table:join.asViewer'), exact: true }).check();
    await eve.page.getByRole('button', { name: eve.w('table:join.submit'), exact: true }).click();
    await eve.page.getByTestId('table-row').filter({ hasText: 'Goblin' }).getByTestId('table-state').filter({ hasText: eve.w('table:page.states.bloodied') }).waitFor();
    await ana.page.getByTestId('table-members').getByText('Eve', { exact: true }).waitFor();
  });

  it('a save the GM asks for on a player\'s phone is answered there, and the roll fills the GM\'s action panel', async () => {
    const { page, w } = gm;
    // A Red Dragon Wyrmling from the SRD creatures, named in the GM's Czech; its Fire Breath (Dexterity DC 13) from its row's stat block, on Borin.
    const WYRMLING = srdName('cs', 'srd:red-dragon-wyrmling');
    const quickAdd = page.getByRole('form', { name: w('gm:quickAdd.title') });
    await quickAdd.getByRole('combobox', { name: w('gm:library.search'), exact: true }).fill('wyrm');
    await quickAdd.getByRole('listbox', { name: w('gm:library.resultsLabel'), exact: true }).getByRole('option')
      .filter({ has: page.getByText(WYRMLING, { exact: true }) }).click();
    await quickAdd.getByRole('button', { name: w('gm:quickAdd.submit', { count: 1, name: WYRMLING }), exact: true }).click();
    const dragon = gmRow(page, WYRMLING);
    await dragon.waitFor();
    const select = page.getByRole('checkbox', { name: w('gm:row.select', { name: 'Borin' }), exact: true });
    await select.check();
    await dragon.getByRole('button', { name: w('gm:row.more', { name: WYRMLING }), exact: true }).click();
    await dragon.getByText(w('gm:statBlock.title', { name: WYRMLING }), { exact: true }).click();
    await dragon.getByRole('button', { name: /^Fire Breath/ }).click();
    const panel = page.getByRole('region', { name: w('gm:actions.panelTitle', { name: WYRMLING, action: 'Fire Breath' }), exact: true });
    await panel.getByRole('button', { name: w('gm:actions.askPhone', { name: 'Borin' }), exact: true }).click();
    await panel.getByText(w('gm:actions.phoneWaiting', { name: 'Borin' }), { exact: true }).waitFor();

    // Bruno's phone asks for it, with Borin's own bonus; a typed 8 answers.
    const title = bruno.w('table:asks.title', { from: WYRMLING, label: 'Fire Breath', abilitySave: bruno.w('rules:abilitySaves.dex'), dc: 13 });
    const ask = bruno.page.getByRole('region', { name: title, exact: true });
    await ask.getByLabel(bruno.w('sheet:saves.typed'), { exact: true }).fill('8');
    await ask.getByRole('button', { name: bruno.w('table:asks.send'), exact: true }).click();
    await ask.waitFor({ state: 'detached' });

    // The GM's panel has the phone's 8: with Borin's +0, a failure against DC 13.
    const borinCard = panel.getByRole('listitem', { name: 'Borin', exact: true });
    await expect.poll(() => borinCard.getByRole('spinbutton', { name: w('gm:actions.saveD20For', { name: 'Borin' }), exact: true }).inputValue()).toBe('8');
    await borinCard.getByText(w('gm:actions.verdict.failure'), { exact: true }).waitFor();
    await panel.getByRole('button', { name: w('gm:actions.close'), exact: true }).click();
    await select.uncheck();
  });

  it('no device hit a Content-Security-Policy violation or an uncaught error', () => {
    for (const device of devices) {
      expect(device.errors.filter((error) => /Content Security Policy|Uncaught|TypeError|ReferenceError/.test(error)), device.name).toEqual([]);
    }
  });
});
