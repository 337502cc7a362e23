import type { PersistStorage } from 'zustand/middleware';
import type { AppStore } from '../app-store';
import type { Settings, Sheet } from '../types';
import type { LibraryCreature } from '../../features/gm/library/library-types';
import type { DataIssue } from './data-issues';
import {
  decodeEntry, decodeJournal, encodeEntry, encodeJournal, guessName, journalKey, parseKey, PROBE_KEY, SETTINGS_KEY, ENCOUNTERS_KEY, CREATURES_KEY, sheetKey,
  type CreaturesDoc, type EncountersDoc, type ParsedKey,
} from './documents';
import { planJournal, replayJournal } from './journal';
import { shortId } from '../identity';
import { adoptEncounters, encountersOf, flushEncounters, type EncountersStored } from './encounters-entry';
import type { ChunkProblem } from './log-archive';
import { SCHEMA_VERSION } from './migrations';
import { claimQuickAdded, withClaims } from '../monsters';
import { applyRemoteSheet, removeSheetLocally } from './remote-sheet';
import { readSheet, removeSheetEntries, storedIsKnown, writeSheet } from './sheet-entries';
import { addNotice, createStatusStore, setProblem, type StatusStore } from './status';
import { isQuotaError, type StorageAdapter } from './storage-adapter';
import type { PersistedState } from './persisted-state';
import type { Persistence, StartOptions, SyncState } from './persistence-types';

/**
 * The storage layer behind zustand's persist middleware (store.ts).
 *
 * Why persist with a custom storage and not the default JSON blob: the default writes the
 * whole state under one key on every change, so two tabs editing different sheets would
 * overwrite each other, and one bad byte would make everything unreadable. Here persist
 * keeps its job (hydrate once, partialize, call setItem on every change) and this storage
 * fans the state out to one entry per sheet (its older log in write-once archive chunks,
 * log-archive.ts), one for settings and one for the GM's encounters, validates and migrates
 * each entry on its own (documents.ts), writes only what changed, in batches, compares
 * revisions from an entry's first bytes before writing, and never writes an entry it could
 * not read. persist's own `version`/`migrate` compare one number for the whole state; each
 * entry here has its own version, so migrations run per entry as it is read.
 */
