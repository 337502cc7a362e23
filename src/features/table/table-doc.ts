import * as Y from 'yjs';
import { z } from 'zod/mini';
import { CONDITIONS, creatureProblems, GENDERS, STATUSES, type Creature } from '../../rules';
import { creatureSchema } from '../../store/persistence/creature-schema';
import { sheetEntrySchema } from '../../store/persistence/sheet-schema';
import type { Sheet, SheetEntry } from '../../store/types';
import type { PublicView } from './public-view';
import type { SaveAnswer, SaveAsk } from './save-asks';
import { canonical, PUBLIC_KEY, SIGNATURE, verifyValue } from './table-crypto';
import { orderSchema, UNORDERED, type Order, type OrderClock } from './table-order';
import type { TableRole } from './table-record';

// A table is several Yjs documents of plain JSON values, every value signed by the device that
// wrote it (ECDSA P-256 over a canonical serialization naming the table and the value's place,
// table-crypto.ts), so that no device can act in another's name.
//
// The table's document, which every member holds (encrypted with the table's code):
//
//   members  device id → { name, role, sign, agree, order, sig }   (signed by that device: its public keys)
//   meta     closed → { sig }                                        (signed by the GM: the table ended)
//   view     "now" → { view: PublicView, order, sig }                (signed by the GM)
//
// Every value that can change carries its order (table-order.ts: the signer's session and a
// sequence), signed with it, so that an old value sent again tells itself apart from the current.
//
// One document per player and the GM (a pair), held by those two devices alone: its y-webrtc
// room and password derive from the two devices' ECDH agreement (table-crypto.ts pairChannel):
//
//   sheets   sheet id → { sheet: { owner, ownerName, epoch, origin, followLanguage, left? }, order, sig }
//            (signed by the owner: bringing, replacing and taking back are the owner's alone; the
//            GM keeps, for the table's life, which device first brought each sheet id)
//   acks     sheet id → { ack: { epoch, left, of }, sig }
//            (signed by the GM: it has read the owner's record whose signature is `of`, and holds
//            a copy of that life or let it go; the phone keeps re-asserting a change until then)
//   entries  "<sheet id>/<entry id>" → { entry: SheetEntry, by, sig }
//            (signed by `by`: the sheet's owner or the GM; made once, never changed)
//   asks     "<sheet id>/<ask id>" → { ask: { ability, dc, label, from }, by, sig }
//            (signed by the GM alone: a save the GM asks that sheet's owner to roll on the phone;
//            the GM deletes it when its panel closes)
//   answers  "<sheet id>/<ask id>" → { answer: { roll, bonus, total }, by, sig }
//            (signed by the sheet's owner alone: the natural d20, the sheet's bonus, their sum;
//            an ask with an answer is done)
//
// Entries are keyed one by one in a flat map, so that two devices adding entries to one sheet at
// once never compete for a nested map. Every device folds a sheet's entries in the one order
// (src/store/entries/fold.ts), whatever order they arrived in. Everything read here is checked
// (the signature, then validated as an imported file is): another device may run another build,
// or be hostile. An unsigned or wrongly signed value is refused; one that does not read is invalid.

export interface Member {
  name: string;
  role: TableRole;
  /** The device's public keys: signing (ECDSA) and agreeing its private channel (ECDH). */
  sign: string;
  agree: string;
}

export interface SharedSheet {
  owner: string;
  ownerName: string;
  /** The sheet's life (an import on its owner's device starts a new one). */
  epoch: string;
  /** The creature its entries fold from. */
  origin: Creature;
  followLanguage: boolean;
  /**
   * Its owner took it back (left the table). A flag rather than a deletion: a device that
   * never saw the record (the GM's, reloaded meanwhile) still learns that its copy must go.
   */
  left?: true;
}

/** Who signs what this device writes, and what orders it. */
export interface Signer {
  device: string;
  sign: (value: unknown) => Promise<string>;
  clock: OrderClock;
}

export const tableMaps = (doc: Y.Doc) => ({
  meta: doc.getMap<unknown>('meta'),
  members: doc.getMap<unknown>('members'),
  view: doc.getMap<unknown>('view'),
});

