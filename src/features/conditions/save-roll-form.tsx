import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { DiceInput, typedDie } from '../../components/dice-input';
import { NumberField } from '../../components/number-field';
import type { ErrorCode } from '../../rules';
import { ActionError } from '../sheet/action-error';
import { refusalOf, type ActResult } from './act-result';

/** A save bonus anyone could have, with room to spare (the rules take far larger ones). */
const BONUS_LIMIT = 99;

export interface SaveRollFormProps {
  /** What is rolled, in words, DC included (e.g. rules:concentration.saveDue); the form's name. */
  label: string;
  /** The DC to meet or beat, said under the label. */
  dc: number;
  /**
   * Records the save. `roll` is the natural d20 typed in, or absent: then the app rolls it (the
   * store resolves the die before recording). A refusal in the result is shown in words, and
   * keeps what was typed.
   */
  onSubmit: (save: { roll?: number; bonus: number }) => ActResult;
}

/**
 * A saving throw, as the death save takes one: the app rolls the d20, or the player types the
 * die rolled at the table; a bonus either way.
 */
export function SaveRollForm({ label, dc, onSubmit }: SaveRollFormProps) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [bonus, setBonus] = useState(0);
  const [error, setError] = useState<ErrorCode | null>(null);
  const save = (roll: number | undefined) => {
    const code = refusalOf(onSubmit({ ...(roll !== undefined && { roll }), bonus }));
    setError(code);
    if (code === null) {
      setTyped('');
      setBonus(0);
    }
  };
  return (
    <form
      aria-labelledby={titleId}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save(typedDie(typed));
      }}
    >
      <p id={titleId} className="text-lg font-bold">{label}</p>
      <p className="text-sm">{t('saves.needs', { dc: new Intl.NumberFormat(i18n.language).format(dc) })}</p>
      <NumberField
        label={t('saves.bonus')}
        value={bonus}
        onChange={setBonus}
        min={-BONUS_LIMIT}
        max={BONUS_LIMIT}
        decreaseLabel={t('saves.bonusDown')}
        increaseLabel={t('saves.bonusUp')}
      />
      <Button tone="primary" className="min-h-14 text-lg" onClick={() => save(undefined)}>{t('saves.roll')}</Button>
      <div className="flex flex-wrap items-end gap-2">
        <DiceInput label={t('saves.typed')} sides={20} value={typed} onChange={setTyped} hint={t('saves.typedHint')} />
        <Button type="submit" disabled={typed.trim() === ''}>{t('saves.record')}</Button>
      </div>
      <ActionError code={error} />
    </form>
  );
}
