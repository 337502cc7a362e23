import { exportPublic, fingerprintOf, newAgreementPair, newSigningPair } from './table-crypto';

// This device's two key pairs for shared tables: one signs what it puts on a table (ECDSA), one
// agrees a private channel with the GM (ECDH). Made once per browser profile with Web Crypto,
// the private keys non-extractable (no script can read them out, only use them), and kept in
// IndexedDB, which stores CryptoKey objects as they are. Where IndexedDB is missing or refuses
// (some private windows), the keys live as long as the page: the table still works, and after a
// reload this device is a stranger to the GM (the bar says so).

export interface KeyPairs {
  sign: CryptoKeyPair;
  agree: CryptoKeyPair;
}

export interface KeyStore {
  /** Kept across reloads. */
  persistent: boolean;
  load: () => Promise<KeyPairs | undefined>;
  /** Stores the pairs unless some are there already (another tab was quicker): then returns those. */
  saveFirst: (keys: KeyPairs) => Promise<KeyPairs>;
}

export interface DeviceKeys extends KeyPairs {
  /** The public halves, as the member record announces them. */
  signPublic: string;
  agreePublic: string;
  /** The signing key's fingerprint (what a table link pins for its GM). */
  fingerprint: string;
  persistent: boolean;
}

const DB_NAME = 'databook-keys';
const STORE = 'keys';
const RECORD = 'device';

const request = <T,>(req: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
  req.onsuccess = () => resolve(req.result);
  req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
});

/** IndexedDB's key store; null where there is no IndexedDB. */
export function indexedDbKeyStore(factory: IDBFactory | undefined = globalThis.indexedDB): KeyStore | null {
  if (!factory) return null;
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const open = factory.open(DB_NAME, 1);
      open.onupgradeneeded = () => open.result.createObjectStore(STORE);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
      open.onblocked = () => reject(new Error('IndexedDB is blocked'));
    });
    return opened;
  };
  const load = async () => {
    const found = await request((await db()).transaction(STORE).objectStore(STORE).get(RECORD)) as Partial<KeyPairs> | undefined;
    return found?.sign && found.agree ? { sign: found.sign, agree: found.agree } : undefined;
  };
  return {
    persistent: true,
    load,
    saveFirst: async (keys) => {
      try {
        await request((await db()).transaction(STORE, 'readwrite').objectStore(STORE).add(keys, RECORD));
        return keys;
      } catch (error) {
        const stored = await load();
        if (stored) return stored;
        throw error;
      }
    },
  };
}

/** Keys for as long as the page lives. */
export function memoryKeyStore(): KeyStore {
  let kept: KeyPairs | undefined;
  return {
    persistent: false,
    load: () => Promise.resolve(kept),
    saveFirst: (keys) => Promise.resolve((kept ??= keys)),
  };
}

/** The keys in `store`, made there on first use; a store that fails gives way to memory. */
export async function loadDeviceKeys(store: KeyStore | null): Promise<DeviceKeys> {
  let pairs: KeyPairs | undefined;
  let persistent = false;
  if (store) {
    try {
      pairs = (await store.load()) ?? (await store.saveFirst({ sign: await newSigningPair(), agree: await newAgreementPair() }));
      persistent = store.persistent;
    } catch {
      pairs = undefined;
    }
  }
  pairs ??= await memoryKeys.saveFirst({ sign: await newSigningPair(), agree: await newAgreementPair() });
  const [signPublic, agreePublic] = await Promise.all([exportPublic(pairs.sign.publicKey), exportPublic(pairs.agree.publicKey)]);
  return { ...pairs, signPublic, agreePublic, fingerprint: await fingerprintOf(signPublic), persistent };
}

const memoryKeys = memoryKeyStore();
let mine: Promise<DeviceKeys> | null = null;

/** This browser's keys (IndexedDB, or this page's memory where there is none). */
export function deviceKeys(): Promise<DeviceKeys> {
  mine ??= loadDeviceKeys(indexedDbKeyStore());
  return mine;
}
