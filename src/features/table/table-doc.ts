import * as Y from 'yjs';
import { z } from 'zod/mini';
import { CONDITIONS, creatureProblems, STATUSES, type Creature } from '../../rules';
import { creatureSchema } from '../../store/persistence/creature-schema';
import { sheetEntrySchema } from '../../store/persistence/sheet-schema';
import type { Sheet, SheetEntry } from '../../store/types';
import type { PublicView } from './public-view';
import type { TableRole } from './table-record';

// One Yjs document per table. What it holds is what the table shares, as plain JSON values:
//
//   meta     closed: true once the GM ended the table
//   members  device id → { name, role }
//   sheets   sheet id → { owner, ownerName, epoch, origin, followLanguage, left? }   (one per brought sheet)
//   entries  "<sheet id>/<entry id>" → SheetEntry                              (made once, never changed)
//   view     "now" → PublicView                                               (written by the GM)
//
// Entries are keyed one by one in a single flat map, so that two devices adding entries to
// one sheet at the same moment never compete for a nested map: Yjs keeps both keys. Every
// device folds a sheet's entries in the one order (src/store/entries/fold.ts), whatever
// order they arrived in. Everything read from here is validated as an imported file is:
// another device may run another build, or be hostile.

export interface Member {
  name: string;
  role: TableRole;
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

export const tableMaps = (doc: Y.Doc) => ({
  meta: doc.getMap<unknown>('meta'),
  members: doc.getMap<unknown>('members'),
  sheets: doc.getMap<unknown>('sheets'),
  entries: doc.getMap<unknown>('entries'),
  view: doc.getMap<unknown>('view'),
});

const entryKey = (sheetId: string, entryId: string) => `${sheetId}/${entryId}`;
export const sheetOfKey = (key: string) => key.slice(0, key.indexOf('/'));

const idText = z.string().check(z.regex(/^[\w-]{1,100}$/));
const nameText = z.string().check(z.minLength(1), z.maxLength(60));

const memberSchema = z.object({ name: nameText, role: z.enum(['gm', 'player', 'viewer']) });
const sharedSheetSchema = z.object({
  owner: idText, ownerName: nameText, epoch: idText, origin: creatureSchema, followLanguage: z.boolean(), left: z.optional(z.literal(true)),
});
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
    hp: z.optional(z.object({ current: z.number(), max: z.number(), temp: z.number() })),
    deathSaves: z.optional(z.object({ successes: z.number(), failures: z.number() })),
  })).check(z.maxLength(1000)),
});

// ---- Members and the table's end --------------------------------------------------------

export function setMember(doc: Y.Doc, device: string, member: Member) {
  tableMaps(doc).members.set(device, member);
}

export function removeMember(doc: Y.Doc, device: string) {
  tableMaps(doc).members.delete(device);
}

/** The members whose record reads; a bad one is left out. */
export function readMembers(doc: Y.Doc): Map<string, Member> {
  const out = new Map<string, Member>();
  for (const [device, raw] of tableMaps(doc).members) {
    const parsed = memberSchema.safeParse(raw);
    if (parsed.success) out.set(device, parsed.data);
  }
  return out;
}

export const closeTableDoc = (doc: Y.Doc) => tableMaps(doc).meta.set('closed', true);
export const isClosed = (doc: Y.Doc) => tableMaps(doc).meta.get('closed') === true;

// ---- Sheets and their entries ----------------------------------------------------------

/**
 * Brings a sheet to the table, or brings its new entries: its record once per life, then
 * each entry the document does not hold yet. Returns how many entries were added.
 */
export function shareSheet(doc: Y.Doc, sheet: Sheet, owner: string, ownerName: string): number {
  const { sheets } = tableMaps(doc);
  let added = 0;
  doc.transact(() => {
    const current = sheets.get(sheet.id) as Partial<SharedSheet> | undefined;
    if (!current || current.left || current.epoch !== sheet.epoch || current.ownerName !== ownerName) {
      // Another life (an import replaced the sheet): its old entries fold from another origin.
      if (current && current.epoch !== sheet.epoch) dropEntries(doc, sheet.id);
      sheets.set(sheet.id, { owner, ownerName, epoch: sheet.epoch, origin: sheet.origin, followLanguage: sheet.followLanguage } satisfies SharedSheet);
    }
    added = pushEntries(doc, sheet);
  });
  return added;
}

/** Adds the sheet's entries the document lacks (made here, or merged from another tab). */
export function pushEntries(doc: Y.Doc, sheet: Pick<Sheet, 'id' | 'log'>): number {
  const { entries } = tableMaps(doc);
  let added = 0;
  doc.transact(() => {
    for (const line of sheet.log) {
      if (!line.entry) continue;
      const key = entryKey(sheet.id, line.entry.id);
      if (entries.has(key)) continue;
      entries.set(key, line.entry);
      added++;
    }
  });
  return added;
}

function dropEntries(doc: Y.Doc, sheetId: string) {
  const { entries } = tableMaps(doc);
  const prefix = `${sheetId}/`;
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}

/** Takes a sheet off the table (its owner left, or deleted it): its record says so, and its entries go. */
export function unshareSheet(doc: Y.Doc, sheetId: string) {
  const { sheets } = tableMaps(doc);
  const current = sheets.get(sheetId);
  doc.transact(() => {
    if (current && typeof current === 'object') sheets.set(sheetId, { ...current, left: true });
    dropEntries(doc, sheetId);
  });
}

/** A brought sheet's record, validated (its origin as storage validates a creature); null if it does not read. */
export function readSharedSheet(doc: Y.Doc, sheetId: string): SharedSheet | null {
  const parsed = sharedSheetSchema.safeParse(tableMaps(doc).sheets.get(sheetId));
  if (!parsed.success) return null;
  const origin = parsed.data.origin as unknown as Creature;
  if (creatureProblems(origin).length > 0) return null;
  const { left, ...rest } = parsed.data;
  return { ...rest, origin, ...(left ? { left } : {}) };
}

export const sharedSheetIds = (doc: Y.Doc): string[] => [...tableMaps(doc).sheets.keys()].filter((id) => idText.safeParse(id).success);

/** What reading entries gave: the ones that validate, and how many did not (never applied). */
export interface ReadEntries {
  valid: SheetEntry[];
  invalid: number;
}

/**
 * Reads entries by key (all of a sheet's when `keys` is absent). An entry must validate as a
 * stored one does and sit under its own id; what its action asks is the rules' to judge when
 * it is folded (a refused entry is kept, marked, and changes nothing).
 */
export function readEntries(doc: Y.Doc, sheetId: string, keys?: Iterable<string>): ReadEntries {
  const { entries } = tableMaps(doc);
  const prefix = `${sheetId}/`;
  const wanted = keys ?? [...entries.keys()].filter((key) => key.startsWith(prefix));
  const out: ReadEntries = { valid: [], invalid: 0 };
  for (const key of wanted) {
    const raw = entries.get(key);
    if (raw === undefined) continue;
    const parsed = sheetEntrySchema.safeParse(raw);
    if (parsed.success && key === entryKey(sheetId, parsed.data.id)) out.valid.push(parsed.data as unknown as SheetEntry);
    else out.invalid++;
  }
  return out;
}

// ---- The public view -------------------------------------------------------------------

export function publishView(doc: Y.Doc, view: PublicView | null) {
  const { view: map } = tableMaps(doc);
  if (view) map.set('now', view);
  else map.delete('now');
}

export function readView(doc: Y.Doc): PublicView | null {
  const parsed = viewSchema.safeParse(tableMaps(doc).view.get('now'));
  return parsed.success ? (parsed.data as PublicView) : null;
}
