import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { useAppStore } from '../../store/store';
import { listedSheets } from '../../store/monsters';
import { selectActive } from './gm-select';
import { sameItems, useStableSelector } from './stable-select';

/** Existing sheets join the encounter as themselves: the players' view shows the same sheet. */
export function AddSheetsForm() {
  const { t } = useTranslation('gm');
  const candidates = useAppStore(useStableSelector((s) => {
    const inEncounter = new Set(selectActive(s)?.combatants.map((c) => c.sheetId));
    return listedSheets(s).filter((sheet) => !inEncounter.has(sheet.id)).map((sheet) => sheet.id);
  }, sameItems));
  // None at all on this device: there is nothing "already in"; say how to make one.
  const anySheet = useAppStore((s) => listedSheets(s).length > 0);
  const names = useAppStore(useStableSelector((s) => candidates.map((id) => s.sheets[id]?.creature.name ?? ''), sameItems));
  const addCombatants = useAppStore((s) => s.addCombatants);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const picked = candidates.filter((id) => chosen.has(id));

  return (
    <div className="flex flex-col gap-2">
      <h3 className="sr-only">{t('addSheets.title')}</h3>
      {candidates.length === 0 && !anySheet ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('setup.noSheets')} <Link to="/" className="inline-flex min-h-11 items-center font-medium text-indigo-700 underline dark:text-indigo-300">{t('setup.toSheetList')}</Link>
        </p>
      ) : candidates.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('addSheets.none')}</p>
      ) : (
        <ul className="flex max-h-64 flex-col overflow-y-auto">
          {candidates.map((id, i) => (
            <li key={id}>
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" className="size-5" checked={chosen.has(id)}
                  onChange={() => setChosen((prev) => { const next = new Set(prev); if (next.has(id)) next.delete(id); else next.add(id); return next; })} />
                {names[i]}
              </label>
            </li>
          ))}
        </ul>
      )}
      {candidates.length > 0 && (
        // Never "Add 0 sheets": until one is ticked, the button says what to do.
        <Button disabled={picked.length === 0} onClick={() => { addCombatants(picked); setChosen(new Set()); }}>
          {picked.length === 0 ? t('addSheets.choose') : t('addSheets.submit', { count: picked.length })}
        </Button>
      )}
    </div>
  );
}
