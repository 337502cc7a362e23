import { Play } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ConditionIcon, StateIcon, type StateIconId } from '../../components/state-icon';
import type { PublicRow, PublicState } from './public-view';

// One creature in the table view, on a phone's page or a television: its name, its state three
// ways at once (a word, an icon, a colour: WCAG 1.4.1), exact HP with a bar only where the view
// holds it (the players' sheets, or every creature when the GM shows numbers), its conditions as
// icons with their names, and "now" on the creature whose turn it is.

/** The icon of a state in words; the creature's own status refines "down", "dead" and "out". */
export function stateIconOf(row: Pick<PublicRow, 'state' | 'status'>): StateIconId {
  switch (row.state) {
    case 'down':
      return row.status === 'stable' ? 'stable' : 'dying';
    case 'dead':
      return row.status === 'dissolved' ? 'dissolved' : 'dead';
    case 'out':
      return row.status === 'dispersed' ? 'dispersed' : 'recuo';
    default:
      return row.state;
  }
}

// The page follows the system's theme; the television is always dark (a lit room and a dark one
// alike, read from across it). Every pair passes WCAG AA on its row's background.
const TONE: Record<'page' | 'tv', Record<PublicState, string>> = {
  page: {
    unhurt: 'text-emerald-800 dark:text-emerald-300',
    hurt: 'text-amber-800 dark:text-amber-300',
    bloodied: 'text-red-800 dark:text-red-300',
    down: 'text-red-900 dark:text-red-200',
    dead: 'text-slate-600 dark:text-slate-400',
    out: 'text-slate-600 dark:text-slate-400',
  },
  tv: {
    unhurt: 'text-emerald-300',
    hurt: 'text-yellow-200',
    bloodied: 'text-orange-300',
    down: 'text-red-300',
    dead: 'text-slate-300',
    out: 'text-sky-300',
  },
};

const ROW = {
  page: {
    base: 'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border p-2',
    current: 'border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950',
    other: 'border-slate-300 dark:border-slate-700',
    name: 'min-w-0 flex-1 basis-40 break-words text-lg font-semibold',
    marker: 'inline-flex items-center gap-1 rounded-full bg-indigo-700 px-2 text-sm font-bold text-white dark:bg-indigo-300 dark:text-slate-950',
    vital: 'inline-flex items-center gap-1.5 font-medium',
    hp: 'flex min-w-28 flex-col gap-0.5 font-mono',
    track: 'h-2 bg-slate-200 dark:bg-slate-700',
    extras: 'flex basis-full flex-wrap gap-x-3 gap-y-1 text-sm',
    chip: 'inline-flex items-center gap-1',
    player: 'text-sm text-slate-600 dark:text-slate-300',
  },
  tv: {
    // One line a creature at a television's width (1536 px and up), wrapping on anything smaller.
    base: 'flex flex-wrap items-center gap-x-5 gap-y-1 scroll-mt-32 scroll-mb-4 rounded-xl border-2 px-3 py-1.5 2xl:grid 2xl:grid-cols-[9rem_minmax(0,1.5fr)_21rem_15rem_minmax(0,1fr)] 2xl:px-4',
    current: 'border-amber-300 border-l-[12px] bg-indigo-900',
    other: 'border-slate-700 bg-slate-900',
    name: 'min-w-0 flex-1 basis-48 break-words text-2xl font-bold leading-tight md:text-3xl xl:text-4xl 2xl:text-[2.5rem]',
    marker: 'inline-flex items-center gap-2 self-center rounded-full bg-amber-300 px-3 py-0.5 text-xl font-bold text-slate-950 xl:text-2xl',
    // One line, read from across the room: the words that need no gender ("Sem ferimentos") are the longest.
    vital: 'inline-flex items-center gap-2 whitespace-nowrap text-xl font-semibold md:text-2xl xl:text-3xl 2xl:text-4xl',
    hp: 'flex min-w-40 flex-col gap-1 text-2xl font-bold leading-none tabular-nums md:text-3xl xl:text-4xl 2xl:text-[2.5rem]',
    track: 'h-3 bg-slate-700',
    extras: 'flex flex-wrap gap-x-4 gap-y-1 text-lg md:text-xl 2xl:text-2xl',
    chip: 'inline-flex items-center gap-1.5 rounded-full border border-slate-500 px-2.5',
    player: 'text-lg font-normal text-slate-300 xl:text-xl',
  },
} as const;

