import { Activity, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberPad } from '../../components/number-pad';
import { ActionError } from './action-error';
import { DamageForm, NO_DAMAGE_OPTIONS, type DamageOptions } from './damage-form';
import { HealForm } from './heal-form';
import { OutcomeStrip } from './outcome-strip';
import { TempHpForm } from './temp-hp-form';
import { useAct } from './use-act';
import { useCreatureNow, withCardsLater } from './use-creature';

const MODES = ['damage', 'heal', 'temp'] as const;
type Mode = (typeof MODES)[number];

const tab =
  'min-h-12 rounded-lg border px-2 text-base font-semibold focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500';
const TAB_TONE: Record<Mode, { on: string; off: string }> = {
  damage: { on: 'border-red-700 bg-red-700 text-white', off: 'border-red-700 text-red-800 dark:border-red-400 dark:text-red-200' },
  heal: { on: 'border-emerald-700 bg-emerald-700 text-white', off: 'border-emerald-700 text-emerald-800 dark:border-emerald-400 dark:text-emerald-200' },
  temp: { on: 'border-sky-700 bg-sky-700 text-white', off: 'border-sky-700 text-sky-800 dark:border-sky-400 dark:text-sky-200' },
};

/**
 * The one-thumb HP editor, docked at the bottom of the screen (DESIGN.md 2): Damage, Healing and
 * Temp HP are always under the thumb; one opens the keypad above them, with its preview, the rare
 * options folded behind "More options" and Apply right under the digits. Apply closes it, and the
 * outcome with Undo takes its place, while the header above shows the new HP. The dock stays (for
 * Undo) when the creature is past what damage and healing do, without the three modes.
 */
export function HpEditor({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreatureNow(sheetId);
  const { act, error } = useAct(sheetId);
  const [mode, setMode] = useState<Mode | null>(null);
  // The keypad last opened, and how many times one was: closed, it stays drawn but hidden (an
  // Activity), so Apply hides it instead of taking its nodes out of the page in the frame that
  // shows the new HP; each opening draws it afresh, as new as the first time.
  const [drawn, setDrawn] = useState<{ mode: Mode; opening: number } | null>(null);
  const [amount, setAmount] = useState('');
  const [options, setOptions] = useState<DamageOptions>(NO_DAMAGE_OPTIONS);
  const panelId = useId();
  const editable = creature !== undefined && ['alive', 'dying', 'stable'].includes(creature.status);
  const open = editable && mode !== null;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMode(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const choose = (next: Mode | null) => {
    setMode(next);
    if (next !== null) setDrawn({ mode: next, opening: (drawn?.opening ?? 0) + 1 });
  };

  if (!creature) return null;
  const value = amount === '' ? 0 : Number(amount);
  const done = (ok: boolean) => {
    if (!ok) return;
    setAmount('');
    setOptions(NO_DAMAGE_OPTIONS);
    setMode(null);
  };
  const pad = (
    <NumberPad compact value={amount} onChange={setAmount} label={t(`editor.amount.${drawn?.mode ?? 'damage'}`)} clearLabel={t('editor.clear')} backspaceLabel={t('editor.backspace')} />
  );
  const props = { creature, amount: value, pad, onApply: (action: Parameters<typeof act>[0]) => done(!withCardsLater(() => act(action))?.error) };

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-20 flex justify-center" data-testid="action-dock">
      <div className="pointer-events-auto flex w-full max-w-lg flex-col gap-2 rounded-t-2xl border border-b-0 border-slate-300 bg-white px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.12)] dark:border-slate-700 dark:bg-slate-900">
        {/* Hidden, not removed, while the keypad is open: Apply shows it again with the outcome. */}
        <Activity mode={open ? 'hidden' : 'visible'}>
          <OutcomeStrip sheetId={sheetId} />
        </Activity>
        {drawn && (
          <Activity mode={open ? 'visible' : 'hidden'}>
            {/* A banking app's keypad: the digits, the preview and Apply keep their place above the modes;
                what does not fit (the rare options) scrolls in its own box above them. */}
            <section key={drawn.opening} id={panelId} aria-label={t('editor.title')} className="flex max-h-[calc(100dvh-9rem)] min-h-0 flex-col gap-2 overflow-y-auto">
              <div className="flex shrink-0 items-center justify-between">
                <h2 className="text-base font-bold">{t(`editor.modes.${drawn.mode}`)}</h2>
                <button type="button" onClick={() => setMode(null)} className="min-h-11 min-w-11 rounded-lg px-2 text-sm font-semibold underline focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500">
                  {t('dock.close')}
                </button>
              </div>
              {drawn.mode === 'damage' && <DamageForm {...props} options={options} onOptions={setOptions} />}
              {drawn.mode === 'heal' && <HealForm {...props} />}
              {drawn.mode === 'temp' && <TempHpForm {...props} />}
              <ActionError code={error} />
            </section>
          </Activity>
        )}
        {editable && (
          <div role="group" aria-label={t('editor.mode')} className="grid grid-cols-3 gap-2">
            {MODES.map((m) => (
              <button
                key={m}
                type="button"
                aria-expanded={mode === m}
                aria-controls={mode === m ? panelId : undefined}
                className={`${tab} ${mode === m ? TAB_TONE[m].on : TAB_TONE[m].off}`}
                onClick={() => choose(mode === m ? null : m)}
              >
                {t(`editor.modes.${m}`)}
              </button>
            ))}
          </div>
        )}
        {!open && <ActionError code={error} />}
      </div>
    </div>
  );
}
