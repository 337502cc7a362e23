// @vitest-environment node
// This device's table keys: made once, kept by the key store, private halves non-extractable,
// and a page's memory when the store is missing or fails (no IndexedDB here: stores are injected).
import { describe, expect, it } from 'vitest';
import { indexedDbKeyStore, loadDeviceKeys, memoryKeyStore, type KeyPairs, type KeyStore } from './device-keys';
import { PUBLIC_KEY } from './table-crypto';

/** A store as IndexedDB keeps one (CryptoKey objects as they are), shared by "tabs". */
function sharedStore(): KeyStore & { saved: () => KeyPairs | undefined } {
  let kept: KeyPairs | undefined;
  return {
    persistent: true,
    load: () => Promise.resolve(kept),
    saveFirst: (keys) => Promise.resolve((kept ??= keys)),
    saved: () => kept,
  };
}

describe('device keys', () => {
  it('are made once and kept: a reload finds the same keys', async () => {
    const store = sharedStore();
    const first = await loadDeviceKeys(store);
    const again = await loadDeviceKeys(store);
    expect(again.signPublic).toBe(first.signPublic);
    expect(again.agreePublic).toBe(first.agreePublic);
    expect(first.signPublic).toMatch(PUBLIC_KEY);
    expect(first.persistent).toBe(true);
    expect(store.saved()?.sign.privateKey).toBe(first.sign.privateKey);
  });

  it('keep their private halves non-extractable', async () => {
    const keys = await loadDeviceKeys(memoryKeyStore());
    expect(keys.sign.privateKey.extractable).toBe(false);
    expect(keys.agree.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', keys.sign.privateKey)).rejects.toThrow();
  });

  it('of two tabs made at once are the first saved, in both', async () => {
    const store = sharedStore();
    const [a, b] = await Promise.all([loadDeviceKeys(store), loadDeviceKeys(store)]);
    expect(a.signPublic).toBe(b.signPublic);
  });

  it('last as long as the page where the store fails or there is none, and say so', async () => {
    const failing: KeyStore = { persistent: true, load: () => Promise.reject(new Error('blocked')), saveFirst: () => Promise.reject(new Error('blocked')) };
    const keys = await loadDeviceKeys(failing);
    expect(keys.persistent).toBe(false);
    expect(keys.signPublic).toMatch(PUBLIC_KEY);
    expect((await loadDeviceKeys(null)).persistent).toBe(false);
    expect(indexedDbKeyStore(undefined)).toBeNull();
  });
});
