import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { DiceInput, typedDie } from '../../components/dice-input';
import { terminologyContext, type DispatchResult } from '../../rules';
import { useAppStore } from '../../store/store';
import { selectActive } from './gm-select';
import { badgeView, StatusBadges } from './status-badges';

/**
 * RULES.md death saves: made at the start of the creature's turn while dying. When the turn
 * reaches a dying creature the screen asks right under the turn bar, which stays in view:
 * roll in the app or type the player's die.
 */
export function DeathSavePrompt() {
  const { t } = useTranslation(['gm', 'rules']);
  const sheetId = useAppStore((s) => selectActive(s)?.pendingDeathSave ?? null);
  const creature = useAppStore((s) => (sheetId ? s.sheets[sheetId]?.creature : undefined));
  const act = useAppStore((s) => s.act);
  const clear = useAppStore((s) => s.clearDeathSavePrompt);
  const [die, setDie] = useState('');
  const [outcome, setOutcome] = useState<{ sheetId: string; name: string; result: DispatchResult } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The prompt takes the focus when it appears, so the GM (or a screen reader) lands on it.
    if (sheetId) heading.current?.focus();
  }, [sheetId]);

  /** `roll` absent: the app rolls the d20 (crypto rng in the store). */
  const record = (roll: number | undefined) => {
    if (!sheetId || !creature) return;
    const result = act(sheetId, roll === undefined ? { type: 'deathSave' } : { type: 'deathSave', roll });
    if (!result) return;
    setOutcome({ sheetId, name: creature.name, result });
    if (!result.error) {
      setDie('');
      clear();
    }
  };

  if (!sheetId || !creature) {
    if (!outcome) return null;
    const saveEvent = outcome.result.events.find((e) => e.type === 'death-save');
    return saveEvent ? (
      <p role="status" className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">
        {t('deathSave.outcome', { name: outcome.name, roll: saveEvent.values.roll, result: t(`deathSave.results.${String(saveEvent.values.result) as 'success'}`) })}
      </p>
    ) : null;
  }
  const context = terminologyContext(creature);
  const error = outcome?.sheetId === sheetId ? outcome.result.error : undefined;
  return (
    <section aria-labelledby="gm-death-save" className="flex flex-col gap-1 rounded border-2 border-red-600 bg-red-50 px-2 py-1 dark:bg-red-950">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id="gm-death-save" ref={heading} tabIndex={-1} className="font-bold focus-visible:outline">
          {t('deathSave.due', { context, name: creature.name })}
        </h2>
        <StatusBadges view={badgeView(creature)} t={t} />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Button tone="primary" onClick={() => record(undefined)}>
          {t('deathSave.roll')}
        </Button>
        <DiceInput label={t('deathSave.typed')} sides={20} value={die} onChange={setDie} hint={t('deathSave.typedHint')} />
        <Button onClick={() => record(typedDie(die))} disabled={die.trim() === ''}>{t('deathSave.record')}</Button>
        <Button tone="ghost" onClick={clear}>{t('deathSave.later')}</Button>
      </div>
      {error && <p role="alert" className="text-red-700 dark:text-red-300">{t(`errors.${error.code}`)}</p>}
    </section>
  );
}
