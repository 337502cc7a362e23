import type { PersistStorage } from 'zustand/middleware';
import type { AppStore } from '../store';
import type { Settings, Sheet } from '../types';
import type { DataIssue } from './data-issues';
import { decodeEntry, encodeEntry, guessName, parseKey, SETTINGS_KEY, sheetKey } from './documents';
import { SCHEMA_VERSION } from './migrations';
import { applyRemoteSheet, removeSheetLocally } from './remote-sheet';
import { createStatusStore, setProblem, type StatusStore } from './status';
import { isQuotaError, type StorageAdapter } from './storage-adapter';

/** What zustand's persist middleware hands over (partialize): the undo history and the GM's encounters stay in memory. */
export interface PersistedState {
  sheets: Record<string, Sheet>;
  settings: Settings;
}

export interface StartOptions {
  adapter: StorageAdapter | null;
  /** Where `storage`, `visibilitychange` and `pagehide` come from; absent in unit tests. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { document?: Pick<Document, 'visibilityState'> };
  /** navigator.storage.persist(); asked once, the first time a sheet is saved. */
  requestPersist?: () => Promise<boolean>;
  /** Writes are batched: one flush at most this long after the first unsaved change. */
  flushDelayMs?: number;
}

/** `known` value of an entry read at an older schema version: written back at the current one. */
const NEEDS_REWRITE = -1;

/** Shared between this file and remote-sheet.ts: what this tab believes each entry holds. */
export interface SyncState {
  store: AppStore;
  status: StatusStore;
  /** Sheet id → the revision stored (as far as this tab knows). */
  known: Map<string, number>;
  /** Keys this tab must never write: unreadable, or written by a newer build. */
  blocked: Set<string>;
}

export interface Persistence {
  /** For zustand's persist middleware (store.ts). */
  storage: PersistStorage<PersistedState>;
  status: StatusStore;
  /** Reads the stored data into the store, then keeps the two in step. */
  start(store: AppStore, options: StartOptions): Promise<void>;
  /** Writes every unsaved change now. */
  flush(): void;
  /** Another tab wrote `key` (what the `storage` event reports). */
  onExternalChange(key: string | null, newValue: string | null): void;
  stop(): void;
  /** Deletes the unreadable entries the user chose to give up (after downloading them). */
  discardUnreadable(): void;
  /** A sheet id whose entry is kept for recovery (or is a newer build's): not to be reused. */
  isBlockedSheet(id: string): boolean;
}

/**
 * The storage layer behind zustand's persist middleware (store.ts).
 *
 * Why persist with a custom storage and not the default JSON blob: the default writes the
 * whole state under one key on every change, so two tabs editing different sheets would
 * overwrite each other, and one bad byte would make everything unreadable. Here persist
 * keeps its job (hydrate once, partialize, call setItem on every change) and this storage
 * fans the state out to one entry per sheet, validates and migrates each entry on its own
 * (documents.ts), writes only what changed, in batches, and never writes an entry it could
 * not read. persist's own `version`/`migrate` compare one number for the whole state; each
 * entry here has its own version, so migrations run per entry as it is read.
 */
