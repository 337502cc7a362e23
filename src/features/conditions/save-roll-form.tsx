import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { DiceInput, typedDie } from '../../components/dice-input';
import { NumberField } from '../../components/number-field';
import { formatSigned, numberFormat } from '../../i18n/numbers';
import type { Ability, ErrorCode } from '../../rules';
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
   * The save bonus the creature's sheet gives (RULES.md "Hit Point Dice, saving throws…"): the
   * bonus field then starts empty, says this bonus, and an empty field sends no `bonus` (the
   * rules add the sheet's); a bonus typed replaces it for this save only. Without it the field
   * starts at 0 and a bonus is always sent, as before.
   */
  sheetBonus?: { ability: Ability; value: number };
  /**
   * Records the save. `roll` is the natural d20 typed in, or absent: then the app rolls it (the
   * store resolves the die before recording); `bonus` is absent only with `sheetBonus` and an
   * empty field. A refusal in the result is shown in words, and keeps what was typed.
   */
  onSubmit: (save: { roll?: number; bonus?: number }) => ActResult;
  /**
   * The id of words shown elsewhere that name the form (the GM's one-line prompt says the label
   * on its line): the form is named by them and does not repeat the label.
   */
  labelledBy?: string;
}

/**
 * A saving throw, as the death save takes one: the app rolls the d20, or the player types the
 * die rolled at the table; the sheet's bonus, or one typed, either way.
 */
export function SaveRollForm({ label, dc, sheetBonus, onSubmit, labelledBy }: SaveRollFormProps) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [bonus, setBonus] = useState(0);
  // With a sheet's bonus: what is typed over it ('' keeps the sheet's).
  const [override, setOverride] = useState('');
  const [error, setError] = useState<ErrorCode | null>(null);
  const typedBonus = sheetBonus ? typedDie(override) : bonus;
  const save = (roll: number | undefined) => {
    const code = refusalOf(onSubmit({ ...(roll !== undefined && { roll }), ...(typedBonus !== undefined && { bonus: typedBonus }) }));
    setError(code);
    if (code === null) {
      setTyped('');
      setBonus(0);
      setOverride('');
    }
  };
  return (
    <form
      aria-labelledby={labelledBy ?? titleId}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save(typedDie(typed));
      }}
    >
      {!labelledBy && <p id={titleId} className="text-lg font-bold">{label}</p>}
      <p className="text-sm">{t('saves.needs', { dc: numberFormat(i18n.language).format(dc) })}</p>
      {sheetBonus ? (
        <SheetBonusField sheetBonus={sheetBonus} value={override} onChange={setOverride} />
      ) : (
        <NumberField
          label={t('saves.bonus')}
          value={bonus}
          onChange={setBonus}
          min={-BONUS_LIMIT}
          max={BONUS_LIMIT}
          decreaseLabel={t('saves.bonusDown')}
          increaseLabel={t('saves.bonusUp')}
        />
      )}
      <Button tone="primary" className="min-h-14 text-lg" onClick={() => save(undefined)}>{t('saves.roll')}</Button>
      <div className="flex flex-wrap items-end gap-2">
        <DiceInput label={t('saves.typed')} sides={20} value={typed} onChange={setTyped} hint={t('saves.typedHint')} />
        <Button type="submit" disabled={typed.trim() === ''}>{t('saves.record')}</Button>
      </div>
      <ActionError code={error} />
    </form>
  );
}

/** The bonus field over a sheet's bonus: empty, the sheet's bonus as its placeholder and said under it. */
function SheetBonusField({ sheetBonus, value, onChange }: { sheetBonus: { ability: Ability; value: number }; value: string; onChange: (value: string) => void }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const id = useId();
  const hintId = useId();
  const signed = formatSigned(i18n.language, sheetBonus.value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">{t('saves.bonus')}</label>
      <input
        id={id}
        type="number"
        value={value}
        placeholder={signed}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 w-24 rounded-lg border border-slate-400 bg-white px-2 text-center text-lg tabular-nums dark:border-slate-600 dark:bg-slate-950"
      />
      <p id={hintId} className="text-sm">{t('saves.fromSheet', { abilitySave: t(`rules:abilitySaves.${sheetBonus.ability}`), bonus: signed })}</p>
    </div>
  );
}
