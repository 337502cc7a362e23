// Who makes an entry: this browser (one id kept in storage, shared by its tabs and its page
// loads: what it did is its own, to undo and redo) and this page load.
import { cryptoRng } from './rng';

const DEVICE_KEY = 'databook:device';

/** 12 random base-36 characters (about 62 bits): unique enough within a sheet and a table. */
export function shortId(): string {
  let id = '';
  // cryptoRng draws its random words in batches: a GM's action over 200 sheets makes 200 ids.
  for (let i = 0; i < 12; i++) id += Math.floor(cryptoRng() * 36).toString(36);
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

/**
 * This page load's id: for what is about one page load (its journal, ties in an order, what it
 * did since it loaded), never for whose an entry is (that is the browser, `deviceId`).
 */
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
