// Signaling that does not depend on a public server (issue 26, "The table connects on real
// networks, or says why" and "When one signaling process is not enough"), in real Chromium
// inside the private network namespace (shared/TABLE-TESTING.md):
// - the app served as `npm start` serves it (server/production.mjs, which answers WebSockets at
//   /signal): a GM and a phone meet through the app's own origin,
//   no other server listed; a device that cannot form a peer connection is told why;
// - two `npm run table-server` instances on different ports sharing a real Redis (Debian's
//   redis-server, started here on loopback, no persistence): a device on each meets and syncs.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectConsoleErrors, freePort, ROOT, serveApp, type AppServer } from '../e2e/harness';
import { createSheet, enterAmount, literal } from '../e2e/journey-kit';
import { closeDevices, configure as configureTable, expectConnected, expectGmHp, joinTable as joinWith, launchDevice, type Device as TableDevice } from './table-kit';

const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

interface Device extends TableDevice {
  errors: string[];
}

let app: AppServer;
const devices: Device[] = [];
const processes: ChildProcess[] = [];
const tempDirs: string[] = [];

// Whatever happens to the tests, no server outlives them.
const killAll = () => {
  for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
};
process.once('exit', killAll);

async function open(name: string, locale: string, viewport: 'phone' | 'tablet'): Promise<Device> {
  const launched = await launchDevice(name, locale, viewport);
  const device: Device = { ...launched, errors: collectConsoleErrors(launched.page) };
  devices.push(device);
  return device;
}

