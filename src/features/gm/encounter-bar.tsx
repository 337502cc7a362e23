import { ChevronDown } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../components/button';
import { monstersOf } from '../../store/monsters';
import { useAppStore } from '../../store/store';

const FIELD = 'min-h-11 rounded border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-950';

/** Room kept between the menu and the screen's edges. */
const MARGIN = 12;

/**
 * Keeps the open menu on screen (issue 34): under its button, moved left as far as needed to end
 * before the right edge (never past the left one), never wider than the screen less its margins.
 * Placed again when the screen turns or the menu's content or size changes.
 */
function usePlacement(open: boolean, content: unknown) {
  const menu = useRef<HTMLDetailsElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const details = menu.current;
      const box = panel.current;
      if (!details || !box) return;
      const width = document.documentElement.clientWidth;
      box.style.maxWidth = `${width - 2 * MARGIN}px`;
      box.style.left = '0px';
      const anchor = details.getBoundingClientRect().left;
      const left = Math.max(MARGIN, Math.min(anchor, width - MARGIN - box.getBoundingClientRect().width));
      box.style.left = `${left - anchor}px`;
    };
    place();
    // Its content can settle after it opens (a field's width, a font): placed again when its size changes.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    if (panel.current) observer?.observe(panel.current);
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [open, content]);
  return { menu, panel };
}

/**
 * Several encounters can be kept; one is active. Choosing, renaming, making and deleting them is
 * rare in a fight, so it is a menu under the active one's name, not a bar over the rows. It may
 * open over the turn bar, so a tap anywhere else, or Escape, closes it (Escape gives the focus
 * back to its button).
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
  const button = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const { menu, panel } = usePlacement(open, confirmDelete);
  const close = () => setOpen(false);
  useLayoutEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (event.target instanceof Node && !menu.current?.contains(event.target)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, menu]);

  return (
    <details ref={menu} open={open} className="relative" onToggle={(e) => {
      setOpen(e.currentTarget.open);
      if (!e.currentTarget.open) setConfirmDelete(false);
    }}>
      <summary ref={button} className="flex min-h-11 max-w-72 cursor-pointer list-none items-center gap-1 rounded-lg border border-slate-400 px-3 font-medium focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500 dark:border-slate-600 [&::-webkit-details-marker]:hidden">
        <span className="truncate">{t('encounter.menu', { name: activeName ?? '' })}</span>
        <ChevronDown aria-hidden focusable={false} className="size-4 shrink-0" />
      </summary>
      <div ref={panel} className="absolute left-0 z-30 mt-1 flex w-max max-w-[calc(100vw-1.5rem)] flex-wrap items-end gap-2 rounded-lg border border-slate-300 bg-white p-3 shadow-lg dark:border-slate-600 dark:bg-slate-900">
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
