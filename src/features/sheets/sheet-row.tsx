import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { effectiveMax, terminologyContext } from '../../rules';
import { numberFormat } from '../../i18n/numbers';
import { useAppStore } from '../../store/store';
import type { LooseT } from '../sheet/event-text';

/** One sheet in the list: name, HP at a glance, preset, and its actions. */
export function SheetRow({ sheetId }: { sheetId: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const creature = useAppStore((state) => state.sheets[sheetId]?.creature);
  // A copy of a sheet a player brought to a shared table: theirs, so it is not deleted here (it
  // goes when they leave or the table closes).
  const owner = useAppStore((state) => state.sheets[sheetId]?.table?.ownerName);
  const duplicate = useAppStore((state) => state.duplicateSheet);
  const remove = useAppStore((state) => state.deleteSheet);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  if (!creature) return null;
  const n = numberFormat(i18n.language);
  const context = terminologyContext(creature);
  const tc = t as unknown as LooseT;
  return (
    // Rows below the screen skip layout and paint until scrolled to: a device with 200 sheets
    // boots as fast as one with a screenful.
    <li className="[contain-intrinsic-size:auto_5rem] [content-visibility:auto] flex flex-wrap items-center gap-2 rounded-xl border border-slate-300 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <div className="min-w-0 flex-1">
        <Link to="/sheet/$sheetId" params={{ sheetId }} className="block min-h-11 content-center break-words text-lg font-bold underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500">
          {creature.name}
        </Link>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('list.hp', { hp: tc('rules:terms.hp', { context }), current: n.format(creature.hp.current), max: n.format(effectiveMax(creature)) })}
          {' · '}
          {tc(`rules:statuses.${creature.status}`, { context })}
          {' · '}
          {t(`rules:presets.${creature.preset}`)}
          {owner !== undefined && <>{' · '}{t('list.tableCopy', { name: owner })}</>}
        </p>
      </div>
      <Button
        aria-label={t('list.duplicateNamed', { name: creature.name })}
        onClick={() => {
          const id = duplicate(sheetId);
          if (id) void navigate({ to: '/sheet/$sheetId', params: { sheetId: id } });
        }}
      >
        {t('list.duplicate')}
      </Button>
      {owner === undefined && (
        <Button tone="danger" aria-label={t('list.deleteNamed', { name: creature.name })} onClick={() => setConfirming(true)}>
          {t('list.delete')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('list.confirmTitle', { name: creature.name })}
        message={t('list.confirmBody')}
        confirmLabel={t('list.confirmDelete')}
        cancelLabel={t('list.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove(sheetId);
        }}
      />
    </li>
  );
}