/** Starts a process and waits for a line of its output that says it is ready. */
async function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, ready: string): Promise<ChildProcess> {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  processes.push(child);
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${command} did not say "${ready}": ${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}): ${output}`)));
  });
  return child;
}

/** Settings → Shared tables: these signaling servers only, and no STUN server. */
const configure = (device: Device, signaling: string) => configureTable(device, app.url, signaling);

/** The GM starts a table from the GM screen; returns the invitation link. */
async function startTable(gm: Device): Promise<string> {
  const { page, w } = gm;
  await page.goto(`${app.url}/gm`);
  await page.getByRole('button', { name: w('table:start.button'), exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: w('table:start.submit'), exact: true }).click();
  const invite = page.getByRole('dialog', { name: w('table:invite.title') });
  const link = await invite.getByTestId('table-link').inputValue();
  await invite.getByRole('button', { name: w('table:invite.done'), exact: true }).click();
  return link;
}

/** A player creates a sheet, opens the link, goes by `name` and brings the sheet. */
async function joinTable(device: Device, link: string, name: string, sheet: string, maxHp: number): Promise<void> {
  await createSheet(device.page, device.w, { name: sheet, maxHp });
  await joinWith(device, link, name, sheet);
}

const signalingOf = (link: string) => new URLSearchParams(new URL(link).hash.slice(1)).get('s');

/** The bar names the signaling server by its host, and says it answers. */
async function expectServerAnswers(device: Device, url: string): Promise<void> {
  const text = device.w('table:bar.servers.connected', { host: new URL(url).host });
  await device.page.getByRole('list', { name: device.w('table:bar.servers.label') }).getByText(text, { exact: true }).waitFor();
}

/** The phone damages its own sheet; the GM's row of it shows the new HP. */
async function damageSyncs(gm: Device, phone: Device, sheet: string, amount: number, current: number, max: number): Promise<void> {
  await enterAmount(phone.page, phone.w, 'damage', amount);
  await phone.page.getByRole('button', { name: phone.w('sheet:damage.apply', { amount }), exact: true }).click();
  await expectGmHp(gm, sheet, current, max);
}

beforeAll(async () => {
  app = await serveApp();
});

afterAll(async () => {
  await closeDevices(devices);
  killAll();
  await app?.stop();
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

describe('npm start\'s own signaling: the app\'s origin introduces the devices', () => {
  let gm: Device;
  let phone: Device;
  let link: string;
  let ownSignal: string;

  beforeAll(() => {
    ownSignal = `${app.url.replace(/^http/, 'ws')}/signal`;
  });

  it('answers the app\'s probe at /signal, as a static host would not', async () => {
    const response = await fetch(`${app.url}/signal`);
    expect(await response.text()).toBe('databook-signaling');
  });

  it('a GM and a phone meet through the app\'s origin with no other server listed, and a change syncs', async () => {
    gm = await open('gm', 'cs', 'tablet');
    phone = await open('phone', 'pt-BR', 'phone');
    for (const device of [gm, phone]) await configure(device, ownSignal);
    link = await startTable(gm);
    expect(signalingOf(link)).toBe(ownSignal);
    await joinTable(phone, link, 'Ana', 'Aria', 20);
    await expectConnected(phone, 1);
    await expectConnected(gm, 1);
    await expectServerAnswers(gm, ownSignal);
    await expectServerAnswers(phone, ownSignal);
    await damageSyncs(gm, phone, 'Aria', 5, 15, 20);
  });

  it('a device that reaches the room but can form no peer connection is told why and what to do, and so is the GM', async () => {
    const stranded = await open('stranded', 'en', 'phone');
    // Its peer connections may use relayed candidates only, and it has no TURN server: no path
    // to any device exists, as for a phone behind a carrier's NAT with no TURN server.
    await stranded.browser.context.addInitScript(() => {
      const Native = window.RTCPeerConnection;
      window.RTCPeerConnection = class extends Native {
        constructor(config?: RTCConfiguration) {
          super({ ...config, iceTransportPolicy: 'relay' });
        }
      };
    });
    await configure(stranded, ownSignal);
    await joinTable(stranded, link, 'Bruno', 'Borin', 30);
    const { page, w } = stranded;
    await expectServerAnswers(stranded, ownSignal);
    // The GM's device is in the room (its signaling reached this one), and no connection forms.
    const trouble = page.getByTestId('table-trouble');
    await trouble.getByText(w('table:bar.trouble.peerUnreachable'), { exact: true }).waitFor({ timeout: 30_000 });
    await trouble.getByText(w('table:bar.trouble.fix'), { exact: false }).waitFor();
    await trouble.getByRole('link', { name: w('table:bar.trouble.settings'), exact: true }).waitFor();
    // Its bar counts no device connected: an announced device is not a connection.
    await page.getByTestId('table-status').filter({ hasText: literal(w('table:bar.waiting')) }).waitFor();
    await gm.page.getByTestId('table-trouble').getByText(gm.w('table:bar.trouble.peerUnreachable'), { exact: true }).waitFor({ timeout: 30_000 });
    // The GM and the phone that can connect still are, and a change still syncs.
    await expectConnected(gm, 1);
    await expectConnected(phone, 1);
    await damageSyncs(gm, phone, 'Aria', 2, 13, 20);
    await stranded.browser.close();
    devices.splice(devices.indexOf(stranded), 1);
  });

  it('no device hit a Content-Security-Policy violation or an uncaught error', () => {
    for (const device of devices) {
      expect(device.errors.filter((error) => /Content Security Policy|Uncaught|TypeError|ReferenceError/.test(error)), device.name).toEqual([]);
    }
  });

  afterAll(async () => {
    for (const device of [gm, phone]) {
      if (!device) continue;
      await device.browser.close().catch(() => undefined);
      devices.splice(devices.indexOf(device), 1);
    }
  });
});

describe('two table-server instances sharing a real Redis', () => {
  let first: string;
  let second: string;

  beforeAll(async () => {
    const redisPort = await freePort();
    const dir = await mkdtemp(join(tmpdir(), 'databook-redis-'));
    tempDirs.push(dir);
    // Loopback only, no persistence, nothing written but to its own temporary directory.
    await startProcess(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--protected-mode', 'yes'], {}, 'Ready to accept connections');
    const redisUrl = `redis://127.0.0.1:${redisPort}`;
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      await startProcess(process.execPath, [join(ROOT, 'scripts/table-server.mjs')], { PORT: String(port), HOST: '127.0.0.1', REDIS_URL: redisUrl }, 'Redis connected');
    }
    [first, second] = ports.map((port) => `ws://127.0.0.1:${port}`) as [string, string];
  });

  it('a device on each instance meets the other, the phone\'s sheet reaches the GM, and a later change follows', async () => {
    const gm = await open('gm-redis', 'en', 'tablet');
    const phone = await open('phone-redis', 'cs', 'phone');
    await configure(gm, first);
    await configure(phone, second);
    const link = await startTable(gm);
    expect(signalingOf(link)).toBe(first);
    // The phone's load balancer sent it to the other instance: its link names that one only.
    const url = new URL(link);
    const params = new URLSearchParams(url.hash.slice(1));
    params.set('s', second);
    url.hash = params.toString();
    await joinTable(phone, url.toString(), 'Eva', 'Elwen', 12);
    await expectServerAnswers(gm, first);
    await expectServerAnswers(phone, second);
    await expectConnected(phone, 1);
    await expectConnected(gm, 1);
    // The sheet the phone brought crosses the two instances through Redis on the pair channel,
    // and so does a change made after: the pair's connection formed whichever device offered
    // first (src/features/table/stalled-offers.ts and PEER_CHANNEL in table-code.ts).
    await expectGmHp(gm, 'Elwen', 12, 12);
    await damageSyncs(gm, phone, 'Elwen', 4, 8, 12);
    for (const device of [gm, phone]) {
      expect(device.errors.filter((error) => /Content Security Policy|Uncaught|TypeError|ReferenceError/.test(error)), device.name).toEqual([]);
    }
  });
});