export function createPersistence(): Persistence {
  const status = createStatusStore();
  let sync: SyncState | null = null;
  let adapter: StorageAdapter | null = null;
  let options: StartOptions = { adapter: null };
  let settingsStored: { json: string; revision: number } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let persistAsked = false;

  const markUnreadable = (key: string, raw: string, decoded: { reason: 'parse' | 'invalid'; issues: DataIssue[] }) => {
    const parsed = parseKey(key);
    sync?.blocked.add(key);
    status.setState((state) => ({
      unreadable: [...state.unreadable.filter((entry) => entry.key !== key), {
        key, kind: parsed?.kind ?? 'sheet', name: guessName(raw), raw, reason: decoded.reason, issues: decoded.issues,
      }],
    }));
  };

  const markNewer = (key: string) => {
    sync?.blocked.add(key);
    setProblem(status, 'newer', true);
  };

  /** Reads every entry; the sheets and settings that validate become the state. */
  const readAll = (): PersistedState | null => {
    if (!adapter || !sync) return null;
    const sheets: Record<string, Sheet> = {};
    let settings: Settings | undefined;
    for (const key of adapter.keys().sort()) {
      const parsed = parseKey(key);
      const raw = parsed && adapter.getItem(key);
      if (!parsed || raw == null) continue;
      const decoded = decodeEntry(parsed.kind, raw, parsed.kind === 'sheet' ? parsed.id : undefined);
      if (decoded.status === 'newer') markNewer(key);
      else if (decoded.status === 'unreadable') markUnreadable(key, raw, decoded);
      else if (parsed.kind === 'sheet') {
        const sheet = decoded.value as Sheet;
        sheets[sheet.id] = sheet;
        // An entry read from an older version is written back at the current one.
        sync.known.set(sheet.id, decoded.migratedFrom ? NEEDS_REWRITE : decoded.revision);
      } else {
        settings = decoded.value as Settings;
        settingsStored = { json: decoded.migratedFrom ? '' : JSON.stringify(settings), revision: decoded.revision };
      }
    }
    if (Object.keys(sheets).length === 0 && !settings) return null;
    return settings ? { sheets, settings } : ({ sheets } as PersistedState);
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

  const flushSheets = (state: PersistedState): { ok: boolean; wroteSheet: boolean } => {
    if (!adapter || !sync) return { ok: false, wroteSheet: false };
    let wroteSheet = false;
    for (const sheet of Object.values(state.sheets)) {
      const key = sheetKey(sheet.id);
      const base = sync.known.get(sheet.id);
      if (sync.blocked.has(key) || base === sheet.revision) continue;
      // Another tab may have written since this one last looked: the later revision wins.
      const raw = adapter.getItem(key);
      if (raw !== null) {
        const stored = decodeEntry('sheet', raw, sheet.id);
        if (stored.status === 'newer') { markNewer(key); continue; }
        if (stored.status === 'unreadable') { markUnreadable(key, raw, stored); continue; }
        if (base !== NEEDS_REWRITE && stored.revision !== base && stored.revision >= sheet.revision) {
          applyRemoteSheet(sync, stored.value as Sheet);
          continue;
        }
      }
      if (!write(key, encodeEntry(sheet.revision, sheet))) return { ok: false, wroteSheet };
      sync.known.set(sheet.id, sheet.revision);
      wroteSheet = true;
    }
    for (const [id, base] of [...sync.known]) {
      if (state.sheets[id]) continue;
      const key = sheetKey(id);
      const raw = adapter.getItem(key);
      const stored = raw === null ? null : decodeEntry('sheet', raw, id);
      if (stored?.status === 'ok' && stored.revision !== base && base !== NEEDS_REWRITE) {
        // Deleted here but changed meanwhile in another tab: that later change wins.
        applyRemoteSheet(sync, stored.value as Sheet);
        continue;
      }
      sync.known.delete(id);
      if (stored?.status === 'newer') markNewer(key);
      else if (stored?.status !== 'unreadable') adapter.removeItem(key);
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
    if (stored?.status === 'unreadable' && raw !== null) { markUnreadable(SETTINGS_KEY, raw, stored); return true; }
    const revision = Math.max(settingsStored?.revision ?? 0, stored?.status === 'ok' ? stored.revision : 0) + 1;
    if (!write(SETTINGS_KEY, encodeEntry(revision, settings))) return false;
    settingsStored = { json, revision };
    return true;
  };

  /** Writes every unsaved change now. */
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!sync || !adapter) return;
    const { sheets, settings } = sync.store.getState();
    try {
      const result = flushSheets({ sheets, settings });
      const settingsOk = result.ok && flushSettings(settings);
      if (settingsOk) {
        setProblem(status, 'quota', false);
        setProblem(status, 'unavailable', false);
      }
      if (result.wroteSheet && !persistAsked && options.requestPersist) {
        persistAsked = true;
        void options.requestPersist().catch(() => false);
      }
    } catch {
      // Reads failing mid-session: the storage went away (site data blocked or cleared).
      setProblem(status, 'unavailable', true);
    }
  };

  const schedule = () => {
    if (!sync || timer) return;
    timer = setTimeout(flush, options.flushDelayMs ?? 250);
  };

  /** Another tab wrote `key` (the `storage` event). */
  const onExternalChange = (key: string | null, newValue: string | null) => {
    const parsed = key ? parseKey(key) : null;
    if (!sync || !parsed || !key) return;
    if (newValue === null) {
      if (parsed.kind === 'sheet') removeSheetLocally(sync, parsed.id);
      return;
    }
    const decoded = decodeEntry(parsed.kind, newValue, parsed.kind === 'sheet' ? parsed.id : undefined);
    if (decoded.status === 'newer') return markNewer(key);
    if (decoded.status === 'unreadable') return markUnreadable(key, newValue, decoded);
    if (parsed.kind === 'sheet') {
      if (applyRemoteSheet(sync, decoded.value as Sheet) === 'local-wins') schedule();
      return;
    }
    const settings = decoded.value as Settings;
    settingsStored = { json: JSON.stringify(settings), revision: decoded.revision };
    sync.store.setState((draft) => { draft.settings = settings; });
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
      sync = { store, status, known: new Map(), blocked: new Set() };
      if (!adapter) setProblem(status, 'unavailable', true);
      try {
        await store.persist.rehydrate();
      } catch {
        setProblem(status, 'unavailable', true);
      }
      options.target?.addEventListener('storage', onStorage);
      options.target?.addEventListener('visibilitychange', onHidden);
      options.target?.addEventListener('pagehide', flush);
      status.setState({ ready: true });
      if ([...sync.known.values()].includes(NEEDS_REWRITE)) schedule();
    },
    stop() {
      flush();
      options.target?.removeEventListener('storage', onStorage);
      options.target?.removeEventListener('visibilitychange', onHidden);
      options.target?.removeEventListener('pagehide', flush);
      sync = null;
      adapter = null;
      settingsStored = null;
      persistAsked = false;
      status.setState(createStatusStore().getState(), true);
    },
    discardUnreadable() {
      for (const entry of status.getState().unreadable) {
        try { adapter?.removeItem(entry.key); } catch { /* nothing left to protect */ }
        sync?.blocked.delete(entry.key);
      }
      status.setState({ unreadable: [], recoveryDismissed: true });
      schedule();
    },
    isBlockedSheet: (id: string) => sync?.blocked.has(sheetKey(id)) ?? false,
  };
}
