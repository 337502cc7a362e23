import { Search } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../store/store';
import { CREATURE_TYPES, type CreatureType, type LibraryCreature } from './library-types';
import { loadSrdCreatures } from './load-srd';
import { CR_ORDER, searchCreatures } from './search';

/** Results shown at once: a tablet column holds them without scrolling; the filters narrow the rest. */
export const MAX_RESULTS = 8;

const FIELD = 'min-h-11 rounded border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-950';

type Srd = { language: string } & ({ state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; creatures: readonly LibraryCreature[] });

/**
 * Quick-add's search over the SRD 5.2.1 creatures and the GM's own (issue 28): a combobox whose
 * results are large rows (name, type, CR, AC, HP), with type and CR filters. The SRD's data is
 * fetched the first time the GM focuses the search, never with the page (load-srd.ts); the
 * GM's own creatures are searched at once. Arrows move through the results, Enter picks,
 * Escape closes them.
 */
export function CreatureSearch({ onPick }: { onPick: (creature: LibraryCreature) => void }) {
  const { t, i18n } = useTranslation('gm');
  const language = i18n.language;
  const own = useAppStore((s) => s.ownCreatures);
  const [loaded, setSrd] = useState<Srd>({ language, state: 'idle' });
  // The creatures are named in the app's language: a switch loads them again in the new one.
  const srd: Srd = loaded.language === language ? loaded : { language, state: 'idle' };
  const [query, setQuery] = useState('');
  const [type, setType] = useState<CreatureType | ''>('');
  const [cr, setCr] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const statusId = useId();

  const load = () => {
    if (srd.state === 'loading' || srd.state === 'ready') return;
    setSrd({ language, state: 'loading' });
    loadSrdCreatures(language).then((creatures) => setSrd({ language, state: 'ready', creatures }), () => setSrd({ language, state: 'failed' }));
  };
  // The GM's own first: on equal rank, what the GM made is the likelier pick.
  const ready = srd.state === 'ready' ? srd.creatures : null;
  const all = useMemo(() => [...own, ...(ready ?? [])], [own, ready]);
  const searching = query.trim() !== '' || type !== '' || cr !== '';
  const found = useMemo(
    () => (searching ? searchCreatures(all, query, { type: type || null, cr: cr || null }) : []),
    [all, query, type, cr, searching],
  );
  const shown = found.slice(0, MAX_RESULTS);
  const expanded = open && searching && shown.length > 0;
  // A new search starts at its first result; one that shrank keeps the highlight on a result.
  const current = Math.min(active, Math.max(0, shown.length - 1));

  const pick = (creature: LibraryCreature) => {
    onPick(creature);
    setOpen(false);
    setQuery('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      // Closed, the first arrow only shows the results again, the first one highlighted.
      if (!expanded) setActive(0);
      else if (shown.length > 0) setActive((current + (event.key === 'ArrowDown' ? 1 : shown.length - 1)) % shown.length);
    } else if (event.key === 'Enter') {
      // Enter picks the highlighted result; it never submits quick-add from the search.
      event.preventDefault();
      const creature = expanded ? shown[current] : undefined;
      if (creature) pick(creature);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const status = srd.state === 'loading' ? t('library.loading')
    : !searching ? ''
      : found.length === 0 ? t('library.noResults')
        : found.length > MAX_RESULTS ? t('library.someResults', { shown: MAX_RESULTS, total: found.length })
          : t('library.results', { count: found.length });
  return (
    <div className="flex flex-col gap-2" role="search" aria-label={t('library.search')}>
      <label className="flex flex-col text-sm">{t('library.search')}
        <span className="relative flex items-center">
          <Search aria-hidden focusable={false} className="pointer-events-none absolute left-2 size-4 text-slate-500" />
          <input
            type="search" role="combobox" autoComplete="off" spellCheck={false}
            className={`${FIELD} w-full pl-8`} placeholder={t('library.placeholder')}
            aria-expanded={expanded} aria-controls={listId} aria-autocomplete="list" aria-describedby={statusId}
            aria-activedescendant={expanded ? optionId(current) : undefined}
            value={query}
            onFocus={() => { load(); setOpen(true); }}
            onChange={(event) => { setQuery(event.target.value); setActive(0); setOpen(true); load(); }}
            onKeyDown={onKey}
          />
        </span>
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col text-sm">{t('library.type')}
          <select className={FIELD} value={type} onFocus={load}
            onChange={(event) => { setType(event.target.value as CreatureType | ''); setActive(0); setOpen(true); load(); }}>
            <option value="">{t('library.anyType')}</option>
            {CREATURE_TYPES.map((each) => <option key={each} value={each}>{t(`library.types.${each}`)}</option>)}
          </select>
        </label>
        <label className="flex flex-col text-sm">{t('library.cr')}
          <select className={FIELD} value={cr} onFocus={load} onChange={(event) => { setCr(event.target.value); setActive(0); setOpen(true); load(); }}>
            <option value="">{t('library.anyCr')}</option>
            {CR_ORDER.map((each) => <option key={each} value={each}>{each}</option>)}
          </select>
        </label>
      </div>
      <p id={statusId} aria-live="polite" className="text-sm text-slate-600 empty:hidden dark:text-slate-400">{status}</p>
      {srd.state === 'failed' && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('library.loadFailed')}
          <button type="button" className="min-h-11 rounded border border-slate-400 px-3 dark:border-slate-600" onClick={load}>{t('library.retry')}</button>
        </p>
      )}
      <ul id={listId} role="listbox" aria-label={t('library.resultsLabel')} className="flex flex-col gap-1 empty:hidden">
        {expanded && shown.map((creature, index) => (
          <ResultRow key={creature.id} creature={creature} id={optionId(index)} active={index === current}
            onPick={() => pick(creature)} onHover={() => setActive(index)} />
        ))}
      </ul>
    </div>
  );
}

/** One result, one big target: its name (and "Mine" for the GM's own), then type, CR, AC and HP. */
function ResultRow({ creature, id, active, onPick, onHover }: {
  creature: LibraryCreature; id: string; active: boolean; onPick: () => void; onHover: () => void;
}) {
  const { t } = useTranslation('gm');
  const facts = [
    creature.type ? t(`library.types.${creature.type}`) : null,
    creature.cr !== null ? t('library.crShort', { cr: creature.cr }) : null,
    creature.armorClass !== null ? t('library.acShort', { ac: creature.armorClass }) : null,
    t('library.hpShort', { count: creature.hp }),
  ].filter((fact): fact is string => fact !== null);
  return (
    // The input keeps the focus (aria-activedescendant); a tap picks without blurring it first.
    <li id={id} role="option" aria-selected={active} data-testid="library-result"
      onMouseDown={(event) => event.preventDefault()} onClick={onPick} onMouseMove={onHover}
      className={`flex min-h-12 cursor-pointer flex-col justify-center rounded border px-2 py-1 ${active
        ? 'border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950' : 'border-slate-300 dark:border-slate-600'}`}>
      <span className="flex items-center gap-2 font-semibold">
        <span className="min-w-0 truncate">{creature.name}</span>
        {creature.source === 'own' && (
          <span className="shrink-0 rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">{t('library.mine')}</span>
        )}
      </span>
      <span className="text-sm text-slate-700 dark:text-slate-300">{facts.join(' · ')}</span>
    </li>
  );
}
