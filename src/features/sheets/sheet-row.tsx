import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, memo, Suspense, useState } from 'react';
import { useWords } from '../../i18n/words';
import { Button } from '../../components/button';
import { withEngine } from '../../app/engine';
import { placeAttributes, samePlace, type RowPlace } from '../../components/windowing';
import { termKeys } from '../../i18n/agree';
import { formatCount } from '../../i18n/numbers';
import type { SheetSummary } from '../../store/shelf';
import type { LooseT } from '../sheet/event-text';

// The delete confirmation loads with the first delete asked for: the list paints without it.
const ConfirmDialog = lazy(() => import('../../components/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })));

/**
 * One sheet in the list: name, HP at a glance, preset, and its actions. `owner` marks a copy of
 * a sheet a player brought to a shared table: theirs, so it is not deleted here (it goes when
 * they leave or the table closes).
 */
export const SheetRow = memo(function SheetRow({ summary, place }: { summary: SheetSummary; place?: RowPlace }) {
  const { t, language } = useWords(['sheet', 'rules']);
  const { id: sheetId, name, current, max, status, preset, context, gender, owner } = summary;
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // Once asked for, the dialog stays mounted: closing it (not unmounting it) gives the focus back.
  const [dialog, setDialog] = useState(false);
  const tc = t as unknown as LooseT;
  return (
    // In the flow (up to WINDOW_FROM sheets), rows below the screen skip layout and paint until
    // scrolled to; a longer list is windowed (long-sheet-list.tsx) and places each row.
    <li ref={place?.measure} data-sheet-id={sheetId} {...placeAttributes(place)}
      className={`${place ? '' : '[contain-intrinsic-size:auto_5rem] [content-visibility:auto]'} flex flex-wrap items-center gap-2 rounded-xl border border-slate-300 bg-white p-3 dark:border-slate-700 dark:bg-slate-900`}>
      <div className="min-w-0 flex-1">
        <Link to="/sheet/$sheetId" params={{ sheetId }} className="block min-h-11 content-center break-words text-lg font-bold underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500">
          {name}
        </Link>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('list.hp', { hp: tc('rules:terms.hp', { context }), current: formatCount(language, current), max: formatCount(language, max) })}
          {' · '}
          {tc(termKeys(`rules:statuses.${status}`, context), { context: gender })}
          {' · '}
          {t(`rules:presets.${preset}`)}
          {owner !== undefined && <>{' · '}{t('list.tableCopy', { name: owner })}</>}
        </p>
      </div>
      <Button
        aria-label={t('list.duplicateNamed', { name })}
        onClick={() => withEngine(({ store }) => {
          const id = store.getState().duplicateSheet(sheetId);
          if (id) void navigate({ to: '/sheet/$sheetId', params: { sheetId: id } });
        })}
      >
        {t('list.duplicate')}
      </Button>
      {owner === undefined && (
        <Button tone="danger" aria-label={t('list.deleteNamed', { name })} onClick={() => { setDialog(true); setConfirming(true); }}>
          {t('list.delete')}
        </Button>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            title={t('list.confirmTitle', { name })}
            message={t('list.confirmBody')}
            confirmLabel={t('list.confirmDelete')}
            cancelLabel={t('list.cancel')}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              withEngine(({ store }) => store.getState().deleteSheet(sheetId));
            }}
          />
        </Suspense>
      )}
    </li>
  );
}, (a, b) => a.summary === b.summary && samePlace(a.place, b.place));
