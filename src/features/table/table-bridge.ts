import type * as Y from 'yjs';
import { compareEntries, linesOf, refold } from '../../store/entries/fold';
import type { AppStore } from '../../store/store';
import type { Sheet, SheetEntry, TableCopy } from '../../store/types';
import { publicView } from './public-view';
import {
  isClosed, publishView, pushEntries, readEntries, readSharedSheet, readView, shareSheet, sharedSheetIds, sheetOfKey,
  tableMaps, unshareSheet, type SharedSheet,
} from './table-doc';
import type { TableRecord } from './table-record';

// Keeps one device's store and a table's Yjs document in step, both ways. The store stays
// the truth on the device (it persists, and works with no network); the document is what
// the table shares, rebuilt from the store whenever the table opens. Pure of any network:
// the provider that carries the document between devices is the session's (table-session.ts).

export interface BridgeEvents {
  /** Entries or sheet records from the table that did not validate: never applied. */
  invalid?: (count: number) => void;
  /** The GM closed the table. */
  closed?: () => void;
  /** Another device acted on a sheet here: the newest of its entries. */
  remote?: (sheet: Sheet, entry: SheetEntry) => void;
  /** A sheet this device brought was deleted here: it left the table. */
  unshared?: (sheetId: string) => void;
}

export interface Bridge {
  record: () => TableRecord;
  setRecord: (record: TableRecord) => void;
  /** Writes the GM's view now (after a change of "show numbers"). */
  publish: () => void;
  /** Takes this device's copies of other devices' sheets out of the store (the table ended here). */
  dropCopies: () => void;
  stop: () => void;
}

export interface BridgeOptions {
  doc: Y.Doc;
  store: AppStore;
  record: TableRecord;
  /** This device's id. */
  device: string;
  /** The table's id (its room): marks copies of other devices' sheets. */
  tableId: string;
  events?: BridgeEvents;
}

