import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/store';
import { selectActive } from './gm-select';
import { EffectChips } from './effect-chips';
import type { GmT } from './gm-t';
import { InitiativeCell } from './initiative-cell';
import { RowHp, RowStatus } from './row-vitals';

export interface RowProps {
  sheetId: string;
  /** Place in the turn order (drag and the move buttons act on it). */
  order: number;
  last: boolean;
  selected: boolean;
  onToggle: (sheetId: string) => void;
  onMove: (from: number, to: number) => void;
  t: GmT;
}

const BUTTON = 'min-h-11 min-w-11 rounded border border-slate-300 dark:border-slate-600 focus-visible:outline focus-visible:outline-2 disabled:opacity-40';

// The parts that depend only on the name and place stay memoized when the HP change.
const SelectBox = memo(function SelectBox({ sheetId, name, selected, onToggle }: { sheetId: string; name: string; selected: boolean; onToggle: (id: string) => void }) {
  const { t } = useTranslation('gm');
  return (
    <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input type="checkbox" className="size-5" checked={selected} onChange={() => onToggle(sheetId)} aria-label={t('row.select', { name })} />
    </label>
  );
});

/** The router's Link does real work on each render: render it only when the name changes. */
const SheetLink = memo(function SheetLink({ sheetId, name }: { sheetId: string; name: string }) {
  return (
    <Link to="/sheet/$sheetId" params={{ sheetId }} className="truncate font-semibold underline-offset-2 hover:underline focus-visible:outline">
      {name}
    </Link>
  );
});

const RowButtons = memo(function RowButtons({ sheetId, name, order, last, onMove }: { sheetId: string; name: string; order: number; last: boolean; onMove: RowProps['onMove'] }) {
  const { t } = useTranslation('gm');
  const removeCombatant = useAppStore((s) => s.removeCombatant);
  return (
    <div className="col-start-3 row-start-2 flex justify-end gap-1 sm:col-start-5 sm:row-start-1">
      <button type="button" className={BUTTON} disabled={order === 0} onClick={() => onMove(order, order - 1)} aria-label={t('row.up', { name })}>↑</button>
      <button type="button" className={BUTTON} disabled={last} onClick={() => onMove(order, order + 1)} aria-label={t('row.down', { name })}>↓</button>
      <button type="button" className={BUTTON} onClick={() => removeCombatant(sheetId)} aria-label={t('row.remove', { name })}>✕</button>
    </div>
  );
});

/**
 * One creature of the encounter. Memoized and selecting only its own values, so a change to
 * one creature re-renders one row's changed parts (issue: smooth with 200 creatures).
 */
export const CombatantRow = memo(function CombatantRow({ sheetId, order, last, selected, onToggle, onMove, t }: RowProps) {
  // The name only: the HP and badges below select their own values (row-vitals.tsx).
  const name = useAppStore((s) => s.sheets[sheetId]?.creature.name);
  const isCurrent = useAppStore((s) => {
    const encounter = selectActive(s);
    return !!encounter && encounter.round > 0 && encounter.combatants[encounter.turn]?.sheetId === sheetId;
  });
  const hasEffects = useAppStore((s) => selectActive(s)?.effects.some((e) => e.sheetId === sheetId) ?? false);
  if (name === undefined) return null;
  return (
    <li
      aria-current={isCurrent ? 'step' : undefined}
      aria-label={name}
      draggable
      onDragStart={(event) => event.dataTransfer.setData('text/plain', String(order))}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        const from = Number(event.dataTransfer.getData('text/plain'));
        if (Number.isInteger(from)) onMove(from, order);
      }}
      // Off-screen rows skip layout and paint: 200 rows cost what the visible ones cost.
      className={`[contain-intrinsic-size:auto_4rem] [content-visibility:auto] grid grid-cols-[auto_auto_minmax(0,1fr)] items-center gap-2 rounded border px-2 py-1 sm:grid-cols-[auto_auto_minmax(6rem,1fr)_7rem_auto] ${
        isCurrent ? 'border-indigo-500 bg-indigo-50 dark:bg-indigo-950' : 'border-slate-200 dark:border-slate-700'
      } ${selected ? 'ring-2 ring-amber-400' : ''}`}
    >
      <SelectBox sheetId={sheetId} name={name} selected={selected} onToggle={onToggle} />
      <InitiativeCell sheetId={sheetId} name={name} />
      <div className="flex min-w-0 flex-col gap-0.5">
        <span className="flex items-center gap-1">
          {isCurrent && <span className="text-indigo-600 dark:text-indigo-300" title={t('row.currentTurn')}>▶</span>}
          <SheetLink sheetId={sheetId} name={name} />
        </span>
        <RowStatus sheetId={sheetId} t={t} />
        {hasEffects && <EffectChips sheetId={sheetId} />}
      </div>
      <div className="col-span-2 sm:col-span-1 sm:row-auto">
        <RowHp sheetId={sheetId} t={t} />
      </div>
      <RowButtons sheetId={sheetId} name={name} order={order} last={last} onMove={onMove} />
    </li>
  );
});
