import { useMemo } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { Tv } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { CheckField } from '../../components/check-field';
import { useAppStore } from '../../store/store';
import { listedSheets } from '../../store/monsters';
import { JoinForm } from './join-form';
import { bringSheets, setShowNumbers, takeBack } from './table-session';
import { TvView } from './tv-view';
import { usePublicView } from './use-public-view';
import { useTable } from './use-table';
import { ViewRow } from './view-row';

/**
 * The table view, for a TV, a second screen or any player's phone: the initiative order,
 * whose turn it is and the round, each creature's state, and who is at the table. Without a
 * table: how to join one, and this device's own encounter for a TV. `?tv=true`: the view for a
 * television (tv-view.tsx).
 */
export function TablePage() {
  const { t } = useTranslation(['table', 'rules']);
  const record = useTable((s) => s.record);
  const tv = useSearch({ from: '/table', select: (search) => search.tv === true });
  const local = usePublicView();
  if (tv) return <TvView />;
  if (!record) {
    return (
      <section className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">{t('page.title')}</h1>
        {local.view && <TvLink local />}
        <p className="max-w-xl">{t('page.none')}</p>
        <JoinForm link={null} />
        <p className="max-w-xl text-sm">
          {t('page.gmHint')} <Link to="/gm" className="underline">{t('page.gmLink')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('page.title')}</h1>
      <TvLink local={false} />
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
        {view.round === 0
          ? t('page.notStarted', { name: view.encounter })
          : current ? t('page.turn', { round: view.round, name: current.name }) : t('tv.round', { round: view.round })}
      </p>
      <ol aria-label={t('page.order')} className="flex flex-col gap-1">
        {view.rows.map((row) => <ViewRow key={row.id} row={row} current={row.id === view.turn} />)}
      </ol>
    </div>
  );
}

/** The way to the view for a television, for this table or (not at one) this device's own encounter. */
function TvLink({ local }: { local: boolean }) {
  const { t } = useTranslation('table');
  return (
    <p className="flex flex-wrap items-center gap-x-2">
      <Link to="/table" search={{ tv: true }} className="inline-flex min-h-11 items-center gap-2 font-medium underline">
        <Tv aria-hidden focusable={false} className="size-5 shrink-0" />
        {local ? t('tv.openLocal') : t('tv.open')}
      </Link>
      {local && <span className="text-sm text-slate-600 dark:text-slate-300">{t('tv.localNote')}</span>}
    </p>
  );
}

/** A player's own sheets: which are at the table, taking one back, bringing another. */
function MySheets() {
  const { t } = useTranslation('table');
  const record = useTable((s) => s.record);
  const held = useTable((s) => s.held);
  const sheets = useAppStore((s) => s.sheets);
  const encounters = useAppStore((s) => s.encounters);
  // The sheets of the list: the GM's quick-added creatures are at the table through the encounter.
  const mine = useMemo(() => listedSheets({ sheets, encounters }).filter((sheet) => !sheet.table).map((sheet) => ({ id: sheet.id, name: sheet.creature.name })), [sheets, encounters]);
  if (!record) return null;
  const brought = mine.filter((sheet) => record.sheets.includes(sheet.id));
  const others = mine.filter((sheet) => !record.sheets.includes(sheet.id));
  // Taken back, and not yet acknowledged by the GM's device (it may still show it): said so until it is.
  const leaving = others.filter((sheet) => record.leaving?.includes(sheet.id));
  return (
    <section aria-labelledby="my-table-sheets" className="flex flex-col gap-2">
      <h2 id="my-table-sheets" className="text-lg font-semibold">{t('page.mySheets')}</h2>
      <ul className="flex flex-col gap-1">
        {brought.map((sheet) => (
          <li key={sheet.id} className="flex flex-wrap items-center gap-2">
            <Link to="/sheet/$sheetId" params={{ sheetId: sheet.id }} className="min-w-0 flex-1 break-words underline">{sheet.name}</Link>
            {!held.includes(sheet.id) && <span role="status" className="text-sm text-slate-600 dark:text-slate-300" data-testid="table-bringing">{t('page.bringing')}</span>}
            <Button onClick={() => takeBack(sheet.id)}>{t('page.takeBack', { name: sheet.name })}</Button>
          </li>
        ))}
        {leaving.map((sheet) => (
          <li key={sheet.id} role="status" className="text-slate-700 dark:text-slate-300" data-testid="table-taking-back">{t('page.takingBack', { name: sheet.name })}</li>
        ))}
        {brought.length === 0 && leaving.length === 0 && <li>{t('page.noneBrought')}</li>}
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