export function connectStore({ doc, store, device, tableId, events = {}, ...options }: BridgeOptions): Bridge {
  let record = options.record;
  let stopped = false;
  const dirty = new Map<string, Set<string> | 'all'>();

  // The document starts from what this device holds: its own brought sheets, and (the GM)
  // the copies it kept of the others'. Peers send what it missed.
  doc.transact(() => {
    const { sheets } = store.getState();
    for (const id of record.sheets) {
      const sheet = sheets[id];
      if (sheet) shareSheet(doc, sheet, device, record.name);
    }
    if (record.role === 'gm') {
      for (const sheet of Object.values(sheets)) if (sheet.table?.id === tableId) pushEntries(doc, sheet);
    }
  });

  const copy = (shared: SharedSheet): TableCopy => ({ id: tableId, owner: shared.owner, ownerName: shared.ownerName });

  /** What the document says, into the store: new sheets and entries, sheets that left, the table's end. */
  const apply = () => {
    if (stopped) return;
    if (isClosed(doc)) {
      events.closed?.();
      return;
    }
    let invalid = 0;
    if (record.role === 'gm') invalid += adoptSheets();
    for (const [sheetId, keys] of dirty) {
      const local = store.getState().sheets[sheetId];
      const mine = record.sheets.includes(sheetId);
      if (!local || (!mine && local.table?.id !== tableId)) continue;
      const read = readEntries(doc, sheetId, keys === 'all' ? undefined : keys);
      invalid += read.invalid;
      if (store.getState().mergeEntries(sheetId, read.valid) > 0) noteRemote(sheetId, read.valid);
    }
    dirty.clear();
    if (invalid > 0) events.invalid?.(invalid);
  };

  /** GM: copies of the sheets players brought, joining the active encounter; those taken away go. */
  const adoptSheets = (): number => {
    let invalid = 0;
    const adopted: string[] = [];
    const gone: string[] = [];
    for (const id of sharedSheetIds(doc)) {
      const shared = readSharedSheet(doc, id);
      if (!shared) {
        invalid++;
        continue;
      }
      const local = store.getState().sheets[id];
      if (shared.owner === device || (local && !local.table)) continue;
      if (shared.left) {
        // Its owner took it back: the copy goes (a copy not yet in the document stays until it hears).
        if (local) gone.push(id);
        continue;
      }
      if (!local || local.epoch !== shared.epoch) {
        const read = readEntries(doc, id);
        invalid += read.invalid;
        store.getState().adoptTableSheet(foldCopy(id, shared, read.valid, copy(shared)));
        dirty.delete(id);
        adopted.push(id);
      } else if (local.table?.ownerName !== shared.ownerName) {
        store.getState().adoptTableSheet({ ...local, table: copy(shared) });
      }
    }
    const state = store.getState();
    const active = state.activeEncounterId ? state.encounters[state.activeEncounterId] : undefined;
    const joining = adopted.filter((id) => !active?.combatants.some((c) => c.sheetId === id));
    if (joining.length > 0) state.addCombatants(joining);
    if (gone.length > 0) drop(gone);
    return invalid;
  };

  /** A death save made on a phone answers the GM screen's prompt for that turn. */
  const noteRemote = (sheetId: string, entries: SheetEntry[]) => {
    const theirs = entries.filter((entry) => entry.device !== device).sort(compareEntries);
    const last = theirs.at(-1);
    const state = store.getState();
    const sheet = state.sheets[sheetId];
    if (!last || !sheet) return;
    events.remote?.(sheet, last);
    const encounter = state.activeEncounterId ? state.encounters[state.activeEncounterId] : undefined;
    const saved = theirs.some((entry) => entry.change.kind === 'act' && entry.change.action.type === 'deathSave');
    if (encounter?.pendingDeathSave === sheetId && saved) state.clearDeathSavePrompt();
  };

  const drop = (ids: string[]) => {
    store.getState().forgetSheets(ids);
    for (const id of ids) store.getState().deleteSheet(id);
  };

  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      apply();
    });
  };
  const { entries, sheets, meta } = tableMaps(doc);
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
  const onOther = (_event: unknown, transaction: Y.Transaction) => {
    if (!transaction.local) schedule();
  };
  entries.observe(onEntries);
  sheets.observe(onOther);
  meta.observe(onOther);

  // This device's changes go to the table: the entries of the sheets it shares, and (the GM) the view.
  let viewTimer: ReturnType<typeof setTimeout> | null = null;
  const publish = () => {
    if (viewTimer) clearTimeout(viewTimer);
    viewTimer = null;
    if (stopped || record.role !== 'gm') return;
    const next = publicView(store.getState(), record.showNumbers);
    if (JSON.stringify(next) !== JSON.stringify(readView(doc))) publishView(doc, next);
  };
  const unsubscribe = store.subscribe((state, prev) => {
    if (stopped) return;
    if (state.sheets !== prev.sheets) {
      doc.transact(() => {
        for (const id of record.sheets) {
          const sheet = state.sheets[id];
          if (sheet && sheet !== prev.sheets[id]) shareSheet(doc, sheet, device, record.name);
          if (!sheet && prev.sheets[id]) {
            unshareSheet(doc, id);
            events.unshared?.(id);
          }
        }
        if (record.role === 'gm') {
          for (const sheet of Object.values(state.sheets)) if (sheet.table?.id === tableId && sheet !== prev.sheets[sheet.id]) pushEntries(doc, sheet);
        }
      });
    }
    const viewChanged = state.sheets !== prev.sheets || state.encounters !== prev.encounters || state.activeEncounterId !== prev.activeEncounterId;
    if (record.role === 'gm' && viewChanged) viewTimer ??= setTimeout(publish, 50);
  });

  for (const id of sharedSheetIds(doc)) dirty.set(id, 'all');
  publish();
  apply();

  return {
    record: () => record,
    setRecord: (next) => {
      record = next;
    },
    publish,
    dropCopies: () => drop(Object.values(store.getState().sheets).filter((sheet) => sheet.table?.id === tableId).map((sheet) => sheet.id)),
    stop: () => {
      stopped = true;
      unsubscribe();
      if (viewTimer) clearTimeout(viewTimer);
      entries.unobserve(onEntries);
      sheets.unobserve(onOther);
      meta.unobserve(onOther);
    },
  };
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
