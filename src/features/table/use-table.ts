import { useStore } from 'zustand';
import { tableSession, type TableSessionState } from './table-session';

/** The open table's state, for components of the table chunk. */
export const useTable = <T,>(selector: (state: TableSessionState) => T): T => useStore(tableSession, selector);
