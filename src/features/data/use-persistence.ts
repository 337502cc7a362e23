import { useStore } from 'zustand';
import { appPersistence, appStore } from '../../store/store';
import type { PersistenceStatus } from '../../store/persistence/status';
import { buildExport, buildFullExport, exportText } from '../../store/persistence/transfer';
import { downloadJson, fileDate, fileSlug } from './download';

export function usePersistenceStatus<T>(selector: (status: PersistenceStatus) => T): T {
  return useStore(appPersistence.status, selector);
}

/** "Export all": the sheets, and the GM's encounters (with their creatures) and own creatures. */
export function exportAllSheets(now = new Date()) {
  downloadJson(`databook-${fileDate(now)}.json`, exportText(buildFullExport(appStore.getState(), now)));
}

export function exportSheet(id: string, now = new Date()) {
  const sheet = appStore.getState().sheets[id];
  if (sheet) downloadJson(`databook-${fileSlug(sheet.creature.name)}-${fileDate(now)}.json`, exportText(buildExport([sheet], now)));
}

/** The unreadable entries exactly as stored (raw text), for the user to keep. */
export function downloadUnreadable(now = new Date()) {
  const entries = appPersistence.status.getState().unreadable.map(({ key, raw }) => ({ key, raw }));
  downloadJson(`databook-unreadable-${fileDate(now)}.json`, JSON.stringify({ format: 'databook-unreadable', savedAt: now.toISOString(), entries }, null, 2));
}
