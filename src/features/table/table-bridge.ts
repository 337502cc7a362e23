import type * as Y from 'yjs';
import { compareEntries, linesOf, refold } from '../../store/entries/fold';
import type { AppStore } from '../../store/store';
import type { Sheet, SheetEntry, TableCopy } from '../../store/types';
import { canonical } from './table-crypto';
import {
  pairMaps, pushEntries, readAck, readEntries, readSharedSheet, shareSheet, sharedSheetIds, sheetOfKey, unshareSheet, writeAck, writtenAck, writtenSheet,
  type SharedSheet, type SheetAck, type Signer,
} from './table-doc';
import { judge, type Order } from './table-order';
import type { TableRecord } from './table-record';

// Keeps one device's store and one pair's Yjs document in step, both ways: a player's phone and
// the GM's tablet share the player's brought sheets there, and nobody else holds that document
// (table-doc.ts). The store stays the truth on the device (it persists, and works with no
// network); the document is rebuilt from the store whenever the table opens. Everything this
// device writes is signed, and everything it reads must be signed by whom may write it: a
// sheet's record by its owner, an entry by the owner or the GM; a sheet's record only by the
// device that first brought that sheet id to the table, and only newer than the last one read
// (table-order.ts). Pure of any network: the
// provider that carries the document is the session's (table-session.ts).

export interface BridgeEvents {
  /** Entries or sheet records that did not read: never applied. */
  invalid?: (count: number) => void;
  /** Entries or sheet records not signed by a device allowed to make them: never applied. */
  refused?: (count: number) => void;
  /** Another device acted on a sheet here: the newest of its entries. */
  remote?: (sheet: Sheet, entry: SheetEntry) => void;
  /** A sheet this device brought was deleted here: it left the table. */
  unshared?: (sheetId: string) => void;
  /**
   * Player: what the GM's device has acknowledged of this device's records as they stand now:
   * the brought sheets it holds, and the sheets taken back (`leaving`) it let go.
   */
  acknowledged?: (acks: { held: string[]; left: string[] }) => void;
}

export interface Bridge {
  /** Resolves once what is under way (signing, checking) is done. */
  idle: () => Promise<void>;
  /** Looks again at every sheet of this pair (after the record changed: a sheet brought). */
  refresh: () => void;
  /**
   * Player: takes these sheets off the table (a signed "left"). The record's `leaving` keeps
   * such a change until the GM's device acknowledges it: it is written again whenever the
   * document's record for it stops saying so.
   */
  takeBack: (ids: readonly string[]) => Promise<void>;
  stop: () => void;
}

export interface BridgeOptions {
  /** The pair's document. */
  doc: Y.Doc;
  store: AppStore;
  /** This device's table record, as it is now (the sheets it brought, its name there). */
  record: () => TableRecord;
  /** This device, and how it signs. */
  signer: Signer;
  /** The other device of the pair (the GM's, on a player's phone; a player's, on the GM's). */
  peer: string;
  /** The public signing keys this device trusts, by device id. */
  keyOf: (device: string) => string | undefined;
  /** The table's id: marks copies of other devices' sheets, and names the table in every signature. */
  tableId: string;
  /** GM: which device each sheet id at the table belongs to (the first that brought it), for the table's life, across pairs. */
  owners?: SheetOwners;
  events?: BridgeEvents;
}

export interface SheetOwners {
  of: (sheetId: string) => string | undefined;
  claim: (sheetId: string, device: string) => void;
}

/** Sheet owners kept in memory (tests; the session keeps them in the table record). */
export function ownersInMemory(): SheetOwners {
  const owners = new Map<string, string>();
  return { of: (id) => owners.get(id), claim: (id, device) => void owners.set(id, device) };
}

