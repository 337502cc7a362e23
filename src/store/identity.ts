// Who makes an entry: this browser (one id kept in storage, shared by its tabs) and this tab.

const DEVICE_KEY = 'databook:device';

const ID_LENGTH = 12;
/** Random bytes drawn a hundred ids at a time: a GM's action over 200 sheets makes 200 ids. */
const pool = new Uint8Array(ID_LENGTH * 100);
let used = pool.length;

/** 12 random base-36 characters (about 62 bits): unique enough within a sheet and a table. */
export function shortId(): string {
  if (used + ID_LENGTH > pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  let id = '';
  for (let i = used; i < used + ID_LENGTH; i++) id += ((pool[i] ?? 0) % 36).toString(36);
  used += ID_LENGTH;
  return id;
}

let device: string | undefined;

/**
 * This browser's id, made on first use and kept in localStorage (never exported: a backup
 * imported elsewhere must not make two browsers one). Without storage, one per page load.
 */
export function deviceId(): string {
  if (device) return device;
  try {
    const stored = localStorage.getItem(DEVICE_KEY);
    device = stored && /^[a-z0-9]{4,32}$/.test(stored) ? stored : shortId();
    if (stored !== device) localStorage.setItem(DEVICE_KEY, device);
  } catch {
    device ??= shortId();
  }
  return device;
}

/** This page load's id. */
export const tabId = shortId();

let author: string | undefined;

/**
 * The name entries made here carry while this device is at a shared table (src/features/table),
 * so that other devices' logs say who acted; undefined when at no table.
 */
export const tableAuthor = {
  get: (): string | undefined => author,
  set: (name: string | undefined) => {
    author = name;
  },
};
