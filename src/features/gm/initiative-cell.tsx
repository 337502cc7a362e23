import { memo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/store';
import { selectActive, selectCombatantInfo, type CombatantInfo } from './gm-select';
import { useStableSelector } from './stable-select';
import { INITIATIVE_LIMIT, STORED_INITIATIVE_LIMIT } from '../../store/encounter-types';

function sameShown(a: CombatantInfo | null, b: CombatantInfo | null): boolean {
  if (a === b) return true;
  return !!a && !!b && a.initiative === b.initiative && a.modifier === b.modifier && a.tiebreak === b.tiebreak && a.tiedBy === b.tiedBy;
}

/**
 * Whether a pointer is pressed. A field left by a tap elsewhere loses its focus on the press:
 * its row moving then would move the other rows under the finger, and the tap would land on
 * whatever came under it. The move waits for the tap's release (and its click) instead.
 */
let pressed = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => { pressed = true; }, true);
  for (const type of ['pointerup', 'pointercancel'] as const) document.addEventListener(type, () => { pressed = false; }, true);
}

/** Runs `move` now, or once the pressed pointer is released and its click has been handled. */
function afterTheTap(move: () => void) {
  if (!pressed) {
    move();
    return;
  }
  const released = () => {
    document.removeEventListener('pointerup', released, true);
    document.removeEventListener('pointercancel', released, true);
    // The click follows the release in the same input task: a timeout runs after it.
    setTimeout(move, 0);
  };
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
}

const INPUT = 'min-h-11 rounded border border-slate-300 bg-transparent px-1 text-center tabular-nums dark:border-slate-600 focus-visible:outline';

/** Initiative typed or rolled, the modifier, and how a tie was settled (shown, not hidden). */
export const InitiativeCell = memo(function InitiativeCell({ sheetId, name }: { sheetId: string; name: string }) {
  const { t } = useTranslation('gm');
  // One subscription instead of four; it ignores the place in the order, which is not shown here.
  const info = useAppStore(useStableSelector((s) => selectCombatantInfo(s, sheetId) ?? null, sameShown));
  const initiative = info?.initiative ?? null;
  const modifier = info?.modifier ?? 0;
  const tiebreak = info?.tiebreak ?? 0;
  const tiedBy = info?.tiedBy ?? null;
  const setInitiative = useAppStore((s) => s.setInitiative);
  const setModifier = useAppStore((s) => s.setModifier);
  const rollInitiative = useAppStore((s) => s.rollInitiative);
  const placeCombatant = useAppStore((s) => s.placeCombatant);
  const started = useAppStore((s) => (selectActive(s)?.round ?? 0) > 0);
  // Typed since the field was last committed (left, or Enter).
  const typed = useRef(false);
  // An initiative changed during the fight: the order stays, and the field says so.
  const [kept, setKept] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  /**
   * A typed initiative takes its place in the order once the field is committed, not on every
   * keystroke (the row would run away while "1" becomes "17"). Before the fight only: once it
   * has started, the turn order does not jump by itself. Moving the row can take the focus
   * with it: it goes back where it was going (the field tapped next, or this one after Enter).
   */
  const commit = (focusNext: Element | null) => {
    if (!typed.current) return;
    typed.current = false;
    if (started) {
      setKept(true);
      return;
    }
    afterTheTap(() => {
      placeCombatant(sheetId);
      requestAnimationFrame(() => {
        if (!(focusNext instanceof HTMLElement) || !focusNext.isConnected) return;
        if (document.activeElement !== focusNext) focusNext.focus({ preventScroll: true });
        // Its row stops below the sticky turn bar (the row's scroll margin).
        (focusNext.closest('li') ?? focusNext).scrollIntoView?.({ block: 'nearest' });
      });
    });
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => commit(event.relatedTarget);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(field.current);
  };

  return (
    <div className="flex flex-col items-start">
      <div className="flex items-center gap-1">
        <input ref={field} type="number" inputMode="numeric" min={-STORED_INITIATIVE_LIMIT} max={STORED_INITIATIVE_LIMIT} className={`${INPUT} w-12`} aria-label={t('row.initiative', { name })}
          value={initiative ?? ''} onBlur={onBlur} onKeyDown={onKeyDown}
          onChange={(event) => {
            typed.current = true;
            setInitiative(sheetId, event.target.value === '' ? null : Math.trunc(Number(event.target.value)));
          }} />
        <button type="button" onClick={() => rollInitiative([sheetId])} aria-label={t('row.roll', { name })}
          className="min-h-11 min-w-11 rounded border border-slate-300 dark:border-slate-600 px-1 text-xs font-semibold focus-visible:outline">{t('row.rollShort')}</button>
        <input type="number" inputMode="numeric" min={-INITIATIVE_LIMIT} max={INITIATIVE_LIMIT} className={`${INPUT} w-10 text-xs`} aria-label={t('row.modifier', { name })}
          value={modifier} onChange={(event) => setModifier(sheetId, Number(event.target.value))} />
      </div>
      {kept && started && <span role="status" className="text-xs text-slate-600 dark:text-slate-300">{t('setup.initiativeKept')}</span>}
      {tiedBy && (
        <span className="text-xs text-slate-600 dark:text-slate-300">
          {tiedBy === 'roll' ? t('row.tieRoll', { roll: tiebreak }) : t('row.tieModifier', { modifier })}
        </span>
      )}
    </div>
  );
});
