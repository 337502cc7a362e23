import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { DiceInput, typedDie } from '../../components/dice-input';
import { genderContext } from '../../i18n/agree';
import { terminologyContext, type DispatchResult, type Gender } from '../../rules';
import { useAppStore } from '../../store/store';
import { DueLine, OneLine } from './due-line';
import { selectActive } from './gm-select';
import { badgeView, StatusBadges } from './status-badges';

/**
 * RULES.md death saves: made at the start of the creature's turn while dying. When the turn
 * reaches a dying creature the screen asks right under the turn bar, which stays in view, on one
 * line with the roll (issue 34); a tap on the line opens the die typed from the table.
 */
export function DeathSavePrompt() {
  const { t } = useTranslation(['gm', 'rules']);
  const sheetId = useAppStore((s) => selectActive(s)?.pendingDeathSave ?? null);
  const creature = useAppStore((s) => (sheetId ? s.sheets[sheetId]?.creature : undefined));
  const act = useAppStore((s) => s.act);
  const clear = useAppStore((s) => s.clearDeathSavePrompt);
  // What the save did is said until the turn moves on (the log keeps it after that).
  const turn = useAppStore((s) => { const e = selectActive(s); return e ? `${e.id}:${e.round}:${e.turn}` : ''; });
  const [die, setDie] = useState('');
  const [outcome, setOutcome] = useState<{ sheetId: string; name: string; gender: Gender | undefined; result: DispatchResult; turn: string } | null>(null);
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
    setOutcome({ sheetId, name: creature.name, gender: genderContext(creature), result, turn });
    if (!result.error) {
      setDie('');
      clear();
    }
  };

  if (!sheetId || !creature) {
    if (outcome?.turn !== turn) return null;
    const saveEvent = outcome.result.events.find((e) => e.type === 'death-save');
    return saveEvent ? (
      <div role="status">
        <OneLine>
          <p>{t('deathSave.outcome', { context: outcome.gender, name: outcome.name, roll: saveEvent.values.roll, result: t(`deathSave.results.${String(saveEvent.values.result) as 'success'}`) })}</p>
        </OneLine>
      </div>
    ) : null;
  }
  const context = terminologyContext(creature);
  const error = outcome?.sheetId === sheetId ? outcome.result.error : undefined;
  return (
    <DueLine tone="death" title={t('deathSave.due', { context, name: creature.name })} headingRef={heading} actionsWhileOpen
      actions={<Button tone="primary" onClick={() => record(undefined)}>{t('deathSave.roll')}</Button>}>
      <StatusBadges view={badgeView(creature)} t={t} />
      <div className="flex flex-wrap items-end gap-2">
        <DiceInput label={t('deathSave.typed')} sides={20} value={die} onChange={setDie} hint={t('deathSave.typedHint')} />
        <Button onClick={() => record(typedDie(die))} disabled={die.trim() === ''}>{t('deathSave.record')}</Button>
        <Button tone="ghost" onClick={clear}>{t('deathSave.later')}</Button>
      </div>
      {error && <p role="alert" className="text-red-700 dark:text-red-300">{t(`errors.${error.code}`)}</p>}
    </DueLine>
  );
}
