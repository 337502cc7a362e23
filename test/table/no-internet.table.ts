// A table with no internet (issue 37): no signaling server anywhere in the private network
// namespace. A GM's tablet (cs) and two phones (pt-BR, en) meet by QR codes: each phone's camera
// reads the GM's code, the GM's camera reads the phone's answer. The cameras are fed the codes
// the other screen rendered (a canvas stream in place of getUserMedia); the second phone uses
// the text fallback instead. Then damage both ways; a phone and then the GM's tablet reload and
// come back by themselves (the links they prepared beforehand, local-spares.ts); a phone that
// lost that way back scans again; and the GM closes the table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { box, collectConsoleErrors, describeViolations, runAxe, screenshot, serveApp, VIEWPORTS, type AppServer } from '../e2e/harness';
import { createSheet, enterAmount, literal } from '../e2e/journey-kit';
import { closeDevices, expectConnected, expectGmHp, gmRow, gmStartsTable, groupDamage, launchDevice, type Device as TableDevice } from './table-kit';

interface Device extends TableDevice {
  errors: string[];
}

let app: AppServer;
const devices: Device[] = [];

/**
 * A camera that films whatever `window.__film(url)` shows, on a grey table: getUserMedia answers
 * a canvas's stream. Installed before the app's scripts on every page of the device.
 */
async function fakeCamera(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    const picture = new Image();
    (window as unknown as { __film: (url: string) => void }).__film = (url) => {
      picture.src = url;
    };
    setInterval(() => {
      context.fillStyle = '#8a8a8a';
      context.fillRect(0, 0, canvas.width, canvas.height);
      if (picture.complete && picture.naturalWidth > 0) context.drawImage(picture, 140, 60, 360, 360);
    }, 100);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: async () => canvas.captureStream(10) }, configurable: true });
  });
}

async function open(name: string, locale: string, viewport: 'phone' | 'tablet'): Promise<Device> {
  const launched = await launchDevice(name, locale, viewport);
  const device: Device = { ...launched, errors: collectConsoleErrors(launched.page) };
  await fakeCamera(device.page);
  devices.push(device);
  return device;
}

/** Points `device`'s camera at the QR code `code` shows on the other screen (a picture of it, as a camera would see). */
async function film(device: Device, code: Locator): Promise<void> {
  await code.waitFor();
  const png = await code.screenshot();
  await device.page.evaluate((url) => (window as unknown as { __film: (url: string) => void }).__film(url), `data:image/png;base64,${png.toString('base64')}`);
}

const expectHp = (device: Device, hp: number) => device.page.getByTestId('hp-current').filter({ hasText: new RegExp(`^${hp}$`) }).waitFor();

