import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../components/button';
import { monstersOf } from '../../store/monsters';
import { useAppStore } from '../../store/store';

const FIELD = 'min-h-11 rounded border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-950';

/**
 * Several encounters can be kept; one is active. Choosing, renaming, making and deleting them is
 * rare in a fight, so it is a menu under the active one's name, not a bar over the rows.
 */
export function EncounterBar() {
  const { t } = useTranslation('gm');
  // Names change rarely; the bar is small, so re-rendering it with the encounter is cheap.
  const encounters = useAppStore((s) => s.encounters);
  const activeId = useAppStore((s) => s.activeEncounterId);
  const activeName = useAppStore((s) => (s.activeEncounterId ? s.encounters[s.activeEncounterId]?.name : undefined));
  const { createEncounter, setActiveEncounter, renameEncounter, deleteEncounter } = useAppStore(
    useShallow((s) => ({ createEncounter: s.createEncounter, setActiveEncounter: s.setActiveEncounter, renameEncounter: s.renameEncounter, deleteEncounter: s.deleteEncounter })),
  );
  // Its own creatures (quick-added) go with it: the confirmation says how many.
  const creatures = useAppStore((s) => (s.activeEncounterId ? monstersOf(s, s.activeEncounterId).length : 0));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const pairs = Object.values(encounters).map((e) => [e.id, e.name] as const);
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => { if (menu.current) menu.current.open = false; };

  return (
    <details ref={menu} className="relative" onToggle={(e) => { if (!e.currentTarget.open) setConfirmDelete(false); }}>
      <summary className="flex min-h-11 max-w-72 cursor-pointer list-none items-center gap-1 rounded-lg border border-slate-400 px-3 font-medium focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500 dark:border-slate-600 [&::-webkit-details-marker]:hidden">
        <span className="truncate">{t('encounter.menu', { name: activeName ?? '' })}</span>
        <ChevronDown aria-hidden focusable={false} className="size-4 shrink-0" />
      </summary>
      <div className="absolute left-0 z-30 mt-1 flex w-max max-w-[calc(100vw-1.5rem)] flex-wrap items-end gap-2 rounded-lg border border-slate-300 bg-white p-3 shadow-lg dark:border-slate-600 dark:bg-slate-900">
      {pairs.length > 0 && activeId && (
        <>
          <label className="flex flex-col text-sm">
            {t('encounter.active')}
            <select className={FIELD} value={activeId} onChange={(e) => { setActiveEncounter(e.target.value); setConfirmDelete(false); close(); }}>
              {pairs.map(([id, name]) => <option key={id} value={id}>{name}</option>)}
            </select>
          </label>
          <label className="flex flex-col text-sm">
            {t('encounter.name')}
            <input key={activeId} className={FIELD} defaultValue={activeName} onBlur={(e) => renameEncounter(activeId, e.target.value)} />
          </label>
        </>
      )}
      <Button onClick={() => { createEncounter(t('encounter.defaultName', { n: pairs.length + 1 })); close(); }}>{t('encounter.new')}</Button>
      {activeId && (confirmDelete ? (
        <>
          <Button tone="danger" onClick={() => { deleteEncounter(activeId); setConfirmDelete(false); close(); }}>{creatures > 0 ? t('encounter.confirmDeleteCreatures', { count: creatures }) : t('encounter.confirmDelete')}</Button>
          <Button onClick={() => setConfirmDelete(false)}>{t('encounter.cancel')}</Button>
        </>
      ) : (
        <Button tone="ghost" onClick={() => setConfirmDelete(true)}>{t('encounter.delete')}</Button>
      ))}
      </div>
    </details>
  );
}
