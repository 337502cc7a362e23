// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadDeviceKeys, memoryKeyStore } from './device-keys';
import { heartbeat, presence } from './device-presence';
import { signValue } from './table-crypto';
import { orderClock } from './table-order';
import type { Signer } from './table-doc';

// Issue 37: presence counts only what a device signed itself with its own key. A page that
// knows the code but not the device's key cannot make that device look present, by claiming its
// id or by sending one of its heartbeats again.
const TABLE = 'databook-test-table';
const TIMEOUT = 8000;

async function setup() {
  const [ana, eve] = await Promise.all([loadDeviceKeys(memoryKeyStore()), loadDeviceKeys(memoryKeyStore())]);
  const keys = new Map([['anaphone', ana.signPublic], ['evesdevice', eve.signPublic]]);
  const signerOf = (device: string, key: CryptoKey): Signer => ({ device, sign: (value) => signValue(key, value), clock: orderClock(1) });
  const anaSigns = signerOf('anaphone', ana.sign.privateKey);
  const eveAsAna = signerOf('anaphone', eve.sign.privateKey);
  const seen = presence({ table: TABLE, keyOf: (device) => keys.get(device), timeout: TIMEOUT });
  return { anaSigns, eveAsAna, seen };
}

describe('who is at the table', () => {
  it('counts a device once its signed heartbeat moves on, and no longer once it stops for the timeout', async () => {
    const { anaSigns, seen } = await setup();
    const ANA = 11;
    expect(await seen.hear(ANA, await heartbeat(TABLE, anaSigns, { session: 5, seq: 1 }), 0)).toEqual({ heard: 'first', device: 'anaphone' });
    // The first one heard may be an old one kept by someone: not yet present.
    expect(seen.present(0).has('anaphone')).toBe(false);
    expect((await seen.hear(ANA, await heartbeat(TABLE, anaSigns, { session: 5, seq: 2 }), 3000)).heard).toBe('fresh');
    expect(seen.present(3000).has('anaphone')).toBe(true);
    expect(seen.present(3000 + TIMEOUT - 1).has('anaphone')).toBe(true);
    expect(seen.present(3000 + TIMEOUT).has('anaphone')).toBe(false);
  });

  it('refuses a claim of a member\'s device that is not signed with that device\'s key', async () => {
    const { eveAsAna, seen } = await setup();
    const ROGUE = 66;
    // Only the code: the id claimed, nothing signed (what the previous version sent).
    expect(await seen.hear(ROGUE, { member: { device: 'anaphone' }, beat: 1 }, 0)).toEqual({ heard: 'refused', device: 'anaphone' });
    // Signed, with its own key, in the other device's name.
    for (let seq = 1; seq <= 3; seq++) {
      expect((await seen.hear(ROGUE, await heartbeat(TABLE, eveAsAna, { session: 9, seq }), seq * 3000)).heard).toBe('refused');
    }
    expect(seen.present(9000).has('anaphone')).toBe(false);
    // A device that is no member is not counted either (looked at again once it is).
    expect((await seen.hear(ROGUE, { member: { device: 'nobodyhere' } }, 9000)).heard).toBe('unknown');
    expect(seen.present(9000).size).toBe(0);
  });

  it('does not count a heartbeat sent again: the device that closed its page goes away', async () => {
    const { anaSigns, seen } = await setup();
    const [ANA, ROGUE] = [11, 66];
    const last = await heartbeat(TABLE, anaSigns, { session: 5, seq: 2 });
    await seen.hear(ANA, await heartbeat(TABLE, anaSigns, { session: 5, seq: 1 }), 0);
    await seen.hear(ANA, last, 3000);
    // Ana's page closes; a page that kept her heartbeats sends them again, the last and an older one.
    expect((await seen.hear(ROGUE, last, 6000)).heard).toBe('replayed');
    expect((await seen.hear(ROGUE + 1, await heartbeat(TABLE, anaSigns, { session: 5, seq: 1 }), 7000)).heard).toBe('old');
    expect(seen.present(3000 + TIMEOUT).has('anaphone')).toBe(false);
  });

  it('counts a device again when it comes back: a reload is a later session', async () => {
    const { anaSigns, seen } = await setup();
    await seen.hear(11, await heartbeat(TABLE, anaSigns, { session: 5, seq: 1 }), 0);
    await seen.hear(11, await heartbeat(TABLE, anaSigns, { session: 5, seq: 2 }), 3000);
    await seen.hear(12, await heartbeat(TABLE, anaSigns, { session: 6, seq: 1 }), 20_000);
    expect(seen.present(20_000).has('anaphone')).toBe(false);
    await seen.hear(12, await heartbeat(TABLE, anaSigns, { session: 6, seq: 2 }), 23_000);
    expect(seen.present(23_000).has('anaphone')).toBe(true);
  });
});