describe('a table with no internet: devices meet by QR codes, no server of any kind', () => {
  let gm: Device;
  let ana: Device;
  let bruno: Device;

  beforeAll(async () => {
    app = await serveApp();
    gm = await open('gm', 'cs', 'tablet');
    ana = await open('ana', 'pt-BR', 'phone');
    bruno = await open('bruno', 'en', 'phone');
    for (const device of devices) await device.page.goto(app.url);
  });

  afterAll(async () => {
    await closeDevices(devices);
    await app?.stop();
  });

  it('the GM starts a table without internet; a phone joins with two scans', async () => {
    const { page, w } = gm;
    const invite = await gmStartsTable(gm, { local: true });
    const offer = invite.getByRole('img', { name: w('table:local.offerAlt') });
    await offer.waitFor();
    // The offer is a /join link a phone's own camera app would open too, with no signaling server in it.
    const link = await invite.getByTestId('local-offer-text').inputValue();
    expect(link.startsWith(`${app.url}/join#`)).toBe(true);
    const params = new URLSearchParams(new URL(link).hash.slice(1));
    expect(params.get('s')).toBeNull();
    expect(params.get('o')).toMatch(/\*/);
    // Small enough for a QR code read at arm's length: at most version 13 (69 modules a side) at level M.
    expect(link.length).toBeLessThan(331);
    expect(describeViolations(await runAxe(page))).toEqual([]);
    await screenshot(page, 'table-no-internet-gm-tablet');
    // Drawn large for a phone held at arm's length: 24 rem (384 px) where the dialog allows it.
    const shown = await box(offer);
    expect(shown.width).toBeGreaterThanOrEqual(320);
    expect(shown.width).toBe(shown.height);

    await createSheet(ana.page, ana.w, { name: 'Aria', maxHp: 20 });
    await ana.page.getByRole('link', { name: ana.w('app:nav.table'), exact: true }).click();
    await ana.page.getByRole('button', { name: ana.w('table:scan.open'), exact: true }).click();
    const scan = ana.page.getByRole('dialog', { name: ana.w('table:scan.title') });
    await scan.getByRole('button', { name: ana.w('table:scan.gmCode'), exact: true }).click();
    await film(ana, offer);
    await ana.page.getByTestId('join-local').waitFor();
    await ana.page.getByRole('textbox', { name: ana.w('table:join.name'), exact: true }).fill('Ana');
    await ana.page.getByRole('button', { name: ana.w('table:join.submit'), exact: true }).click();
    await ana.page.getByRole('heading', { level: 1, name: 'Aria' }).waitFor();
    const answer = ana.page.getByRole('dialog', { name: ana.w('table:answer.title') });
    const answerCode = answer.getByRole('img', { name: ana.w('table:answer.qrAlt') });
    await answerCode.waitFor();
    await screenshot(ana.page, 'table-no-internet-answer-phone');
    expect(describeViolations(await runAxe(ana.page))).toEqual([]);
    // The whole code in view on the phone, as wide as the dialog lets it be.
    const code = await box(answerCode);
    expect(code.x).toBeGreaterThanOrEqual(0);
    expect(code.y).toBeGreaterThanOrEqual(0);
    expect(code.x + code.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(code.y + code.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    expect(code.width).toBeGreaterThanOrEqual(300);

    // The GM's tablet reads the phone held up to its front camera.
    await invite.getByRole('button', { name: w('table:local.scanAnswer'), exact: true }).click();
    await film(gm, answerCode);
    await invite.getByTestId('local-status').filter({ hasText: literal(w('table:local.status.linked', { count: 1 })) }).waitFor();
    await answer.waitFor({ state: 'hidden' });
    await expectGmHp(gm, 'Aria', 20, 20);
    await expectConnected(ana, 1);
  });

  it('without a camera, the second phone joins by the codes as text', async () => {
    const { page, w } = gm;
    const invite = page.getByRole('dialog', { name: w('table:local.title') });
    // A fresh offer for the next player (each connection takes one).
    await invite.getByRole('img', { name: w('table:local.offerAlt') }).waitFor();
    const link = await invite.getByTestId('local-offer-text').inputValue();

    await createSheet(bruno.page, bruno.w, { name: 'Borin', maxHp: 30 });
    await bruno.page.getByRole('link', { name: bruno.w('app:nav.table'), exact: true }).click();
    await bruno.page.getByRole('button', { name: bruno.w('table:scan.open'), exact: true }).click();
    const scan = bruno.page.getByRole('dialog', { name: bruno.w('table:scan.title') });
    await scan.getByRole('textbox', { name: bruno.w('table:scan.paste') }).fill('not a code');
    await scan.getByRole('button', { name: bruno.w('table:local.use'), exact: true }).click();
    await scan.getByRole('alert').filter({ hasText: bruno.w('table:scan.notGmCode') }).waitFor();
    await scan.getByRole('textbox', { name: bruno.w('table:scan.paste') }).fill(link);
    await scan.getByRole('button', { name: bruno.w('table:local.use'), exact: true }).click();
    await bruno.page.getByTestId('join-local').waitFor();
    await bruno.page.getByRole('textbox', { name: bruno.w('table:join.name'), exact: true }).fill('Bruno');
    await bruno.page.getByRole('button', { name: bruno.w('table:join.submit'), exact: true }).click();
    const answer = bruno.page.getByRole('dialog', { name: bruno.w('table:answer.title') });
    const text = answer.getByTestId('local-answer-text');
    await answer.getByRole('img', { name: bruno.w('table:answer.qrAlt') }).waitFor();

    await invite.getByRole('textbox', { name: w('table:local.pasteAnswer') }).fill(await text.inputValue());
    await invite.getByRole('button', { name: w('table:local.use'), exact: true }).click();
    await invite.getByTestId('local-status').filter({ hasText: literal(w('table:local.status.linked', { count: 2 })) }).waitFor();
    await invite.getByRole('button', { name: w('table:invite.done'), exact: true }).click();
    await expectGmHp(gm, 'Borin', 30, 30);
    // The phones found each other through the GM's tablet, which relays their signaling.
    await expectConnected(ana, 2);
    await expectConnected(bruno, 2);
    await expectConnected(gm, 2);
  });

  it('damage goes both ways', async () => {
    await (await groupDamage(gm, ['Aria', 'Borin'], 5)).click();
    await expectHp(ana, 15);
    await expectHp(bruno, 25);
    await enterAmount(ana.page, ana.w, 'damage', 3);
    await ana.page.getByRole('button', { name: ana.w('sheet:damage.apply', { amount: 3 }), exact: true }).click();
    await expectGmHp(gm, 'Aria', 12, 20);
  });

  it('a phone that reloads is back at the table by itself, without scanning', async () => {
    await ana.page.reload();
    await ana.page.getByRole('heading', { level: 1, name: 'Aria' }).waitFor();
    await expectConnected(ana, 2);
    await (await groupDamage(gm, ['Aria'], 2)).click();
    await expectHp(ana, 10);
    expect(await ana.page.getByRole('button', { name: ana.w('table:scan.relink'), exact: true }).count()).toBe(0);
  });

  it('the GM\'s tablet reloads, and every phone is back with it by itself', async () => {
    await gm.page.reload();
    await gmRow(gm.page, 'Aria').waitFor();
    await expectConnected(gm, 2);
    await enterAmount(bruno.page, bruno.w, 'damage', 4);
    await bruno.page.getByRole('button', { name: bruno.w('sheet:damage.apply', { amount: 4 }), exact: true }).click();
    await expectGmHp(gm, 'Borin', 21, 30);
    await (await groupDamage(gm, ['Aria', 'Borin'], 1)).click();
    await expectHp(ana, 9);
    await expectHp(bruno, 20);
  });

  it('a phone whose way back is gone (its stored link lost) reads a new code from the GM', async () => {
    await ana.page.evaluate(() => localStorage.removeItem('databook:table-spares'));
    await ana.page.reload();
    await ana.page.getByRole('heading', { level: 1, name: 'Aria' }).waitFor();
    const { page, w } = gm;
    await page.getByRole('button', { name: w('table:bar.invite'), exact: true }).click();
    const invite = page.getByRole('dialog', { name: w('table:local.title') });
    // Each camera is pointed at the new code before it starts reading (it would read the last one it saw).
    await film(ana, invite.getByRole('img', { name: w('table:local.offerAlt') }));
    const relink = ana.page.getByRole('button', { name: ana.w('table:scan.relink'), exact: true });
    await relink.click();
    const dialog = ana.page.getByRole('dialog', { name: ana.w('table:scan.relinkTitle') });
    await dialog.getByRole('button', { name: ana.w('table:scan.gmCode'), exact: true }).click();

    await film(gm, ana.page.getByRole('dialog', { name: ana.w('table:answer.title') }).getByRole('img', { name: ana.w('table:answer.qrAlt') }));
    await invite.getByRole('button', { name: w('table:local.scanAnswer'), exact: true }).click();
    await invite.getByTestId('local-status').filter({ hasText: literal(w('table:local.status.linked', { count: 2 })) }).waitFor();
    await invite.getByRole('button', { name: w('table:invite.done'), exact: true }).click();
    await expectConnected(ana, 2);
    await relink.waitFor({ state: 'hidden' });
    await (await groupDamage(gm, ['Aria'], 2)).click();
    await expectHp(ana, 7);
  });

  it('the GM closes the table for everyone', async () => {
    const { page, w } = gm;
    await page.getByRole('button', { name: w('table:bar.close'), exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: w('table:bar.close'), exact: true }).click();
    for (const device of [ana, bruno]) await device.page.getByText(device.w('table:bar.closed'), { exact: true }).waitFor();
    for (const device of devices) expect(device.errors).toEqual([]);
  });
});
