// A table you can trust (issue 26), in real Chromium inside the private network namespace
// (scripts/table-netns.sh, shared/TABLE-TESTING.md): a GM's tablet and two phones at a table,
// and a member page that knows the code (the app's own Yjs, y-webrtc and table modules, bundled
// here: test/table/rogue-page.ts) and misbehaves. Nothing it tries takes effect, the victims'
// sheets stay as they were, and no device throws. Then what a member who keeps what it heard
// tries (issue 37): one of the GM's earlier views sent again, a record of its own under the id of
// a sheet a player took back, and a second page with only the code that claims the presence of a
// phone whose page is closed; none of it shows on any screen, and the GM's bar counts each. Then:
// the GM counts devices, not
// connections, after the phones reload; a device with a wrong code makes no device throw; and
// closing the table stops each listener once.
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { freePort, ROOT, serveApp, type AppServer } from '../e2e/harness';
import { createSheet, literal } from '../e2e/journey-kit';
import { applyGroupDamage as groupDamage, closeDevices, configure as configureTable, expectConnected, expectGmHp, gmRow, gmStartsTable, joinTable, launchDevice, startSignaling, storedWithOrigin as stored, type Device as TableDevice, type Signaling } from './table-kit';

interface Device extends TableDevice {
  /** Uncaught errors, console errors, and yjs's warnings about listeners. */
  problems: string[];
}

let app: AppServer;
let signaling: Signaling;
let signalingUrl: string;
let roguePages: Server;
let rogueUrl: string;
let bundleDir: string;
const devices: Device[] = [];

