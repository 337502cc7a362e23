// Shared pieces of the shared-table tests (*.table.ts), as journey-kit.ts serves the e2e
// journeys: a signaling server started here, Chromium devices with the WebRTC flags the private
// network namespace needs, Settings → Shared tables, joining by link, and what the GM screen and
// a device's storage say. Each file keeps its own state (the app, its signaling URL, its list of
// devices) and passes what a helper needs.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { freePort, launchBrowser, ROOT, type Browser, type LaunchOptions } from '../e2e/harness';
import { lexicon, literal, type Words } from '../e2e/journey-kit';

/** Host candidates as addresses, not mDNS names nothing in the namespace resolves. */
export const WEBRTC_ARGS = ['--disable-features=WebRtcHideLocalIpsWithMdns'];

/** One device at the table: its own browser profile, in its own language. */
export interface Device {
  name: string;
  w: Words;
  browser: Browser;
  page: Page;
  options: LaunchOptions;
}

export interface Signaling {
  url: string;
  process: ChildProcess;
}

/** y-webrtc's own signaling server (scripts/table-server.mjs) on a free loopback port. */
export async function startSignaling(): Promise<Signaling> {
  const port = await freePort();
  const url = `ws://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(ROOT, 'scripts/table-server.mjs')], { env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Signaling server running')) resolve();
    });
  });
  return { url, process: child };
}

/** A Chromium in `locale` on a phone or tablet screen, with the table tests' WebRTC flags. */
export async function launchDevice(name: string, locale: string, viewport: 'phone' | 'tablet', args = WEBRTC_ARGS, userDataDir?: string): Promise<Device> {
  const options: LaunchOptions = { locale, viewport, args, userDataDir };
  const browser = await launchBrowser(options);
  return { name, w: await lexicon(locale), browser, page: browser.page, options };
}

/** Closes every device's browser, whatever state it is in. */
export async function closeDevices(devices: readonly Device[]): Promise<void> {
  for (const device of devices) await device.browser.close().catch(() => undefined);
}

/** Settings → Shared tables (on the app at `appUrl`): these signaling servers only, and no STUN server. */
export async function configure(device: Device, appUrl: string, signaling: string): Promise<void> {
  const { page, w } = device;
  await page.goto(`${appUrl}/settings`);
  for (const [kind, value] of [['signaling', signaling], ['iceServers', '']] as const) {
    const field = page.getByRole('textbox', { name: w(`table:settings.${kind}.label`), exact: true });
    await field.fill(value);
    const form = page.locator('form').filter({ has: field });
    await form.getByRole('button', { name: w('table:settings.save'), exact: true }).click();
    await form.getByRole('status').getByText(w('table:settings.saved'), { exact: true }).waitFor();
  }
}

/**
 * A player opens the GM's link, goes by `name`, brings the one sheet this device has; returns
 * the sheet's id. `expectSheetChecked`: first check that the join form offers that sheet, ticked.
 */
export async function joinTable(device: Device, link: string, name: string, sheet: string, { expectSheetChecked = false } = {}): Promise<string> {
  const { page, w } = device;
  await page.goto(link);
  await page.getByRole('textbox', { name: w('table:join.name'), exact: true }).fill(name);
  if (expectSheetChecked) expect(await page.getByRole('checkbox', { name: new RegExp(`^${sheet} `) }).isChecked()).toBe(true);
  await page.getByRole('button', { name: w('table:join.submit'), exact: true }).click();
  await page.getByRole('heading', { level: 1, name: sheet }).waitFor();
  return new URL(page.url()).pathname.split('/').pop()!;
}

export const gmRow = (page: Page, name: string): Locator => page.getByRole('listitem', { name, exact: true });

/**
 * The GM's screen with one Goblin (7 HP) quick-added, then "Start a shared table", with "No
 * internet here" ticked when `local`; returns the invitation dialog that opens.
 */
export async function gmStartsTable(gm: Device, { local = false } = {}): Promise<Locator> {
  const { page, w } = gm;
  await page.getByRole('link', { name: w('app:nav.gm'), exact: true }).click();
  const quickAdd = page.getByRole('form', { name: w('gm:quickAdd.title') });
  await quickAdd.getByRole('textbox', { name: w('gm:quickAdd.name') }).fill('Goblin');
  await quickAdd.getByRole('spinbutton', { name: w('gm:quickAdd.count') }).fill('1');
  await quickAdd.getByRole('spinbutton', { name: w('gm:quickAdd.maxHp') }).fill('7');
  await quickAdd.getByRole('button', { name: w('gm:quickAdd.submit', { count: 1, name: 'Goblin' }), exact: true }).click();
  await gmRow(page, 'Goblin').waitFor();
  await page.getByRole('button', { name: w('table:start.button'), exact: true }).click();
  const start = page.getByRole('dialog', { name: w('table:start.title') });
  if (local) await start.getByRole('checkbox', { name: w('table:start.local'), exact: true }).check();
  await start.getByRole('button', { name: w('table:start.submit'), exact: true }).click();
  return page.getByRole('dialog', { name: w(local ? 'table:local.title' : 'table:invite.title') });
}

/** Waits for a GM row to read `current / max` HP. */
export async function expectGmHp(gm: Device, name: string, current: number, max: number): Promise<void> {
  await gmRow(gm.page, name).getByText(new RegExp(`^${literal(gm.w('gm:row.hp', { current, max })).source}`)).waitFor();
}

/** Waits for the device's table bar to count `count` devices connected. */
export async function expectConnected(device: Device, count: number, timeout = 30_000): Promise<void> {
  await device.page.getByTestId('table-status').filter({ hasText: literal(device.w('table:bar.connected', { count })) }).waitFor({ timeout });
}

/** The GM's group action on the creatures named: select them alone, type the amount; returns the apply button. */
export async function groupDamage(gm: Device, names: string[], amount: number): Promise<Locator> {
  const { page, w } = gm;
  const all = page.getByRole('checkbox', { name: w('gm:list.selectAll'), exact: true });
  await all.check();
  await all.uncheck();
  for (const name of names) await page.getByRole('checkbox', { name: w('gm:row.select', { name }), exact: true }).check();
  const panel = page.getByRole('region', { name: w('gm:group.title', { count: names.length }), exact: true });
  await panel.getByRole('spinbutton', { name: w('gm:group.amount') }).fill(String(amount));
  return panel.getByRole('button', { name: w('gm:group.apply.damage', { count: names.length }), exact: true });
}

/** The GM's group damage, applied. */
export async function applyGroupDamage(gm: Device, names: string[], amount: number): Promise<void> {
  await (await groupDamage(gm, names, amount)).click();
}

interface StoredSheet {
  creature: unknown;
  origin?: unknown;
  order: (string | null)[];
}

function readStored(device: Device, sheetId: string, withOrigin: boolean): Promise<StoredSheet | null> {
  return device.page.evaluate(({ id, origin }) => {
    const raw = localStorage.getItem(`databook:sheet:${id}`);
    const data = raw ? (JSON.parse(raw) as { data: { creature: unknown; origin: unknown; log: { entry?: { id: string } }[] } }).data : null;
    return data && { creature: data.creature, ...(origin ? { origin: data.origin } : {}), order: data.log.map((line) => line.entry?.id ?? null) };
  }, { id: sheetId, origin: withOrigin });
}

/** What a device stored of a sheet: its creature and the order of its entries (every copy must agree). */
export async function stored(device: Device, sheetId: string): Promise<{ creature: unknown; order: (string | null)[] } | null> {
  return readStored(device, sheetId, false);
}

/** As `stored`, and the sheet's origin (the creature before any entry) too. */
export async function storedWithOrigin(device: Device, sheetId: string): Promise<{ creature: unknown; origin: unknown; order: (string | null)[] } | null> {
  return readStored(device, sheetId, true) as Promise<{ creature: unknown; origin: unknown; order: (string | null)[] } | null>;
}