export function createPersistence(status: StatusStore = createStatusStore()): Persistence {
  let sync: SyncState | null = null;
  let adapter: StorageAdapter | null = null;
  let options: StartOptions = { adapter: null };
  let settingsStored: { json: string; revision: number } | null = null;
  /** The GM's own creatures as this tab stored or read them last (compared by identity), and their revision. */
  let creaturesStored: { creatures: LibraryCreature[] | null; revision: number } = { creatures: null, revision: 0 };
  let encountersStored: EncountersStored = { encounters: null, activeEncounterId: null, revision: 0 };
  let timer: ReturnType<typeof setTimeout> | 'microtask' | null = null;
  let persistAsked = false;
  /**
   * The storage refused to be read at start (a SecurityError from keys() or getItem()). What
   * is stored is unknown then, so nothing is written over it or deleted: the tab works in
   * memory, says so, and offers export.
   */
  let readFailed = false;
  /** This tab's journal entry (its key is made at start), and whether it holds lines the sheets' entries lack. */
  let ownJournal = '';
  let journaled = false;
  /** Journals read at start: removed, if still as read, once the sheets they fed are written. */
  let replayed: { key: string; raw: string }[] = [];

  const markUnreadable = (key: string, raw: string, decoded: { reason: 'parse' | 'invalid'; issues: DataIssue[] }, name = guessName(raw)) => {
    const parsed = parseKey(key);
    sync?.blocked.add(key);
    status.setState((state) => ({
      unreadable: [...state.unreadable.filter((entry) => entry.key !== key), {
        key, kind: parsed?.kind ?? 'sheet', name, raw, reason: decoded.reason, issues: decoded.issues,
      }],
    }));
  };

  const markNewer = (key: string) => {
    sync?.blocked.add(key);
    setProblem(status, 'newer', true);
  };

  /** An archive chunk that did not read: kept and listed for recovery under its sheet's name. */
  const reportChunks = (problems: ChunkProblem[], sheetName: string) => {
    for (const problem of problems) {
      if (problem.kind === 'newer') markNewer(problem.key);
      else markUnreadable(problem.key, problem.raw, problem, sheetName);
    }
  };

  /** Takes a sheet another tab stored, with the chunks it lists. */
  const adoptSheet = (id: string, raw: string): 'adopted' | 'local-wins' | 'same' | 'pending' | 'not-ok' => {
    if (!sync || !adapter) return 'not-ok';
    const read = readSheet(sync, adapter, id, raw, false);
    if (read.status === 'pending') return 'pending';
    if (read.status === 'newer') { markNewer(sheetKey(id)); return 'not-ok'; }
    if (read.status === 'unreadable') { markUnreadable(sheetKey(id), raw, read); return 'not-ok'; }
    sync.archives.set(id, read.chunks);
    // What storage holds now; this tab's copy is compared with it by identity (journal.ts).
    sync.written.set(id, read.sheet);
    return applyRemoteSheet(sync, read.sheet);
  };

  /** Reads every entry; the sheets, settings and encounters that validate become the state. */
  const readAll = (): PersistedState | null => {
    if (!adapter || !sync) return null;
    const state: Partial<PersistedState> = {};
    const sheets: Record<string, Sheet> = {};
    const journals: { key: string; raw: string }[] = [];
    /** Sheets written before quick-added creatures were marked (schema v6): claimed below. */
    const older = new Set<string>();
    const reader = adapter;
    let keys: string[];
    try {
      keys = reader.keys().sort();
    } catch {
      return failRead();
    }
    for (const key of keys) {
      const parsed = parseKey(key);
      if (!parsed || parsed.kind === 'log') continue;
      let raw: string | null;
      try {
        raw = reader.getItem(key);
      } catch {
        return failRead();
      }
      if (raw === null) continue;
      if (parsed.kind === 'journal') {
        journals.push({ key, raw });
        continue;
      }
      try {
        readEntry(key, parsed, raw, state, sheets, older);
      } catch {
        // A chunk's read refused by the storage is the storage's failure, not the entry's.
        if (readFailed) return failRead();
        // Decoding never throws by design; should it, the entry is kept and shown, not dropped.
        markUnreadable(key, raw, { reason: 'invalid', issues: [{ path: '', code: 'other' }] });
      }
    }
    // Journals last: their lines join the sheets just read.
    for (const { key, raw } of journals) readJournal(key, raw, sheets);
    claimOlder(sheets, older, state.encounters);
    if (Object.keys(sheets).length === 0 && !state.settings && !state.encounters && !state.ownCreatures) return null;
    return { ...state, sheets } as PersistedState;
  };

  /**
   * v5 → v6 across documents (migrations.ts): the sheets read at an older version that were
   * quick-added (monsters.ts claimQuickAdded) become their encounter's. They are written again
   * anyway (read at an older version); a tab that reads them still old claims the same ones.
   */
  const claimOlder = (sheets: Record<string, Sheet>, older: ReadonlySet<string>, encounters: PersistedState['encounters']) => {
    if (older.size === 0 || !encounters) return;
    const claims = claimQuickAdded([...older].flatMap((id) => sheets[id] ?? []), encounters);
    for (const id of claims.keys()) sheets[id] = withClaims(sheets[id]!, claims);
  };

  /** Nothing more is read, and nothing will be written: see `readFailed`. */
  const failRead = (): null => {
    readFailed = true;
    setProblem(status, 'readFailed', true);
    return null;
  };

  /**
   * A journal left by a tab that closed before writing its sheets (or one still writing them):
   * its lines join the sheets, which are then written, and the journal is removed after that.
   */
  const readJournal = (key: string, raw: string, sheets: Record<string, Sheet>) => {
    if (!sync) return;
    const decoded = decodeJournal(raw);
    if (decoded.status === 'newer') return markNewer(key);
    if (decoded.status === 'unreadable') return markUnreadable(key, raw, decoded, null);
    for (const id of replayJournal(sheets, decoded.value.sheets)) sync.rewrite.add(id);
    // Lines for a sheet that did not read stay in the journal until that sheet is recovered.
    const blocked = sync.blocked;
    if (!decoded.value.sheets.some((part) => !sheets[part.id] && blocked.has(sheetKey(part.id)))) replayed.push({ key, raw });
  };

  const readEntry = (
    key: string, parsed: Exclude<ParsedKey, { kind: 'log' | 'journal' }>, raw: string, state: Partial<PersistedState>, sheets: Record<string, Sheet>, older: Set<string>,
  ) => {
    if (!adapter || !sync) return;
    if (parsed.kind === 'sheet') {
      const source = adapter;
      const reader: StorageAdapter = {
        ...source,
        getItem: (chunk) => {
          try {
            return source.getItem(chunk);
          } catch (error) {
            readFailed = true;
            throw error;
          }
        },
      };
      const read = readSheet(sync, reader, parsed.id, raw, true);
      if (read.status === 'newer') markNewer(key);
      else if (read.status === 'unreadable') markUnreadable(key, raw, read);
      else if (read.status === 'ok') {
        sheets[read.sheet.id] = read.sheet;
        sync.archives.set(read.sheet.id, read.chunks);
        reportChunks(read.problems, read.sheet.creature.name);
        if (read.missingEntries > 0) addNotice(status, { kind: 'log-missing', sheetName: read.sheet.creature.name, count: read.missingEntries });
        sync.known.set(read.sheet.id, read.revision);
        sync.written.set(read.sheet.id, read.sheet);
        if (read.rewrite) sync.rewrite.add(read.sheet.id);
        if (read.migratedFrom !== undefined && read.migratedFrom < 6) older.add(read.sheet.id);
      }
      return;
    }
    {
      const decoded = decodeEntry(parsed.kind, raw);
      if (decoded.status === 'newer') markNewer(key);
      else if (decoded.status === 'unreadable') markUnreadable(key, raw, decoded, null);
      else if (parsed.kind === 'settings') {
        state.settings = decoded.value as Settings;
        settingsStored = { json: decoded.migratedFrom ? '' : JSON.stringify(state.settings), revision: decoded.revision };
      } else if (parsed.kind === 'creatures') {
        state.ownCreatures = (decoded.value as CreaturesDoc).creatures;
        creaturesStored = { creatures: decoded.migratedFrom ? null : state.ownCreatures, revision: decoded.revision };
      } else {
        const doc = decoded.value as EncountersDoc;
        Object.assign(state, doc);
        encountersStored = { encounters: decoded.migratedFrom ? null : doc.encounters, activeEncounterId: doc.activeEncounterId, revision: decoded.revision };
      }
    }
  };

  const write = (key: string, value: string): boolean => {
    try {
      adapter?.setItem(key, value);
      return true;
    } catch (error) {
      setProblem(status, isQuotaError(error) ? 'quota' : 'unavailable', true);
      return false;
    }
  };

  const flushSheets = (sheets: Record<string, Sheet>): { ok: boolean; wroteSheet: boolean } => {
    if (!adapter || !sync) return { ok: false, wroteSheet: false };
    let wroteSheet = false;
    for (const listed of Object.values(sheets)) {
      sync.held.add(listed.id);
      sync.epochs.set(listed.id, listed.epoch);
      const key = sheetKey(listed.id);
      const base = sync.known.get(listed.id);
      if (sync.blocked.has(key) || (base === listed.revision && !sync.rewrite.has(listed.id))) continue;
      const raw = adapter.getItem(key);
      if (raw === null && base !== undefined) {
        // Stored once and gone now: another tab deleted it, and the deletion stands.
        removeSheetLocally(sync, listed.id);
        continue;
      }
      // Another tab may have written since this one last looked: its entries join this
      // tab's before anything is written. Usually the stored entry is the one this tab
      // wrote, which its first bytes tell.
      if (raw !== null && !storedIsKnown(raw, base)) {
        const outcome = adoptSheet(listed.id, raw);
        // 'pending' (the other tab is between writes): this copy is written all the same; the
        // other tab merges it when it hears of it, and writes the union.
        if (outcome !== 'local-wins' && outcome !== 'pending') continue;
      }
      const sheet = sync.store.getState().sheets[listed.id];
      if (!sheet) continue;
      if (!writeSheet(sync, adapter, sheet, write)) return { ok: false, wroteSheet };
      wroteSheet = true;
    }
    for (const id of [...sync.known.keys()]) {
      // Only a sheet that was in this tab's state and is gone from it was deleted here; the
      // deletion stands even if another tab acted on it meanwhile (that tab is told).
      if (sheets[id] || !sync.held.has(id)) continue;
      sync.known.delete(id);
      sync.rewrite.delete(id);
      if (!sync.blocked.has(sheetKey(id))) removeSheetEntries(sync, adapter, id);
    }
    return { ok: true, wroteSheet };
  };

  const flushSettings = (settings: Settings): boolean => {
    if (!adapter || !sync || sync.blocked.has(SETTINGS_KEY)) return true;
    const json = JSON.stringify(settings);
    if (settingsStored?.json === json) return true;
    const raw = adapter.getItem(SETTINGS_KEY);
    const stored = raw === null ? null : decodeEntry('settings', raw);
    if (stored?.status === 'newer') { markNewer(SETTINGS_KEY); return true; }
    if (stored?.status === 'unreadable' && raw !== null) { markUnreadable(SETTINGS_KEY, raw, stored, null); return true; }
    const revision = Math.max(settingsStored?.revision ?? 0, stored?.status === 'ok' ? stored.revision : 0) + 1;
    if (!write(SETTINGS_KEY, encodeEntry(revision, settings))) return false;
    settingsStored = { json, revision };
    return true;
  };

  /**
   * The GM's own creatures, written when they changed. Another tab's write since this tab last
   * looked is taken instead (the last writer wins, as for the settings): both tabs end the same.
   */
  const flushCreatures = (creatures: LibraryCreature[]): boolean => {
    if (!adapter || !sync || sync.blocked.has(CREATURES_KEY) || creatures === creaturesStored.creatures) return true;
    const raw = adapter.getItem(CREATURES_KEY);
    const stored = raw === null ? null : decodeEntry('creatures', raw);
    if (stored?.status === 'newer') { markNewer(CREATURES_KEY); return true; }
    if (stored?.status === 'unreadable' && raw !== null) { markUnreadable(CREATURES_KEY, raw, stored, null); return true; }
    const revision = Math.max(creaturesStored.revision, stored?.status === 'ok' ? stored.revision : 0) + 1;
    if (!write(CREATURES_KEY, encodeEntry(revision, { creatures }))) return false;
    creaturesStored = { creatures, revision };
    return true;
  };

  const flushGm = (): boolean => {
    if (!adapter || !sync) return true;
    const result = flushEncounters(sync, adapter, encountersStored, write);
    if (result.status === 'adopted') encountersStored = result.stored;
    else if (result.status === 'newer') markNewer(ENCOUNTERS_KEY);
    else if (result.status === 'unreadable' && result.decoded.status === 'unreadable') markUnreadable(ENCOUNTERS_KEY, result.raw, result.decoded, null);
    return result.status !== 'failed';
  };

  /** Writes every unsaved change now; false when something is still only in memory. */
  const flush = (): boolean => {
    if (timer !== null && timer !== 'microtask') clearTimeout(timer);
    timer = null;
    if (!sync || !adapter || readFailed) return false;
    const { sheets, settings, ownCreatures } = sync.store.getState();
    try {
      const result = flushSheets(sheets);
      if (result.ok) dropJournals();
      const allOk = result.ok && flushSettings(settings) && flushGm() && flushCreatures(ownCreatures);
      if (allOk) {
        setProblem(status, 'quota', false);
        setProblem(status, 'unavailable', false);
      }
      if (result.wroteSheet && !persistAsked && options.requestPersist) {
        persistAsked = true;
        void options.requestPersist().catch(() => false);
      }
      return allOk;
    } catch {
      // Reads failing mid-session: the storage went away (site data blocked or cleared).
      setProblem(status, 'unavailable', true);
      return false;
    }
  };

  /** Every sheet is written: the journals hold nothing the sheets' entries lack. */
  const dropJournals = () => {
    if (!adapter) return;
    if (journaled) adapter.removeItem(ownJournal);
    journaled = false;
    // Another tab may have written its own journal under a key read at start since: only the text read goes.
    for (const { key, raw } of replayed) if (adapter.getItem(key) === raw) adapter.removeItem(key);
    replayed = [];
  };

  /**
   * A change to many sheets at once (journal.ts): one journal entry now, before the paint, and
   * the sheets after it. False when the change is not one for the journal, or the journal
   * could not be written; then everything is written at once (and a refusal is reported).
   */
  const journalNow = (): boolean => {
    if (!options.afterPaint || !sync || !adapter || readFailed) return false;
    const planned = planJournal(sync, sync.store.getState().sheets);
    if (!planned) return false;
    try {
      adapter.setItem(ownJournal, encodeJournal(Date.now(), planned));
    } catch {
      return false;
    }
    journaled = true;
    timer = null;
    // Settings and the encounters are small and not journaled: written now, as usual.
    try {
      flushSettings(sync.store.getState().settings);
      flushGm();
      flushCreatures(sync.store.getState().ownCreatures);
    } catch {
      setProblem(status, 'unavailable', true);
    }
    options.afterPaint(() => {
      if (journaled) flush();
    });
    return true;
  };

  const schedule = () => {
    if (!sync || timer !== null) return;
    if (options.flushDelayMs !== undefined) {
      timer = setTimeout(flush, options.flushDelayMs);
      return;
    }
    timer = 'microtask';
    queueMicrotask(() => {
      if (timer === 'microtask' && !journalNow()) flush();
    });
  };

  /** Another tab wrote `key` (the `storage` event). */
  const onExternalChange = (key: string | null, newValue: string | null) => {
    const parsed = key ? parseKey(key) : null;
    // Archive chunks are read when the sheet entry that lists them arrives (written after them).
    // Journals are read at start only: the sheets they feed arrive as their own entries.
    if (!sync || !parsed || !key || parsed.kind === 'log' || parsed.kind === 'journal') return;
    if (newValue === null) {
      if (parsed.kind === 'sheet') {
        removeSheetLocally(sync, parsed.id);
        sync.archives.delete(parsed.id);
      }
      return;
    }
    if (parsed.kind === 'sheet') {
      // A write made before this tab deleted the sheet, heard of after: the deletion stands.
      const deletedHere = sync.held.has(parsed.id) && !sync.known.has(parsed.id) && !sync.store.getState().sheets[parsed.id];
      if (deletedHere && adapter?.getItem(key) === null) return;
      if (deletedHere && adapter) {
        // Written by a tab that had not yet heard of the deletion, landing after it: the same
        // life of the sheet, so the deletion stands and the entry goes again. (An import
        // brings a sheet back under a new epoch, and is taken.)
        const decoded = decodeEntry('sheet', newValue, parsed.id);
        if (decoded.status === 'ok' && decoded.value.epoch === sync.epochs.get(parsed.id)) {
          removeSheetEntries(sync, adapter, parsed.id);
          return;
        }
      }
      if (adoptSheet(parsed.id, newValue) === 'local-wins') schedule();
      return;
    }
    const decoded = decodeEntry(parsed.kind, newValue);
    if (decoded.status === 'newer') return markNewer(key);
    if (decoded.status === 'unreadable') return markUnreadable(key, newValue, decoded, null);
    if (parsed.kind === 'encounters') {
      encountersStored = adoptEncounters(sync, decoded.value as EncountersDoc, decoded.revision);
      return;
    }
    if (parsed.kind === 'creatures') {
      const { creatures } = decoded.value as CreaturesDoc;
      creaturesStored = { creatures, revision: decoded.revision };
      sync.store.setState((draft) => { draft.ownCreatures = creatures; });
      return;
    }
    const settings = decoded.value as Settings;
    settingsStored = { json: JSON.stringify(settings), revision: decoded.revision };
    sync.store.setState((draft) => { draft.settings = settings; });
  };

  /**
   * Whether the storage takes writes, asked once at start and only after everything was
   * read: a full storage must not hide the sheets it holds (they stay visible and exportable,
   * and the banner says that nothing new is saved).
   */
  const probeWrite = () => {
    if (!adapter || readFailed) return;
    try {
      adapter.setItem(PROBE_KEY, '1');
      adapter.removeItem(PROBE_KEY);
    } catch (error) {
      setProblem(status, isQuotaError(error) ? 'quota' : 'unavailable', true);
    }
  };

  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    onExternalChange(key, newValue);
  };
  const onHidden = () => {
    if (options.target?.document?.visibilityState !== 'visible') flush();
  };

  const storage: PersistStorage<PersistedState> = {
    getItem: () => {
      const state = readAll();
      return state ? { state, version: SCHEMA_VERSION } : null;
    },
    // persist calls this on every change: only note that there is something to write.
    setItem: () => schedule(),
    // Never wipe the user's data wholesale (persist's clearStorage); deletions go sheet by sheet.
    removeItem: () => undefined,
  };

  return {
    storage,
    status,
    flush,
    onExternalChange,
    async start(store: AppStore, startOptions: StartOptions) {
      options = startOptions;
      adapter = startOptions.adapter;
      readFailed = false;
      ownJournal = journalKey(shortId());
      journaled = false;
      replayed = [];
      sync = {
        store, status, known: new Map(), held: new Set(), epochs: new Map(), archives: new Map(), blocked: new Set(), rewrite: new Set(), written: new Map(),
      };
      encountersStored = { encounters: null, activeEncounterId: null, revision: 0 };
      creaturesStored = { creatures: null, revision: 0 };
      if (!adapter) setProblem(status, 'unavailable', true);
      try {
        await store.persist.rehydrate();
      } catch {
        // persist reports its own failures through onRehydrateStorage, not by throwing; this
        // is for anything else on the way.
        setProblem(status, 'unavailable', true);
      }
      // What the state holds now is what was read: only those sheets can be deleted here later.
      for (const sheet of Object.values(store.getState().sheets)) {
        sync.held.add(sheet.id);
        sync.epochs.set(sheet.id, sheet.epoch);
      }
      probeWrite();
      // Nothing stored, or stored as read: compared by identity from now on.
      if (encountersStored.encounters !== null || encountersStored.revision === 0) {
        encountersStored = { ...encountersOf(sync), revision: encountersStored.revision };
      }
      // The same for the own creatures: what was read (or nothing) is the store's array now.
      if (creaturesStored.creatures !== null || creaturesStored.revision === 0) {
        creaturesStored = { creatures: store.getState().ownCreatures, revision: creaturesStored.revision };
      }
      options.target?.addEventListener('storage', onStorage);
      options.target?.addEventListener('visibilitychange', onHidden);
      options.target?.addEventListener('pagehide', flush);
      status.setState({ ready: true });
      if (sync.rewrite.size > 0 || replayed.length > 0 || encountersStored.encounters === null || creaturesStored.creatures === null) schedule();
    },
    stop() {
      flush();
      options.target?.removeEventListener('storage', onStorage);
      options.target?.removeEventListener('visibilitychange', onHidden);
      options.target?.removeEventListener('pagehide', flush);
      sync = null;
      adapter = null;
      readFailed = false;
      settingsStored = null;
      persistAsked = false;
      status.setState(createStatusStore().getState(), true);
    },
    discardUnreadable() {
      for (const entry of status.getState().unreadable) {
        try { adapter?.removeItem(entry.key); } catch { /* nothing left to protect */ }
        sync?.blocked.delete(entry.key);
        const parsed = parseKey(entry.key);
        if (parsed?.kind === 'log' && sync) {
          // The chunk's place becomes a gap, and its sheet entry stops listing it.
          const chunks = [...(sync.archives.get(parsed.id) ?? [])];
          if (chunks[parsed.index]) chunks[parsed.index] = { tag: null, entries: [] };
          sync.archives.set(parsed.id, chunks);
          if (sync.known.has(parsed.id)) sync.rewrite.add(parsed.id);
        }
      }
      status.setState({ unreadable: [], recoveryDismissed: true });
      schedule();
    },
    isBlockedSheet: (id: string) => sync?.blocked.has(sheetKey(id)) ?? false,
  };
}
