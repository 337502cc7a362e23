import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../store/store';
import type { LibraryCreature } from './library-types';

/**
 * The GM's own creatures, folded under the search: each can be deleted, and Undo right there
 * puts the last one back where it was (DESIGN.md 3).
 */
export function OwnCreatures() {
  const { t } = useTranslation('gm');
  const own = useAppStore((s) => s.ownCreatures);
  const deleteOwn = useAppStore((s) => s.deleteOwnCreature);
  const restoreOwn = useAppStore((s) => s.restoreOwnCreature);
  const [deleted, setDeleted] = useState<{ creature: LibraryCreature; index: number } | null>(null);
  if (own.length === 0 && !deleted) return null;
  return (
    <details className="rounded border border-slate-300 p-2 dark:border-slate-600">
      <summary className="min-h-11 cursor-pointer content-center">{t('library.own', { count: own.length })}</summary>
      <ul className="flex flex-col gap-1" aria-label={t('library.ownLabel')}>
        {own.map((creature) => (
          <li key={creature.id} className="flex min-h-11 items-center gap-2">
            <span className="min-w-0 flex-1 truncate">{creature.name}</span>
            <button type="button" className="flex min-h-11 min-w-11 items-center justify-center rounded border border-slate-300 dark:border-slate-600"
              aria-label={t('library.delete', { name: creature.name })} title={t('library.delete', { name: creature.name })}
              onClick={() => setDeleted(deleteOwn(creature.id))}>
              <Trash2 aria-hidden focusable={false} className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm empty:hidden">
        {deleted && (
          <>
            {t('library.deleted', { name: deleted.creature.name })}
            <button type="button" className="min-h-11 rounded border border-slate-400 px-3 font-medium dark:border-slate-600"
              onClick={() => { restoreOwn(deleted.creature, deleted.index); setDeleted(null); }}>{t('library.undo')}</button>
          </>
        )}
      </p>
    </details>
  );
}
