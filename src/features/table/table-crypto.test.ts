// @vitest-environment node
// Signatures, fingerprints and the private channel of two devices (Web Crypto, as Node 20 has it).
import { describe, expect, it } from 'vitest';
import { loadDeviceKeys, memoryKeyStore } from './device-keys';
import { canonical, FINGERPRINT, fingerprintOf, pairChannel, signValue, SIGNATURE, verifyValue } from './table-crypto';

describe('the canonical form of a value', () => {
  it('is the same whatever order its keys were written in, and leaves undefined members out', () => {
    expect(canonical({ b: 1, a: { d: [1, 'x'], c: null }, u: undefined })).toBe('{"a":{"c":null,"d":[1,"x"]},"b":1}');
    expect(canonical({ a: { c: null, d: [1, 'x'] }, b: 1 })).toBe(canonical({ b: 1, a: { d: [1, 'x'], c: null } }));
  });
});

describe('signatures', () => {
  it('verify for the key that signed, and for nothing changed', async () => {
    const [ana, eve] = await Promise.all([loadDeviceKeys(memoryKeyStore()), loadDeviceKeys(memoryKeyStore())]);
    const value = { k: 'entry', e: { id: 'e1', amount: 5 } };
    const sig = await signValue(ana.sign.privateKey, value);
    expect(sig).toMatch(SIGNATURE);
    expect(await verifyValue(ana.signPublic, { e: { amount: 5, id: 'e1' }, k: 'entry' }, sig)).toBe(true);
    expect(await verifyValue(ana.signPublic, { k: 'entry', e: { id: 'e1', amount: 6 } }, sig)).toBe(false);
    expect(await verifyValue(eve.signPublic, value, sig)).toBe(false);
    expect(await verifyValue(eve.signPublic, value, await signValue(ana.sign.privateKey, value))).toBe(false);
    // No signature, or something that is none, is simply false.
    for (const bad of [undefined, '', 'x'.repeat(86), 42]) expect(await verifyValue(ana.signPublic, value, bad)).toBe(false);
    expect(await verifyValue('not a key', value, sig)).toBe(false);
  });

  it('give each key a short fingerprint of its own', async () => {
    const [a, b] = await Promise.all([loadDeviceKeys(memoryKeyStore()), loadDeviceKeys(memoryKeyStore())]);
    expect(a.fingerprint).toMatch(FINGERPRINT);
    expect(a.fingerprint).toBe(await fingerprintOf(a.signPublic));
    expect(a.fingerprint).not.toBe(b.fingerprint);
  });
});

describe('the private channel of two devices', () => {
  it('is the same room and password on both sides, and another device cannot derive it', async () => {
    const [gm, ana, eve] = await Promise.all([loadDeviceKeys(memoryKeyStore()), loadDeviceKeys(memoryKeyStore()), loadDeviceKeys(memoryKeyStore())]);
    const fromGm = await pairChannel(gm.agree.privateKey, ana.agreePublic, 'table1', ['gm', 'ana']);
    const fromAna = await pairChannel(ana.agree.privateKey, gm.agreePublic, 'table1', ['ana', 'gm']);
    expect(fromGm).toEqual(fromAna);
    expect(fromGm.room).toMatch(/^databook-pair-[0-9a-f]{32}$/);
    // Eve knows both public keys and both ids, not a private key.
    const byEve = await pairChannel(eve.agree.privateKey, ana.agreePublic, 'table1', ['gm', 'ana']);
    expect(byEve.room).not.toBe(fromGm.room);
    expect(byEve.password).not.toBe(fromGm.password);
    // Another table, another channel.
    expect((await pairChannel(gm.agree.privateKey, ana.agreePublic, 'table2', ['gm', 'ana'])).room).not.toBe(fromGm.room);
  });
});