export const pairMaps = (doc: Y.Doc) => ({
  sheets: doc.getMap<unknown>('sheets'),
  entries: doc.getMap<unknown>('entries'),
  asks: doc.getMap<unknown>('asks'),
  answers: doc.getMap<unknown>('answers'),
  acks: doc.getMap<unknown>('acks'),
});

const entryKey = (sheetId: string, entryId: string) => `${sheetId}/${entryId}`;
export const sheetOfKey = (key: string) => key.slice(0, key.indexOf('/'));

/** What each kind of value is signed as: the table, what it is, and where it sits. */
// `order` absent: a value signed before values carried one (canonical() leaves undefined out).
export const signed = {
  member: (table: string, device: string, member: Member, order?: Order) => ({ t: table, k: 'member', d: device, m: member, o: order }),
  closed: (table: string) => ({ t: table, k: 'closed' }),
  view: (table: string, view: PublicView, order?: Order) => ({ t: table, k: 'view', v: view, o: order }),
  sheet: (table: string, id: string, sheet: SharedSheet, order?: Order) => ({ t: table, k: 'sheet', s: id, r: sheet, o: order }),
  presence: (table: string, device: string, order: Order) => ({ t: table, k: 'presence', d: device, o: order }),
  entry: (table: string, sheetId: string, entry: SheetEntry) => ({ t: table, k: 'entry', s: sheetId, e: entry }),
  ask: (table: string, sheetId: string, askId: string, ask: SaveAsk) => ({ t: table, k: 'ask', s: sheetId, a: askId, q: ask }),
  answer: (table: string, sheetId: string, askId: string, answer: SaveAnswer) => ({ t: table, k: 'answer', s: sheetId, a: askId, r: answer }),
  ack: (table: string, sheetId: string, ack: SheetAck) => ({ t: table, k: 'ack', s: sheetId, a: ack }),
};

const idText = z.string().check(z.regex(/^[\w-]{1,100}$/));
const nameText = z.string().check(z.minLength(1), z.maxLength(60));
const keyText = z.string().check(z.regex(PUBLIC_KEY));
const sigText = z.string().check(z.regex(SIGNATURE));