export function connectStore({ doc, store, record, signer, peer, keyOf, tableId, owners = ownersInMemory(), events = {} }: BridgeOptions): Bridge {
  const me = signer.device;
  const gm = record().role === 'gm';
  let stopped = false;
  const dirty = new Map<string, Set<string> | 'all'>();
  /** What was refused already (key and signature): counted once. */
  const seenRefused = new Set<string>();
  /** Sheet ids whose records changed since the last look (GM). */
  let sheetsChanged = true;
  /** GM: the order of the newest record read under each sheet id. */
  const sheetOrders = new Map<string, Order>();
  let pushAll = true;

  /** The sheets of this pair this device writes entries for: a player's brought ones, or the GM's copies of this player's. */
  const mine = (sheet: Sheet | undefined): sheet is Sheet => {
    if (!sheet) return false;
    return gm ? sheet.table?.id === tableId && sheet.table.owner === peer : !sheet.table && record().sheets.includes(sheet.id);
  };
  /** Who may sign an entry on one of this pair's sheets: the owner and the GM, the pair's two devices. */
  const allowed = (device: string) => (device === me || device === peer ? keyOf(device) : undefined);

  // Every step (signing what goes out, checking what comes in) runs in one queue, in order.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (task: () => Promise<void>) => {
    queue = queue.then(() => (stopped ? undefined : task())).catch((error: unknown) => {
      if (!stopped) console.warn('[table]', error);
    });
    return queue;
  };

  const { entries, sheets, acks } = pairMaps(doc);
  const copy = (shared: SharedSheet): TableCopy => ({ id: tableId, owner: shared.owner, ownerName: shared.ownerName });

  const countRefused = (keys: Iterable<string>, raw: (key: string) => unknown) => {
    let fresh = 0;
    for (const key of keys) {
      const value = raw(key);
      const mark = `${key}\u0000${typeof value === 'object' && value && 'sig' in value ? String(value.sig) : ''}`;
      if (seenRefused.has(mark)) continue;
      seenRefused.add(mark);
      fresh++;
    }
    if (fresh > 0) events.refused?.(fresh);
  };

  /** What the document says, into the store: new sheets (GM), new entries, sheets taken back. */
  const apply = async () => {
    let invalid = 0;
    if (gm && sheetsChanged) {
      sheetsChanged = false;
      invalid += await adoptSheets();
    }
    const work = [...dirty];
    dirty.clear();
    for (const [sheetId, keys] of work) {
      const local = store.getState().sheets[sheetId];
      if (!mine(local)) {
        // Entries on a sheet that is not this pair's (the GM's own creature, another player's
        // sheet): nobody here may act on it. (A player's phone hears only the GM here.)
        if (gm && local) {
          const prefix = `${sheetId}/`;
          countRefused(keys === 'all' ? [...entries.keys()].filter((key) => key.startsWith(prefix)) : keys, (key) => entries.get(key));
        }
        continue;
      }
      const read = await readEntries(doc, tableId, sheetId, allowed, keys === 'all' ? undefined : keys);
      if (stopped) return;
      invalid += read.invalid;
      countRefused(read.refused, (key) => entries.get(key));
      if (store.getState().mergeEntries(sheetId, read.valid) > 0) noteRemote(sheetId, read.valid);
    }
    if (invalid > 0) events.invalid?.(invalid);
  };

  /** GM: copies of the sheets this player brought, joining the active encounter; those taken back go. */
  const adoptSheets = async (): Promise<number> => {
    let invalid = 0;
    const adopted: string[] = [];
    const gone: string[] = [];
    /** What this device acknowledges: the owner's records it read and acted on (held or let go). */
    const acked: [string, SheetAck][] = [];
    for (const id of sharedSheetIds(doc)) {
      const raw = sheets.get(id);
      const sig = writtenSheet(doc, id)?.sig;
      // Only the pair's player brings, replaces or takes back a sheet here.
      const read = await readSharedSheet(doc, tableId, id, (device) => (device === peer ? keyOf(device) : undefined));
      if (stopped) return 0;
      if (!read.ok) {
        if (read.why === 'refused') countRefused([`sheet:${id}`], () => raw);
        if (read.why === 'invalid') invalid++;
        continue;
      }
      const owner = owners.of(id);
      if (owner !== undefined && owner !== peer) {
        // A sheet id another device brought first (perhaps taken back since): it stays that device's.
        countRefused([`sheet:${id}`], () => raw);
        continue;
      }
      const verdict = judge(read.order, sheetOrders.get(id));
      if (verdict === 'replayed') countRefused([`sheet:${id}`], () => raw);
      if (verdict === 'replayed' || verdict === 'stale') continue;
      sheetOrders.set(id, read.order);
      const shared = read.value;
      const local = store.getState().sheets[id];
      if (local && (!local.table || local.table.id !== tableId || local.table.owner !== peer)) {
        // A record under the id of the GM's own sheet, or of another player's: a replacement, refused.
        countRefused([`sheet:${id}`], () => raw);
        continue;
      }
      // The first device to bring this sheet id: it is that device's for the table's life.
      if (owner === undefined) owners.claim(id, peer);
      // A newer record arrived while this one was checked: that one is acknowledged on its turn.
      const ack = (left: boolean) => {
        if (sig && writtenSheet(doc, id)?.sig === sig) acked.push([id, { epoch: shared.epoch, left, of: sig }]);
      };
      if (shared.left) {
        // Its owner took it back: the copy goes (a copy not yet in the document stays until it hears).
        if (local) gone.push(id);
        ack(true);
        continue;
      }
      if (!local || local.epoch !== shared.epoch) {
        const found = await readEntries(doc, tableId, id, allowed);
        if (stopped) return 0;
        invalid += found.invalid;
        countRefused(found.refused, (key) => entries.get(key));
        // Another player's sheet may have arrived meanwhile under this id.
        const now = store.getState().sheets[id];
        if (now && (!now.table || now.table.owner !== peer)) continue;
        if ((owners.of(id) ?? peer) !== peer) continue;
        store.getState().adoptTableSheet(foldCopy(id, shared, found.valid, copy(shared)));
        dirty.delete(id);
        adopted.push(id);
      } else if (local.table?.ownerName !== shared.ownerName) {
        store.getState().adoptTableSheet({ ...local, table: copy(shared) });
      }
      ack(false);
    }
    const state = store.getState();
    const active = state.activeEncounterId ? state.encounters[state.activeEncounterId] : undefined;
    const joining = adopted.filter((id) => !active?.combatants.some((c) => c.sheetId === id));
    if (joining.length > 0) state.addCombatants(joining);
    if (gone.length > 0) {
      store.getState().forgetSheets(gone);
      for (const id of gone) store.getState().deleteSheet(id);
    }
    for (const [id, ack] of acked) {
      if (canonical(writtenAck(doc, id)) === canonical(ack)) continue;
      await writeAck(doc, tableId, signer, id, ack);
      if (stopped) return 0;
    }
    return invalid;
  };

  // ---- Player: a take-back re-asserted until the GM's device acknowledges it ----
  const leaving = () => record().leaving ?? [];
  /** This device's record of its own sheet, as shareSheet writes it. */
  const ownRecord = (sheet: Sheet | undefined): SharedSheet | undefined => (sheet && !sheet.table
    ? { owner: me, ownerName: record().name, epoch: sheet.epoch, origin: sheet.origin, followLanguage: sheet.followLanguage }
    : undefined);
  /**
   * Writes this device's "left" for a sheet unless the document's record already says so. A
   * record written before the pair synced (just after a reload) can lose the merge to the one
   * the GM's device holds; written again after that one arrived, it follows it and wins.
   */
  const leave = async (id: string, sheet = store.getState().sheets[id]) => {
    const written = writtenSheet(doc, id)?.sheet;
    if (written?.left === true && written.owner === me) return;
    await unshareSheet(doc, tableId, signer, id, ownRecord(sheet));
  };
  let reassert = true;
  const reassertLeaving = async () => {
    reassert = false;
    for (const id of leaving()) {
      await leave(id);
      if (stopped) return;
    }
  };

  /** What the acknowledgements said last time (the records' and the acks' signatures): read again only when that changes. */
  let acknowledged = '';
  const readAcknowledgements = async () => {
    const ids = [...record().sheets, ...leaving()];
    const mark = canonical(ids.map((id) => [id, writtenSheet(doc, id)?.sig ?? null, (acks.get(id) as { sig?: unknown } | undefined)?.sig ?? null]));
    if (mark === acknowledged) return;
    acknowledged = mark;
    const held: string[] = [];
    const left: string[] = [];
    for (const id of ids) {
      const written = writtenSheet(doc, id);
      if (written?.sheet.owner !== me) continue;
      const ack = await readAck(doc, tableId, id, keyOf(peer));
      if (stopped) return;
      // The GM's device read this very record (a newer one of this device's is not acknowledged yet).
      if (!ack.ok || ack.value.of !== written.sig || writtenSheet(doc, id)?.sig !== written.sig) continue;
      const isLeft = written.sheet.left === true;
      if (isLeft && ack.value.left && leaving().includes(id)) left.push(id);
      if (!isLeft && !ack.value.left && record().sheets.includes(id)) held.push(id);
    }
    events.acknowledged?.({ held, left });
  };

  /** A death save made on a phone answers the GM screen's prompt for that turn. */
  const noteRemote = (sheetId: string, entries: SheetEntry[]) => {
    const theirs = entries.filter((entry) => entry.device !== me).sort(compareEntries);
    const last = theirs.at(-1);
    const state = store.getState();
    const sheet = state.sheets[sheetId];
    if (!last || !sheet) return;
    events.remote?.(sheet, last);
    const encounter = state.activeEncounterId ? state.encounters[state.activeEncounterId] : undefined;
    const saved = theirs.some((entry) => entry.change.kind === 'act' && entry.change.action.type === 'deathSave');
    if (encounter?.pendingDeathSave === sheetId && saved) state.clearDeathSavePrompt();
  };

  /** This device's side, out to the document: its sheets' records (player) and every entry the document lacks, signed. */
  let pushing: Set<string> | 'all' = new Set();
  const push = async () => {
    const which = pushing;
    pushing = new Set();
    const { sheets } = store.getState();
    const ids = which === 'all' ? Object.keys(sheets) : [...which];
    for (const id of ids) {
      const sheet = store.getState().sheets[id];
      if (!mine(sheet)) continue;
      if (gm) await pushEntries(doc, tableId, signer, sheet);
      else await shareSheet(doc, tableId, signer, sheet, record().name);
      if (stopped) return;
    }
  };

  let scheduled = false;
  const schedule = () => {
    if (scheduled || stopped) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      void enqueue(async () => {
        if (pushAll) {
          pushAll = false;
          pushing = 'all';
        }
        if (pushing === 'all' || pushing.size > 0) await push();
        if (!gm && reassert) await reassertLeaving();
        if (sheetsChanged || dirty.size > 0) await apply();
        if (!gm) await readAcknowledgements();
      });
    });
  };

  const onEntries = (event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
    if (transaction.local) return;
    for (const key of event.keysChanged) {
      const sheetId = sheetOfKey(key);
      const keys = dirty.get(sheetId);
      if (keys === 'all') continue;
      if (keys) keys.add(key);
      else dirty.set(sheetId, new Set([key]));
    }
    schedule();
  };
  const onSheets = (event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
    if (transaction.local) return;
    sheetsChanged = true;
    // A player whose record the other side overwrote (or whose "left" lost a merge) writes its own again.
    if (!gm) {
      for (const id of event.keysChanged) {
        if (record().sheets.includes(id) && pushing !== 'all') pushing.add(id);
        if (leaving().includes(id)) reassert = true;
      }
    }
    schedule();
  };
  const onAcks = (_event: Y.YMapEvent<unknown>, transaction: Y.Transaction) => {
    if (transaction.local) return;
    // The GM writes these alone: another device's (or another tab's) are checked against the records again.
    if (gm) sheetsChanged = true;
    schedule();
  };
  entries.observe(onEntries);
  sheets.observe(onSheets);
  acks.observe(onAcks);

  const unsubscribe = store.subscribe((state, prev) => {
    if (stopped || state.sheets === prev.sheets) return;
    if (!gm) {
      for (const id of record().sheets) {
        if (!state.sheets[id] && prev.sheets[id]) {
          // Deleted here: it leaves the table.
          const sheet = prev.sheets[id];
          void enqueue(() => leave(id, sheet));
          events.unshared?.(id);
        }
      }
    }
    for (const sheet of Object.values(state.sheets)) {
      if (sheet !== prev.sheets[sheet.id] && mine(sheet) && pushing !== 'all') pushing.add(sheet.id);
    }
    schedule();
  });

  for (const id of sharedSheetIds(doc)) dirty.set(id, 'all');
  for (const key of entries.keys()) dirty.set(sheetOfKey(key), 'all');
  schedule();

  let unobserved = false;
  return {
    idle: async () => {
      // Twice: a step may schedule another.
      for (let i = 0; i < 3; i++) {
        await new Promise<void>((resolve) => queueMicrotask(resolve));
        await queue;
      }
    },
    refresh: () => {
      pushAll = true;
      reassert = true;
      schedule();
    },
    takeBack: (ids) => enqueue(async () => {
      for (const id of ids) await leave(id);
    }),
    stop: () => {
      stopped = true;
      unsubscribe();
      // Each listener goes once, however often the table is stopped.
      if (unobserved) return;
      unobserved = true;
      entries.unobserve(onEntries);
      sheets.unobserve(onSheets);
      acks.unobserve(onAcks);
    },
  };
}

/** Takes this device's copies of other devices' sheets at `tableId` out of the store (the table ended here). */
export function dropCopies(store: AppStore, tableId: string) {
  const ids = Object.values(store.getState().sheets).filter((sheet) => sheet.table?.id === tableId).map((sheet) => sheet.id);
  if (ids.length === 0) return;
  store.getState().forgetSheets(ids);
  for (const id of ids) store.getState().deleteSheet(id);
}

/** A copy of another device's sheet: its origin, and its entries folded in the one order. */
function foldCopy(id: string, shared: SharedSheet, entries: SheetEntry[], table: TableCopy): Sheet {
  const folded = refold(shared.origin, linesOf(entries), 0);
  const now = Date.now();
  return {
    id, creature: folded.creature, origin: shared.origin, epoch: shared.epoch, followLanguage: shared.followLanguage, notes: '',
    log: folded.log, table, revision: 1, createdAt: now, updatedAt: now,
  };
}
