import { useMemo } from 'react';
import { useAppStore } from '../../store/store';
import { publicView, type PublicView } from './public-view';
import { useTable } from './use-table';

export interface ShownView {
  /** The view to show; null while a table's view has not arrived, or with no encounter at all. */
  view: PublicView | null;
  /** At a shared table (the view comes from the table), or this device's own encounter. */
  source: 'table' | 'local';
}

/**
 * What the table view shows: at a shared table, the view the GM's device publishes; elsewhere
 * this device's own active encounter as a table would see it (a GM's second window on a TV),
 * with exact HP of the GM's creatures hidden, as it is at a table unless the GM shows it.
 */
export function usePublicView(): ShownView {
  const atTable = useTable((s) => s.record !== null);
  const tableView = useTable((s) => s.view);
  const encounters = useAppStore((s) => s.encounters);
  const activeEncounterId = useAppStore((s) => s.activeEncounterId);
  const sheets = useAppStore((s) => s.sheets);
  const local = useMemo(
    () => (atTable ? null : publicView({ encounters, activeEncounterId, sheets }, false)),
    [atTable, encounters, activeEncounterId, sheets],
  );
  // An encounter with no creatures is none to show; one whose creatures are all hidden (the dead,
  // by the GM) still is: its round and an empty order.
  const creatures = activeEncounterId ? encounters[activeEncounterId]?.combatants.length ?? 0 : 0;
  if (atTable) return { view: tableView, source: 'table' };
  return { view: local && creatures > 0 ? local : null, source: 'local' };
}
