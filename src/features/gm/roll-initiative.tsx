import { ChevronDown, Dices } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/button';
import type { RollFor } from '../../store/encounter-types';
import { isMonster } from '../../store/monsters';
import { useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import { selectActive } from './gm-select';

const CHOICES: readonly RollFor[] = ['everyone', 'monsters'];

/** How many "Roll initiative" would roll for now: the creatures without an initiative, or only the GM's. */
function dueCount(state: AppState, rollFor: RollFor): number {
  const combatants = selectActive(state)?.combatants ?? [];
  return combatants.filter((c) => {
    if (c.initiative !== null) return false;
    const sheet = state.sheets[c.sheetId];
    return rollFor === 'everyone' || (!!sheet && isMonster(sheet, state.encounters));
  }).length;
}

/**
 * "Roll initiative": a d20 plus the modifier for each creature that has no initiative yet, never
 * over one typed from the table. Its menu (▾) chooses, for this encounter, whether the players'
 * sheets get one too or only the GM's creatures (the players roll their own dice); the button
 * says which. With no one left to roll for, it waits.
 */
export function RollInitiative() {
  const { t } = useTranslation('gm');
  const rollFor = useAppStore((s): RollFor => selectActive(s)?.rollFor ?? 'everyone');
  const due = useAppStore((s) => dueCount(s, rollFor));
  const rollMissingInitiative = useAppStore((s) => s.rollMissingInitiative);
  const setRollFor = useAppStore((s) => s.setRollFor);
  const opener = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // The menu is a popover (the top layer): the sticky turn bar it opens from scrolls on its own
  // and would clip it. It opens under its button, its right edge on the button's, moved left or
  // right as far as it must to stay whole on the screen.
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const place = (event: Event) => {
      const box = opener.current?.getBoundingClientRect();
      if ((event as ToggleEvent).newState !== 'open' || !box) return;
      const screen = document.documentElement.clientWidth;
      const width = element.getBoundingClientRect().width;
      element.style.top = `${Math.round(box.bottom + 4)}px`;
      // Before it opens its width is not known yet (0): at first the button's right edge decides.
      const left = Math.min(box.right - width, screen - width - 8);
      element.style.left = `${Math.round(Math.max(8, left))}px`;
    };
    element.addEventListener('beforetoggle', place);
    element.addEventListener('toggle', place);
    return () => {
      element.removeEventListener('beforetoggle', place);
      element.removeEventListener('toggle', place);
    };
  }, []);
  return (
    <span className="flex">
      <Button className="rounded-r-none px-2 text-sm" onClick={() => rollMissingInitiative(rollFor)} disabled={due === 0}>
        {/* On a phone an icon, named by its words (kept for screen readers): the sticky block stays small. */}
        <Dices aria-hidden focusable={false} className="size-5 sm:hidden" />
        <span className="max-sm:sr-only">{rollFor === 'monsters' ? t('setup.rollFor.button') : t('turn.rollAll')}</span>
      </Button>
      <button ref={opener} type="button" popoverTarget={menuId} aria-label={t('setup.rollFor.menu')} title={t('setup.rollFor.menu')}
        className={`${buttonClass()} rounded-l-none border-l-0 px-1`}>
        <ChevronDown aria-hidden focusable={false} className="size-4" />
      </button>
      <div ref={menu} id={menuId} popover="auto"
        className="m-0 w-max max-w-[calc(100vw-1rem)] rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 shadow-lg [inset:auto] dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-semibold">{t('setup.rollFor.legend')}</legend>
          {CHOICES.map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2">
              <input type="radio" className="size-5 shrink-0" name={menuId} checked={rollFor === choice}
                onChange={() => { setRollFor(choice); menu.current?.hidePopover?.(); opener.current?.focus(); }} />
              {t(`setup.rollFor.${choice}`)}
            </label>
          ))}
        </fieldset>
      </div>
    </span>
  );
}