interface ViewRowProps {
  row: PublicRow;
  current: boolean;
  tv?: boolean;
  ref?: Ref<HTMLLIElement>;
}

export function ViewRow({ row, current, tv = false, ref }: ViewRowProps) {
  const { t } = useTranslation(['table', 'rules']);
  const mode = tv ? 'tv' : 'page';
  const style = ROW[mode];
  const iconSize = tv ? 'lg' : 'md';
  const status = row.status !== 'alive' && !(row.state === 'dead' && row.status === 'dead');
  const extras = status || row.conditions.length > 0;
  // Words about this creature agree with it ("Morta", "Mrtvá"); none said: the neutral form.
  const context = row.gender;
  return (
    <li
      ref={ref}
      aria-current={current ? 'step' : undefined}
      data-testid="table-row"
      className={`${style.base} ${current ? style.current : style.other}`}
    >
      {/* On a TV's grid every row keeps its columns; elsewhere an empty cell takes no room. */}
      {(tv || current) && (
        <span className={current ? 'flex' : 'hidden 2xl:flex'}>
          {current && (
            <span className={style.marker} data-testid="table-now">
              <Play aria-hidden focusable={false} className={tv ? 'size-6 fill-current' : 'size-3.5 fill-current'} />
              {t('tv.now')}
            </span>
          )}
        </span>
      )}
      <span className={style.name} data-testid="table-name">
        {row.name}
        {row.player && <span className={`ml-2 ${style.player}`}>{t('page.player')}</span>}
      </span>
      <span className={`${style.vital} ${TONE[mode][row.state]}`} data-testid="table-state">
        <StateIcon state={stateIconOf(row)} size={iconSize} />
        {t(`page.states.${row.state}`, { context })}
      </span>
      {row.hp ? <HpMeter hp={row.hp} tv={tv} /> : tv && <span className="hidden 2xl:block" />}
      {(extras || tv) && (
        <span className={`${style.extras} ${extras ? '' : 'hidden 2xl:flex'}`}>
          {status && (
            <span className={`${style.chip} font-semibold`}>
              <StateIcon state={row.status} size={tv ? 'lg' : 'sm'} />
              {t(`rules:statuses.${row.status}`, { context })}
              {row.deathSaves && row.status === 'dying' && ` ${t('page.deathSaves', { successes: row.deathSaves.successes, failures: row.deathSaves.failures })}`}
            </span>
          )}
          {row.conditions.map((condition) => (
            <span key={condition} className={style.chip} data-testid="table-condition">
              <ConditionIcon condition={condition} size={tv ? 'lg' : 'sm'} />
              {t(`rules:conditions.${condition}`, { context })}
            </span>
          ))}
        </span>
      )}
    </li>
  );
}

/** Exact HP, as a number and a bar (the bar repeats the number for the eye, so it is hidden from screen readers). */
function HpMeter({ hp, tv }: { hp: NonNullable<PublicRow['hp']>; tv: boolean }) {
  const { t } = useTranslation('table');
  const style = ROW[tv ? 'tv' : 'page'];
  const ratio = hp.max > 0 ? Math.min(1, Math.max(0, hp.current / hp.max)) : 0;
  const fill = ratio > 0.5 ? 'bg-emerald-500' : ratio > 0 ? 'bg-amber-400' : 'bg-red-500';
  return (
    <span className={style.hp} data-testid="table-hp">
      <span>
        {t('page.hp', { current: hp.current, max: hp.max })}
        {hp.temp > 0 && <span className={tv ? 'ml-2 text-sky-300' : 'ml-1 text-sky-700 dark:text-sky-300'}>{t('page.temp', { temp: hp.temp })}</span>}
      </span>
      <span aria-hidden className={`block w-full overflow-hidden rounded ${style.track}`}>
        <span className={`block h-full ${fill}`} style={{ width: `${ratio * 100}%` }} />
      </span>
    </span>
  );
}
