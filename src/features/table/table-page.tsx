import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { CheckField } from '../../components/check-field';
import { useAppStore } from '../../store/store';
import { listedSheets } from '../../store/monsters';
import { JoinForm } from './join-form';
import type { PublicRow } from './public-view';
import { bringSheets, setShowNumbers, takeBack } from './table-session';
import { useTable } from './use-table';

/**
 * The table view, for a TV, a second screen or any player's phone: the initiative order,
 * whose turn it is and the round, each creature's state, and who is at the table. Without a
 * table: how to join one.
 */
export function TablePage() {
  const { t } = useTranslation(['table', 'rules']);
  const record = useTable((s) => s.record);
  if (!record) {
    return (
      <section className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{t('page.title')}</h1>
        <p className="max-w-xl">{t('page.none')}</p>
        <JoinForm code={null} signaling={null} />
        <p className="max-w-xl text-sm">
          {t('page.gmHint')} <Link to="/gm" className="underline">{t('page.gmLink')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('page.title')}</h1>
      <TableView />
      {record.role === 'gm' && (
        <CheckField checked={record.showNumbers} onChange={(event) => setShowNumbers(event.target.checked)} label={t('page.showNumbers')} />
      )}
      {record.role === 'player' && <MySheets />}
      <Members />
    </section>
  );
}

function TableView() {
  const { t } = useTranslation(['table', 'rules']);
  const view = useTable((s) => s.view);
  if (!view) return <p role="status">{t('page.waiting')}</p>;
  const current = view.rows.find((row) => row.id === view.turn);
  return (
    <div className="flex flex-col gap-2">
      <p role="status" aria-live="polite" className="text-lg" data-testid="table-turn">
        {view.round > 0 && current ? t('page.turn', { round: view.round, name: current.name }) : t('page.notStarted', { name: view.encounter })}
      </p>
      <ol aria-label={t('page.order')} className="flex flex-col gap-1">
        {view.rows.map((row) => <ViewRow key={row.id} row={row} current={row.id === view.turn} />)}
      </ol>
    </div>
  );
}

const STATE_TONE: Record<PublicRow['state'], string> = {
  unhurt: 'text-emerald-800 dark:text-emerald-300',
  hurt: 'text-amber-800 dark:text-amber-300',
  bloodied: 'text-red-800 dark:text-red-300',
  down: 'text-red-900 dark:text-red-200',
  dead: 'text-slate-600 dark:text-slate-400',
  out: 'text-slate-600 dark:text-slate-400',
};

function ViewRow({ row, current }: { row: PublicRow; current: boolean }) {
  const { t } = useTranslation(['table', 'rules']);
  return (
    <li
      aria-current={current ? 'true' : undefined}
      data-testid="table-row"
      className={`flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-lg border p-2 ${current ? 'border-indigo-600 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950' : 'border-slate-300 dark:border-slate-700'}`}
    >
      <span className="min-w-0 flex-1 basis-40 break-words text-lg font-semibold">{row.name}</span>
      {row.player && <span className="text-sm text-slate-600 dark:text-slate-300">{t('page.player')}</span>}
      {row.hp ? (
        <span className="font-mono" data-testid="table-hp">
          {t('page.hp', { current: row.hp.current, max: row.hp.max })}
          {row.hp.temp > 0 && ` ${t('page.temp', { temp: row.hp.temp })}`}
        </span>
      ) : (
        <span className={`font-medium ${STATE_TONE[row.state]}`} data-testid="table-state">{t(`page.states.${row.state}`)}</span>
      )}
      {row.status !== 'alive' && <span className="text-sm">{t(`rules:statuses.${row.status}`)}</span>}
      {row.deathSaves && row.status === 'dying' && (
        <span className="text-sm">{t('page.deathSaves', { successes: row.deathSaves.successes, failures: row.deathSaves.failures })}</span>
      )}
      {row.conditions.length > 0 && (
        <span className="basis-full text-sm">{row.conditions.map((condition) => t(`rules:conditions.${condition}`)).join(', ')}</span>
      )}
    </li>
  );
}

/** A player's own sheets: which are at the table, taking one back, bringing another. */
function MySheets() {
  const { t } = useTranslation('table');
  const record = useTable((s) => s.record);
  const sheets = useAppStore((s) => s.sheets);
  const encounters = useAppStore((s) => s.encounters);
  // The sheets of the list: the GM's quick-added creatures are at the table through the encounter.
  const mine = useMemo(() => listedSheets({ sheets, encounters }).filter((sheet) => !sheet.table).map((sheet) => ({ id: sheet.id, name: sheet.creature.name })), [sheets, encounters]);
  if (!record) return null;
  const brought = mine.filter((sheet) => record.sheets.includes(sheet.id));
  const others = mine.filter((sheet) => !record.sheets.includes(sheet.id));
  return (
    <section aria-labelledby="my-table-sheets" className="flex flex-col gap-2">
      <h2 id="my-table-sheets" className="text-lg font-semibold">{t('page.mySheets')}</h2>
      <ul className="flex flex-col gap-1">
        {brought.map((sheet) => (
          <li key={sheet.id} className="flex flex-wrap items-center gap-2">
            <Link to="/sheet/$sheetId" params={{ sheetId: sheet.id }} className="min-w-0 flex-1 break-words underline">{sheet.name}</Link>
            <Button onClick={() => takeBack(sheet.id)}>{t('page.takeBack', { name: sheet.name })}</Button>
          </li>
        ))}
        {brought.length === 0 && <li>{t('page.noneBrought')}</li>}
      </ul>
      {others.map((sheet) => (
        <Button key={sheet.id} className="self-start" onClick={() => bringSheets([sheet.id])}>{t('page.bring', { name: sheet.name })}</Button>
      ))}
    </section>
  );
}

function Members() {
  const { t } = useTranslation('table');
  const members = useTable((s) => s.members);
  return (
    <section aria-labelledby="table-members" className="flex flex-col gap-1">
      <h2 id="table-members" className="text-lg font-semibold">{t('page.members')}</h2>
      <ul className="flex flex-col gap-1" data-testid="table-members">
        {members.map((member) => (
          <li key={member.device} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${member.online ? 'bg-emerald-600' : 'bg-slate-400'}`} />
            <span className="break-words">{member.name}</span>
            <span className="text-sm text-slate-600 dark:text-slate-300">
              {t(`page.roles.${member.role}`)} · {member.online ? t('page.online') : t('page.away')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
