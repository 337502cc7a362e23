import { z } from 'zod/mini';
import { CODE_LENGTH, isSignalingUrl } from './table-code';
import { FINGERPRINT, PUBLIC_KEY } from './table-crypto';
import { notifyTablePresence, TABLE_KEY } from './table-presence';

// Which table this browser is at, kept beside the sheets (one key, outside the versioned
// store: it names sheets, it holds none), so that a reload or a phone that slept goes back
// to the table by itself. The sheets themselves stay in the store, as every sheet does.

export type TableRole = 'gm' | 'player' | 'viewer';

export interface TableRecord {
  code: string;
  role: TableRole;
  /** The name this device goes by at the table; entries made here carry it. */
  name: string;
  /** The sheets this device brought (players). */
  sheets: string[];
  /**
   * Sheets this device took back whose "left" the GM's device has not acknowledged yet
   * (players): re-asserted until it has, across reloads.
   */
  leaving?: string[];
  signaling: string[];
  /** GM: the table view shows exact HP of the GM's own creatures. */
  showNumbers: boolean;
  /**
   * The fingerprint of the GM's signing key: from the link (pinned), or the first GM heard at a
   * table joined by its typed code. Absent in records of tables opened before tables were signed.
   */
  gmKey?: string;
  /** The signing keys this device trusts for the other members (first seen wins), by device id. */
  pins?: Record<string, string>;
  /**
   * When this device last opened the table (ms): the session its signed values are ordered in
   * (table-order.ts); the next opening starts a later one. Absent in records from before.
   */
  session?: number;
  /** GM: which device first brought each sheet id to this table; no other may bring one under it. */
  owners?: Record<string, string>;
}

export const MAX_NAME_LENGTH = 40;

const recordSchema = z.object({
  code: z.string().check(z.regex(new RegExp(`^[0-9A-Z]{${CODE_LENGTH}}$`))),
  role: z.enum(['gm', 'player', 'viewer']),
  name: z.string().check(z.minLength(1), z.maxLength(MAX_NAME_LENGTH)),
  sheets: z.array(z.string().check(z.regex(/^[\w-]{1,100}$/))).check(z.maxLength(200)),
  leaving: z.optional(z.array(z.string().check(z.regex(/^[\w-]{1,100}$/))).check(z.maxLength(200))),
  signaling: z.array(z.string().check(z.refine(isSignalingUrl))).check(z.minLength(1), z.maxLength(20)),
  showNumbers: z.boolean(),
  gmKey: z.optional(z.string().check(z.regex(FINGERPRINT))),
  pins: z.optional(z.record(z.string().check(z.regex(/^[\w-]{1,100}$/)), z.string().check(z.regex(PUBLIC_KEY)))),
  session: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER))),
  owners: z.optional(z.record(z.string().check(z.regex(/^[\w-]{1,100}$/)), z.string().check(z.regex(/^[\w-]{1,100}$/)))),
});

/** The stored record, or null when there is none or it does not read (then the table is simply left). */
export function readTableRecord(storage: Pick<Storage, 'getItem'> | null = safeStorage()): TableRecord | null {
  try {
    const raw = storage?.getItem(TABLE_KEY);
    if (!raw) return null;
    const parsed = recordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores the record (null: at no table). False when storage refused: the table still works until a reload. */
export function writeTableRecord(record: TableRecord | null, storage: Pick<Storage, 'setItem' | 'removeItem'> | null = safeStorage()): boolean {
  try {
    if (record) storage?.setItem(TABLE_KEY, JSON.stringify(record));
    else storage?.removeItem(TABLE_KEY);
    return storage !== null;
  } catch {
    return false;
  } finally {
    notifyTablePresence();
  }
}

function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