function watch(page: Page, into: string[]) {
  page.on('pageerror', (error) => into.push(`pageerror: ${error.name}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || /Tried to remove event handler/.test(message.text())) into.push(`${message.type()}: ${message.text()}`);
  });
}

/** The rogue's page: the bundle of rogue-page.ts on a loopback origin of its own (a secure context: Web Crypto). */
async function startRoguePages(): Promise<void> {
  bundleDir = await mkdtemp(join(tmpdir(), 'databook-rogue-'));
  await build({
    configFile: false, root: ROOT, logLevel: 'warn', publicDir: false,
    build: { outDir: bundleDir, emptyOutDir: true, minify: false, lib: { entry: join(ROOT, 'test/table/rogue-page.ts'), formats: ['iife'], name: 'databookRogue', fileName: () => 'rogue.js' } },
  });
  const script = await readFile(join(bundleDir, 'rogue.js'), 'utf8');
  const port = await freePort();
  roguePages = createServer((request, response) => {
    if (request.url === '/rogue.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Eve</title><script src="/rogue.js"></script><p>Eve</p>');
  });
  await new Promise<void>((resolve) => roguePages.listen(port, '127.0.0.1', resolve));
  rogueUrl = `http://127.0.0.1:${port}/`;
}

async function open(name: string, locale: string, viewport: 'phone' | 'tablet'): Promise<Device> {
  const device: Device = { ...(await launchDevice(name, locale, viewport)), problems: [] };
  watch(device.page, device.problems);
  devices.push(device);
  return device;
}

const configure = (device: Device) => configureTable(device, app.url, signalingUrl);

const deviceIdOf = (device: Device) => device.page.evaluate(() => localStorage.getItem('databook:device')!);

/** The number the GM's bar gives for refused changes (0: it says nothing). */
async function refusedCount(device: Device): Promise<number> {
  const bar = device.page.getByTestId('table-refused');
  if ((await bar.count()) === 0) return 0;
  return Number(/\d+/.exec((await bar.textContent()) ?? '')?.[0] ?? 0);
}

const ogreState = (device: Device) => device.page.getByTestId('table-row').filter({ hasText: 'Ogre' }).getByTestId('table-state');

/** From now on, the page notes every state word the table view shows for the creature `name`. */
const watchState = (device: Device, name: string) => device.page.evaluate((creature) => {
  const seen: string[] = [];
  const look = () => {
    const row = [...document.querySelectorAll('[data-testid="table-row"]')].find((one) => one.querySelector('[data-testid="table-name"]')?.textContent?.startsWith(creature));
    const text = row?.querySelector('[data-testid="table-state"]')?.textContent ?? '';
    if (seen.at(-1) !== text) seen.push(text);
  };
  look();
  new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  (globalThis as unknown as { seenStates: string[] }).seenStates = seen;
}, name);
const seenStates = (device: Device) => device.page.evaluate(() => (globalThis as unknown as { seenStates: string[] }).seenStates);

/** Calls the rogue page's `window.rogue[method](...args)` (rogue-page.ts). */
const rogue = <T = void,>(page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(({ method: name, args: values }) => {
    const api = (globalThis as unknown as { rogue: Record<string, (...params: unknown[]) => unknown> }).rogue;
    return api[name]!(...values);
  }, { method, args }) as Promise<T>;

describe('a member who misbehaves at a table', () => {
  let gm: Device;
  let ana: Device;
  let bruno: Device;
  let eve: Device;
  let link: string;
  let code: string;
  let aria: string;
  let borin: string;

  beforeAll(async () => {
    app = await serveApp();
    signaling = await startSignaling();
    signalingUrl = signaling.url;
    await startRoguePages();
    gm = await open('gm', 'en', 'tablet');
    ana = await open('ana', 'pt-BR', 'phone');
    bruno = await open('bruno', 'en', 'phone');
    for (const device of [gm, ana, bruno]) await configure(device);
  });

  afterAll(async () => {
    await closeDevices(devices);
    signaling?.process.kill();
    roguePages?.close();
    await app?.stop();
    if (bundleDir) await rm(bundleDir, { recursive: true, force: true });
  });

  it('a GM and two phones sit at a table; the link pins the GM\'s key', async () => {
    const { w } = gm;
    const invite = await gmStartsTable(gm);
    link = await invite.getByTestId('table-link').inputValue();
    const params = new URLSearchParams(new URL(link).hash.slice(1));
    expect(params.get('k')).toMatch(/^[\w-]{22}$/);
    code = params.get('t')!.replace(/-/g, '');
    await invite.getByRole('button', { name: w('table:invite.done'), exact: true }).click();

    await createSheet(ana.page, ana.w, { name: 'Aria', maxHp: 20 });
    await createSheet(bruno.page, bruno.w, { name: 'Borin', maxHp: 30 });
    aria = await joinTable(ana, link, 'Ana', 'Aria');
    borin = await joinTable(bruno, link, 'Bruno', 'Borin');
    await expectGmHp(gm, 'Aria', 20, 20);
    await expectGmHp(gm, 'Borin', 30, 30);
    await groupDamage(gm, ['Aria', 'Borin'], 3);
    await expectGmHp(gm, 'Aria', 17, 20);
    await ana.page.getByTestId('hp-current').filter({ hasText: /^17$/ }).waitFor();
    await bruno.page.getByTestId('hp-current').filter({ hasText: /^27$/ }).waitFor();
    for (const device of [gm, ana, bruno]) await expectConnected(device, 2);
  });

  it('what it forges, replaces, takes back or closes in another\'s name is refused, and it reads no other player\'s entries', async () => {
    eve = await open('eve', 'en', 'phone');
    await eve.page.goto(rogueUrl);
    await rogue(eve.page, 'join', code, [signalingUrl], 'evesdevice01');
    const roles = async () => Object.values(await rogue<Record<string, { role: string }>>(eve.page, 'members')).map((member) => member.role).sort().join();
    await expect.poll(roles, { timeout: 20_000 }).toBe('gm,player,player,player');
    await rogue(eve.page, 'pairWithGm');
    // The GM opens a channel with every player, this one too: it is the rogue's own.
    await expect.poll(() => rogue<number>(eve.page, 'pairPeers'), { timeout: 20_000 }).toBeGreaterThan(0);

    const [anaId, brunoId] = [await deviceIdOf(ana), await deviceIdOf(bruno)];
    const before = { gmAria: await stored(gm, aria), ana: await stored(ana, aria), gmBorin: await stored(gm, borin), bruno: await stored(bruno, borin) };
    // A creature that reads (the rogue could make one of its own), under the impostor's name.
    const origin = { ...(before.ana!.origin as Record<string, unknown>), name: 'Pwned Impostor', hp: { max: 1, current: 1, temp: 0 } };
    await rogue(eve.page, 'attackThroughPair', aria, anaId, origin);
    await rogue(eve.page, 'attackThroughTable', aria, anaId);
    await rogue(eve.page, 'reachPairOf', brunoId);

    // The GM's bar says a device sent what was refused: at least the three entries and three
    // sheet records through its channel, and the GM's role it claimed (a member record).
    await gm.page.getByTestId('table-refused').waitFor({ timeout: 20_000 });
    await eve.page.waitForTimeout(4000);
    const refusedText = await gm.page.getByTestId('table-refused').textContent();
    expect(Number(/\d+/.exec(refusedText ?? '')?.[0])).toBeGreaterThanOrEqual(7);
    // Nothing changed: the sheets on every device, the GM's encounter, who is at the table.
    expect(await stored(gm, aria)).toEqual(before.gmAria);
    expect(await stored(ana, aria)).toEqual(before.ana);
    expect(await stored(gm, borin)).toEqual(before.gmBorin);
    expect(await stored(bruno, borin)).toEqual(before.bruno);
    await expectGmHp(gm, 'Aria', 17, 20);
    expect(await gmRow(gm.page, 'Pwned Impostor').count()).toBe(0);
    for (const device of [gm, ana, bruno]) {
      await device.page.getByTestId('table-status').waitFor();
      expect(await device.page.getByText(device.w('table:bar.closed')).count()).toBe(0);
    }
    await gm.page.getByRole('link', { name: gm.w('table:bar.view'), exact: true }).click();
    const members = gm.page.getByTestId('table-members');
    await members.getByText('Ana', { exact: true }).waitFor();
    expect(await members.textContent()).not.toContain('Pwned');
    await ana.page.getByRole('link', { name: ana.w('table:bar.view'), exact: true }).click();
    await ana.page.getByTestId('table-row').filter({ hasText: 'Borin' }).waitFor();
    expect(await ana.page.getByTestId('table-turn').textContent()).not.toContain('Pwned');

    // What the rogue holds: the members and the GM's public view; none of Bruno's (or Ana's) entries.
    const held = await rogue<string>(eve.page, 'held');
    const brunoEntries = (await stored(bruno, borin))!.order.filter((id): id is string => id !== null);
    const anaEntries = (await stored(ana, aria))!.order.filter((id): id is string => id !== null);
    expect(brunoEntries.length).toBeGreaterThan(0);
    for (const id of [...brunoEntries, ...anaEntries]) expect(held).not.toContain(id);
    expect(JSON.parse(held).reach).toEqual({});

    // The table goes on: the GM's next damage reaches Ana as before.
    await gm.page.getByRole('link', { name: gm.w('app:nav.gm'), exact: true }).click();
    await groupDamage(gm, ['Aria'], 1);
    await ana.page.getByTestId('table-row').filter({ hasText: 'Aria' }).getByTestId('table-hp').filter({ hasText: literal(ana.w('table:page.hp', { current: 16, max: 20 })) }).waitFor();
  });

  it('one of the GM\'s earlier views sent again is refused: the Ogre does not flip back on any phone, and the GM\'s bar counts it', async () => {
    const { page, w } = gm;
    const quickAdd = page.getByRole('form', { name: w('gm:quickAdd.title') });
    // The panel is folded once the encounter has creatures.
    if (!(await quickAdd.isVisible())) await page.locator('summary').filter({ hasText: w('gm:quickAdd.title') }).click();
    await quickAdd.getByRole('textbox', { name: w('gm:quickAdd.name') }).fill('Ogre');
    await quickAdd.getByRole('spinbutton', { name: w('gm:quickAdd.count') }).fill('1');
    await quickAdd.getByRole('spinbutton', { name: w('gm:quickAdd.maxHp') }).fill('40');
    await quickAdd.getByRole('button', { name: w('gm:quickAdd.submit', { count: 1, name: 'Ogre' }), exact: true }).click();
    await gmRow(page, 'Ogre').waitFor();
    // 25 of 40: hurt. The rogue keeps that view, signed by the GM.
    await groupDamage(gm, ['Ogre'], 15);
    await expect.poll(() => rogue<string | null>(eve.page, 'viewState', 'Ogre'), { timeout: 20_000 }).toBe('hurt');
    await rogue(eve.page, 'keepView');
    // 15 of 40: bloodied, on every phone.
    await groupDamage(gm, ['Ogre'], 10);
    await expect.poll(() => rogue<string | null>(eve.page, 'viewState', 'Ogre'), { timeout: 20_000 }).toBe('bloodied');
    await bruno.page.getByRole('link', { name: bruno.w('table:bar.view'), exact: true }).click();
    for (const phone of [ana, bruno]) await ogreState(phone).filter({ hasText: phone.w('table:page.states.bloodied') }).waitFor({ timeout: 20_000 });
    for (const phone of [ana, bruno]) await watchState(phone, 'Ogre');
    const before = await refusedCount(gm);

    for (let i = 0; i < 3; i++) {
      await rogue(eve.page, 'replayView');
      await eve.page.waitForTimeout(1000);
    }
    await expect.poll(() => refusedCount(gm), { timeout: 20_000 }).toBeGreaterThan(before);
    // The GM put its newest view back over the old one.
    await expect.poll(() => rogue<string | null>(eve.page, 'viewState', 'Ogre'), { timeout: 20_000 }).toBe('bloodied');
    await eve.page.waitForTimeout(2000);
    // No phone showed the Ogre as anything but bloodied meanwhile.
    for (const phone of [ana, bruno]) {
      const seen = await seenStates(phone);
      expect(seen, phone.name).toHaveLength(1);
      expect(seen[0], phone.name).toContain(phone.w('table:page.states.bloodied'));
    }
    await expectGmHp(gm, 'Ogre', 15, 40);
  });

  it('a sheet a player took back stays theirs: a record another device brings under its id is refused, and the player brings it back with its own HP', async () => {
    await ana.page.getByRole('button', { name: ana.w('table:page.takeBack', { name: 'Aria' }), exact: true }).click();
    await gmRow(gm.page, 'Aria').waitFor({ state: 'detached', timeout: 20_000 });
    const before = await refusedCount(gm);
    // The rogue brings a sheet of its own under Aria's id (public in the view), with the app's own code.
    // A creature that reads (the rogue could make one of its own): Aria's, renamed, at 1/1 HP.
    const real = (await stored(ana, aria))!.origin as Record<string, unknown> & { hp: Record<string, unknown> };
    const origin = { ...real, name: 'Brundar Quillfeather', hp: { ...real.hp, max: 1, current: 1, temp: 0 } };
    await rogue(eve.page, 'bringUnder', aria, origin);
    await expect.poll(() => refusedCount(gm), { timeout: 20_000 }).toBeGreaterThan(before);
    const afterSquat = await refusedCount(gm);
    expect(await gmRow(gm.page, 'Brundar Quillfeather').count()).toBe(0);
    expect(await gmRow(gm.page, 'Aria').count()).toBe(0);

    // Ana brings Aria again: the GM's row is Ana's Aria, with Ana's HP, and nothing is counted against her.
    await ana.page.getByRole('button', { name: ana.w('table:page.bring', { name: 'Aria' }), exact: true }).click();
    await expectGmHp(gm, 'Aria', 16, 20);
    await gm.page.waitForTimeout(3000);
    await expectGmHp(gm, 'Aria', 16, 20);
    expect(await gmRow(gm.page, 'Brundar Quillfeather').count()).toBe(0);
    expect(await refusedCount(gm)).toBe(afterSquat);
    // And the GM's damage reaches her phone as before.
    await groupDamage(gm, ['Aria'], 1);
    await ana.page.getByTestId('table-row').filter({ hasText: 'Aria' }).getByTestId('table-hp').filter({ hasText: literal(ana.w('table:page.hp', { current: 15, max: 20 })) }).waitFor({ timeout: 20_000 });
  });

  it('a page with only the code cannot make a closed phone look present: the GM still counts two devices and lists Ana as away', async () => {
    const anaId = await deviceIdOf(ana);
    // The rogue keeps the last heartbeat it heard from Ana's phone; then Ana's page closes.
    await expect.poll(() => rogue<string>(eve.page, 'keptPresenceOf', anaId), { timeout: 20_000 }).not.toBe('null');
    await ana.page.goto('about:blank');
    const kept = await rogue<string>(eve.page, 'keptPresenceOf', anaId);
    await gm.page.getByRole('link', { name: gm.w('table:bar.view'), exact: true }).click();
    const anaLine = gm.page.getByTestId('table-members').getByRole('listitem').filter({ hasText: 'Ana' });
    await anaLine.filter({ hasText: gm.w('table:page.away') }).waitFor({ timeout: 20_000 });
    // Bruno's phone and the rogue's page.
    await expectConnected(gm, 2, 20_000);
    const before = await refusedCount(gm);

    // A second page in the table's room claims Ana's device: unsigned, signed with its own key, and her kept heartbeat sent again.
    const claimer = await open('claimer', 'en', 'phone');
    await claimer.page.goto(rogueUrl);
    await rogue(claimer.page, 'claimPresence', code, [signalingUrl], anaId, kept);
    await expect.poll(() => rogue<number>(claimer.page, 'claimPeers'), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => refusedCount(gm), { timeout: 20_000 }).toBeGreaterThan(before);
    // Each kind of claim at least twice over: Ana stays away, and the count stays.
    await gm.page.waitForTimeout(13_000);
    await expectConnected(gm, 2, 1000);
    expect(await anaLine.textContent()).toContain(gm.w('table:page.away'));
    await claimer.browser.close();
    await eve.browser.close();

    // Ana's phone opens the app again: it is back at the table, and present.
    await ana.page.goto(`${app.url}/table`);
    await ana.page.getByTestId('table-status').waitFor();
    await anaLine.filter({ hasText: gm.w('table:page.online') }).waitFor({ timeout: 30_000 });
    await gm.page.getByRole('link', { name: gm.w('app:nav.gm'), exact: true }).click();
  });

  it('the GM counts devices: after the phones reload several times, two', async () => {
    for (let round = 0; round < 3; round++) {
      for (const phone of [ana, bruno]) {
        await phone.page.reload();
        await phone.page.getByTestId('table-status').waitFor();
      }
    }
    // Every device counts each other device once, within a few seconds.
    await expectConnected(gm, 2, 20_000);
    await gm.page.waitForTimeout(3000);
    await expectConnected(gm, 2, 1000);
    await expectConnected(ana, 2);
    await expectConnected(bruno, 2);
  });

  it('a device with a wrong code in the room makes no device throw; the GM\'s bar says one tried', async () => {
    const mallory = await open('mallory', 'en', 'phone');
    await configure(mallory);
    const wrong = `${code.slice(0, 5)}${code.slice(5).replace(/[0-9A-Z]/g, (char) => (char === '7' ? '8' : '7'))}`;
    await mallory.page.goto(link.replace(/t=[^&]+/, `t=${wrong}`));
    await mallory.page.getByRole('textbox', { name: mallory.w('table:join.name'), exact: true }).fill('Mallory');
    await mallory.page.getByRole('radio', { name: mallory.w('table:join.asViewer'), exact: true }).check();
    await mallory.page.getByRole('button', { name: mallory.w('table:join.submit'), exact: true }).click();
    await gm.page.getByTestId('table-wrong-code').waitFor({ timeout: 20_000 });
    await mallory.page.waitForTimeout(3000);
    await mallory.page.getByRole('status').getByText(mallory.w('table:page.waiting'), { exact: true }).waitFor();
    await expectConnected(gm, 2, 1000);
    await mallory.browser.close();
  });

  it('closing the table ends it everywhere, each listener stopped once', async () => {
    const { page, w } = gm;
    await page.getByRole('button', { name: w('table:bar.close'), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: w('table:bar.close'), exact: true }).click();
    for (const phone of [ana, bruno]) await phone.page.getByText(phone.w('table:bar.closed')).waitFor();
    await page.waitForTimeout(2500);
    expect(await stored(ana, aria)).not.toBeNull();
    expect(await stored(bruno, borin)).not.toBeNull();
  });

  it('no device of the table threw or logged an error, and none warned of a listener removed twice', () => {
    // The rogue's page runs y-webrtc bare, without the app: what it logs is its own affair.
    for (const device of devices.filter((one) => one !== eve)) expect(device.problems, device.name).toEqual([]);
  });
});
