import { useEffect, useRef } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePublicView } from './use-public-view';
import { ViewRow } from './view-row';

/**
 * The table view on a television (`/table?tv=true`), read from three metres: the whole screen,
 * always dark, the round and whose turn it is in the largest type, one line a creature, nothing
 * to tap. A small link (and Escape) goes back to the ordinary page. A list longer than the
 * screen scrolls by itself to keep the current turn in view.
 */
export function TvView() {
  const { t } = useTranslation(['table', 'rules']);
  const { view, source } = usePublicView();
  const navigate = useNavigate();
  const currentRow = useRef<HTMLLIElement>(null);
  const turn = view?.turn ?? null;
  const round = view?.round ?? 0;

  useEffect(() => {
    // jsdom has no scrollIntoView; a browser always has.
    currentRow.current?.scrollIntoView?.({ block: 'nearest' });
  }, [turn, round]);

  useEffect(() => {
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void navigate({ to: '/table', search: {} });
    };
    window.addEventListener('keydown', leave);
    return () => window.removeEventListener('keydown', leave);
  }, [navigate]);

  const current = view?.rows.find((row) => row.id === turn);
  return (
    <section aria-labelledby="table-tv-title" data-testid="table-tv" className="fixed inset-0 z-40 overflow-y-auto bg-slate-950 text-slate-50">
      <header className="sticky top-0 z-10 flex flex-wrap items-center gap-x-6 gap-y-1 border-b-2 border-slate-800 bg-slate-950 px-3 py-2 2xl:px-8">
        <h1 id="table-tv-title" className="sr-only">{t('page.title')}</h1>
        <p role="status" aria-live="polite" data-testid="table-turn" className="flex flex-wrap items-center gap-x-5 gap-y-1 text-3xl font-bold xl:text-4xl 2xl:text-5xl">
          {view && round > 0 ? (
            <>
              <span className="rounded-lg bg-amber-300 px-3 py-0.5 text-slate-950">{t('tv.round', { round })}</span>
              {current && <span className="break-words">{t('tv.turn', { name: current.name })}</span>}
            </>
          ) : view ? (
            t('page.notStarted', { name: view.encounter })
          ) : (
            <span className="text-2xl font-normal">{source === 'table' ? t('page.waiting') : t('tv.none')}</span>
          )}
        </p>
        {view && round > 0 && <p className="break-words text-xl text-slate-300 2xl:text-2xl">{view.encounter}</p>}
        <Link
          to="/table"
          search={{}}
          className="ml-auto flex min-h-11 items-center rounded-lg px-2 text-base text-slate-300 underline focus-visible:outline focus-visible:outline-3 focus-visible:outline-amber-300"
        >
          {t('tv.exit')}
        </Link>
      </header>
      {view && (
        <ol aria-label={t('page.order')} className="flex flex-col gap-1.5 px-3 py-2 2xl:px-8 2xl:py-3">
          {view.rows.map((row) => (
            <ViewRow key={row.id} ref={row.id === turn ? currentRow : undefined} row={row} current={row.id === turn} tv />
          ))}
        </ol>
      )}
    </section>
  );
}