const memberSchema = z.object({
  name: nameText, role: z.enum(['gm', 'player', 'viewer']), sign: keyText, agree: keyText, order: z.optional(orderSchema), sig: sigText,
});
const sharedSheetSchema = z.object({
  owner: idText, ownerName: nameText, epoch: idText, origin: creatureSchema, followLanguage: z.boolean(), left: z.optional(z.literal(true)),
});
const wrapped = z.object({ sig: sigText });
const viewSchema = z.object({
  encounter: z.string().check(z.maxLength(200)),
  round: z.number().check(z.int(), z.minimum(0), z.maximum(1e9)),
  turn: z.nullable(idText),
  rows: z.array(z.object({
    id: idText,
    name: z.string().check(z.maxLength(200)),
    player: z.boolean(),
    state: z.enum(['unhurt', 'hurt', 'bloodied', 'down', 'dead', 'out']),
    status: z.enum(STATUSES),
    conditions: z.array(z.enum(CONDITIONS)).check(z.maxLength(CONDITIONS.length)),
    gender: z.optional(z.enum(GENDERS)),
    hp: z.optional(z.object({ current: z.number(), max: z.number(), temp: z.number() })),
    deathSaves: z.optional(z.object({ successes: z.number(), failures: z.number() })),
  })).check(z.maxLength(1000)),
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What reading a signed value gave: the value, or why not (absent, refused: not signed by whom it must be, invalid: does not read). */
export type Read<T> = { ok: true; value: T } | { ok: false; why: 'absent' | 'refused' | 'invalid' };
/** As Read, with the order the value was signed with (UNORDERED: signed before values carried one). */
export type ReadOrdered<T> = { ok: true; value: T; order: Order } | { ok: false; why: 'absent' | 'refused' | 'invalid' };
/** The order a stored value claims, read only after its signature covered it. */
const orderOf = (raw: unknown): Order | undefined | null => {
  if (raw === undefined) return undefined;
  const parsed = orderSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
};
const absent = { ok: false, why: 'absent' } as const;
const refused = { ok: false, why: 'refused' } as const;
const invalid = { ok: false, why: 'invalid' } as const;

// ---- Members and the table's end --------------------------------------------------------

/** Writes this device's member record, ordered after its last; returns that order. */
export async function writeMember(doc: Y.Doc, table: string, signer: Signer, member: Member): Promise<Order> {
  const order = signer.clock.next();
  const sig = await signer.sign(signed.member(table, signer.device, member, order));
  tableMaps(doc).members.set(signer.device, { ...member, order, sig });
  return order;
}

/** The member record as written (to tell whether it still stands). */
export const rawMember = (doc: Y.Doc, device: string) => tableMaps(doc).members.get(device);

export function removeMember(doc: Y.Doc, device: string) {
  tableMaps(doc).members.delete(device);
}

/**
 * A member record that reads and is signed by the key it announces (which proves the writer
 * holds that key). Whether that key is the one this device trusts for that device id is the
 * caller's to judge (the GM's is pinned by the link; the others', first seen wins).
 */
export async function readMember(doc: Y.Doc, table: string, device: string): Promise<ReadOrdered<Member>> {
  const raw = rawMember(doc, device);
  if (raw === undefined) return absent;
  if (!idText.safeParse(device).success) return invalid;
  if (!isObject(raw) || typeof raw.sig !== 'string') return refused;
  const parsed = memberSchema.safeParse(raw);
  if (!parsed.success) return invalid;
  const { sig, order, ...member } = parsed.data;
  const ok = await verifyValue(member.sign, signed.member(table, device, member, order), sig);
  return ok ? { ok: true, value: member, order: order ?? UNORDERED } : refused;
}

export const memberIds = (doc: Y.Doc) => [...tableMaps(doc).members.keys()];

export async function closeTableDoc(doc: Y.Doc, table: string, signer: Signer) {
  const sig = await signer.sign(signed.closed(table));
  tableMaps(doc).meta.set('closed', { sig });
}

/** Whether the GM (its signing key) closed the table; a close signed by anyone else is refused. */
export async function readClosed(doc: Y.Doc, table: string, gmKey: string | undefined): Promise<Read<true>> {
  const raw = tableMaps(doc).meta.get('closed');
  if (raw === undefined) return absent;
  const parsed = wrapped.safeParse(raw);
  if (!parsed.success || !gmKey) return refused;
  return (await verifyValue(gmKey, signed.closed(table), parsed.data.sig)) ? { ok: true, value: true } : refused;
}

// ---- The public view -------------------------------------------------------------------

/** Publishes the GM's view (null: there is none), ordered after the last; returns that order. */
export async function publishView(doc: Y.Doc, table: string, signer: Signer, view: PublicView | null): Promise<Order | null> {
  const { view: map } = tableMaps(doc);
  if (!view) {
    map.delete('now');
    return null;
  }
  const order = signer.clock.next();
  const sig = await signer.sign(signed.view(table, view, order));
  map.set('now', { view, order, sig });
  return order;
}

/** The GM's view: it must read, and be signed by the GM, with its order. */
export async function readView(doc: Y.Doc, table: string, gmKey: string | undefined): Promise<ReadOrdered<PublicView>> {
  const raw = tableMaps(doc).view.get('now');
  if (raw === undefined) return absent;
  if (!isObject(raw) || !gmKey) return refused;
  const order = orderOf(raw.order);
  if (order === null) return refused;
  const parsed = viewSchema.safeParse(raw.view);
  if (!parsed.success) return invalid;
  const ok = await verifyValue(gmKey, signed.view(table, raw.view as PublicView, order), raw.sig);
  return ok ? { ok: true, value: parsed.data as PublicView, order: order ?? UNORDERED } : refused;
}

// ---- A pair's sheets and their entries -------------------------------------------------

const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * Brings a sheet to the pair, or brings its new entries: its record (signed) once per life and
 * name, then each entry the document does not hold yet. Returns how many entries were added.
 */
export async function shareSheet(doc: Y.Doc, table: string, signer: Signer, sheet: Sheet, ownerName: string): Promise<number> {
  const { sheets } = pairMaps(doc);
  const record: SharedSheet = { owner: signer.device, ownerName, epoch: sheet.epoch, origin: sheet.origin, followLanguage: sheet.followLanguage };
  const current = sheets.get(sheet.id);
  const written = isObject(current) ? current.sheet : undefined;
  // The same record (written by another tab of this device, with its own order) stands.
  if (!sameJson(written, record) || !isObject(current) || typeof current.sig !== 'string' || orderOf(current.order) == null) {
    const order = signer.clock.next();
    const sig = await signer.sign(signed.sheet(table, sheet.id, record, order));
    doc.transact(() => {
      // Another life (an import replaced the sheet): its old entries fold from another origin.
      if (isObject(written) && written.epoch !== sheet.epoch) dropEntries(doc, sheet.id);
      sheets.set(sheet.id, { sheet: record, order, sig });
    });
  }
  return pushEntries(doc, table, signer, sheet);
}

/** Adds the sheet's entries the document lacks (made here, merged from another tab, or from the other device), signed here. */
export async function pushEntries(doc: Y.Doc, table: string, signer: Signer, sheet: Pick<Sheet, 'id' | 'log'>): Promise<number> {
  const { entries } = pairMaps(doc);
  const missing = sheet.log.flatMap((line) => (line.entry && !entries.has(entryKey(sheet.id, line.entry.id)) ? [line.entry] : []));
  if (missing.length === 0) return 0;
  const sigs = await Promise.all(missing.map((entry) => signer.sign(signed.entry(table, sheet.id, entry))));
  let added = 0;
  doc.transact(() => {
    missing.forEach((entry, i) => {
      const key = entryKey(sheet.id, entry.id);
      if (entries.has(key)) return;
      entries.set(key, { entry, by: signer.device, sig: sigs[i] });
      added++;
    });
  });
  return added;
}

function dropEntries(doc: Y.Doc, sheetId: string) {
  const { entries } = pairMaps(doc);
  const prefix = `${sheetId}/`;
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}

/**
 * Takes a sheet off the table (its owner left, or deleted it): its record says so (signed), and
 * its entries go. `fallback`: the record to mark when the document holds none yet (a take-back
 * made before the pair synced after a reload: the GM may still hold the sheet).
 */
export async function unshareSheet(doc: Y.Doc, table: string, signer: Signer, sheetId: string, fallback?: SharedSheet) {
  const { sheets } = pairMaps(doc);
  const current = sheets.get(sheetId);
  const written = isObject(current) && isObject(current.sheet) ? current.sheet : fallback;
  let left: { sheet: SharedSheet; order: Order; sig: string } | null = null;
  if (written) {
    const sheet = { ...written, owner: signer.device, left: true } as SharedSheet;
    const order = signer.clock.next();
    left = { sheet, order, sig: await signer.sign(signed.sheet(table, sheetId, sheet, order)) };
  }
  doc.transact(() => {
    if (left) sheets.set(sheetId, left);
    dropEntries(doc, sheetId);
  });
}

/**
 * A brought sheet's record: signed by its owner (`keyOf` gives the key this device trusts for a
 * device id) with its order, and valid (its origin as storage validates a creature).
 */
export async function readSharedSheet(
  doc: Y.Doc, table: string, sheetId: string, keyOf: (device: string) => string | undefined,
): Promise<ReadOrdered<SharedSheet>> {
  const raw = pairMaps(doc).sheets.get(sheetId);
  if (raw === undefined) return absent;
  if (!isObject(raw) || !isObject(raw.sheet)) return refused;
  const key = typeof raw.sheet.owner === 'string' ? keyOf(raw.sheet.owner) : undefined;
  const order = orderOf(raw.order);
  if (!key || order === null || !(await verifyValue(key, signed.sheet(table, sheetId, raw.sheet as unknown as SharedSheet, order), raw.sig))) return refused;
  const parsed = sharedSheetSchema.safeParse(raw.sheet);
  if (!parsed.success) return invalid;
  const origin = parsed.data.origin as unknown as Creature;
  if (creatureProblems(origin).length > 0) return invalid;
  const { left, ...rest } = parsed.data;
  return { ok: true, value: { ...rest, origin, ...(left ? { left } : {}) }, order: order ?? UNORDERED };
}

/** The record of a sheet as written (its signature: what an acknowledgement names), unchecked. */
export function writtenSheet(doc: Y.Doc, sheetId: string): { sheet: Record<string, unknown>; sig: string } | undefined {
  const raw = pairMaps(doc).sheets.get(sheetId);
  return isObject(raw) && isObject(raw.sheet) && typeof raw.sig === 'string' ? { sheet: raw.sheet, sig: raw.sig } : undefined;
}

export const sharedSheetIds = (doc: Y.Doc): string[] => [...pairMaps(doc).sheets.keys()].filter((id) => idText.safeParse(id).success);

/** What reading entries gave: the ones signed and valid, and how many were refused or did not read (never applied). */
export interface ReadEntries {
  valid: SheetEntry[];
  invalid: number;
  /** Keys of the entries refused: unsigned, or signed by a device not allowed to act on the sheet. */
  refused: string[];
}

/**
 * Reads entries by key (all of a sheet's when `keys` is absent). An entry must be signed by a
 * device `allowed` gives a key for (the sheet's owner or the GM), validate as a stored one does
 * and sit under its own id; what its action asks is the rules' to judge when it is folded (a
 * refused action is kept, marked, and changes nothing).
 */
export async function readEntries(
  doc: Y.Doc, table: string, sheetId: string, allowed: (device: string) => string | undefined, keys?: Iterable<string>,
): Promise<ReadEntries> {
  const { entries } = pairMaps(doc);
  const prefix = `${sheetId}/`;
  const wanted = [...(keys ?? [...entries.keys()].filter((key) => key.startsWith(prefix)))];
  const out: ReadEntries = { valid: [], invalid: 0, refused: [] };
  const checks = wanted.map(async (key) => {
    const raw = entries.get(key);
    if (raw === undefined) return;
    const key_ = isObject(raw) && typeof raw.by === 'string' ? allowed(raw.by) : undefined;
    if (!isObject(raw) || !key_ || !(await verifyValue(key_, signed.entry(table, sheetId, raw.entry as SheetEntry), raw.sig))) {
      out.refused.push(key);
      return;
    }
    const parsed = sheetEntrySchema.safeParse(raw.entry);
    if (parsed.success && key === entryKey(sheetId, parsed.data.id)) out.valid.push(parsed.data as unknown as SheetEntry);
    else out.invalid++;
  });
  await Promise.all(checks);
  return out;
}

// ---- The GM's acknowledgement of a sheet's record --------------------------------------

/**
 * What the GM's device did with the owner's record whose signature is `of`: holds a copy of
 * life `epoch` (`left: false`), or let it go (`left: true`). A record written on a phone whose
 * pair had not synced yet can lose the merge to the one the GM holds (Yjs keeps one value per
 * key, chosen by client id), so the phone re-asserts its change until this names it.
 */
export interface SheetAck {
  epoch: string;
  left: boolean;
  of: string;
}

const ackSchema = z.object({ epoch: idText, left: z.boolean(), of: sigText });

export async function writeAck(doc: Y.Doc, table: string, signer: Signer, sheetId: string, ack: SheetAck) {
  const sig = await signer.sign(signed.ack(table, sheetId, ack));
  pairMaps(doc).acks.set(sheetId, { ack, sig });
}

/** The GM's acknowledgement of a sheet: it must read, and be signed by the GM. */
export async function readAck(doc: Y.Doc, table: string, sheetId: string, gmKey: string | undefined): Promise<Read<SheetAck>> {
  const raw = pairMaps(doc).acks.get(sheetId);
  if (raw === undefined) return absent;
  if (!isObject(raw) || !gmKey) return refused;
  const parsed = ackSchema.safeParse(raw.ack);
  if (!parsed.success) return invalid;
  return (await verifyValue(gmKey, signed.ack(table, sheetId, parsed.data), raw.sig)) ? { ok: true, value: parsed.data } : refused;
}

/** The acknowledgement as written (to tell whether it must be written again), unchecked. */
export const writtenAck = (doc: Y.Doc, sheetId: string): unknown => {
  const raw = pairMaps(doc).acks.get(sheetId);
  return isObject(raw) ? raw.ack : undefined;
};
