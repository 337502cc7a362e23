import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useWords } from '../../i18n/words';
import { Button } from '../../components/button';
import { NumberField } from '../../components/number-field';
import { SelectField } from '../../components/select-field';
import { withEngine } from '../../app/engine';
import { formatCount } from '../../i18n/numbers';
import { LIMITS } from '../../rules/limits';
import { ROLES, type Role } from '../../rules/types';
import { parseName } from '../../rules/names';
import { emptyNumbers, numberProblems, numbersInit } from '../sheet/numbers-draft';
import { AbilitiesField, HitDiceField } from '../sheet/numbers-fields';

/**
 * The quick way to a new sheet: a name, maximum HP and role, with the Hit Point Dice and the
 * abilities and saves folded below; everything else is edited on the sheet.
 */
export function NewSheetForm() {
  const { t, language } = useWords(['sheet', 'rules']);
  // Not Intl.NumberFormat: this is on the first screen (formatCount).
  const format = (value: number) => formatCount(language, value);
  const nameHintId = useId();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [maxHp, setMaxHp] = useState(10);
  const [role, setRole] = useState<Role>('character');
  const [invalid, setInvalid] = useState(false);
  const [numbers, setNumbers] = useState(emptyNumbers);
  const problems = numberProblems(numbers);
  // The rules' own check (something visible, at most LIMITS.nameLength characters).
  const nameOk = parseName(name) !== null;
  const nameRefused = name.trim() !== '' && !nameOk;

  const submit = () => withEngine(({ store }) => {
    // Said beside the fields already; nothing typed is lost.
    if (problems.length > 0) return setInvalid(true);
    try {
      const id = store.getState().createSheet({ name: name.trim(), maxHp, role, ...numbersInit(numbers) });
      void navigate({ to: '/sheet/$sheetId', params: { sheetId: id } });
    } catch {
      // createCreature refuses bad input with a RangeError; say so instead of failing silently.
      setInvalid(true);
    }
  });

  return (
    <form
      aria-label={t('list.newTitle')}
      className="flex flex-col gap-3 rounded-xl border border-slate-300 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
      onSubmit={(event) => { event.preventDefault(); submit(); }}
    >
      <h2 className="text-lg font-bold">{t('list.newTitle')}</h2>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('edit.name')}
        <input required maxLength={LIMITS.nameLength} value={name} aria-describedby={nameRefused ? nameHintId : undefined} onChange={(e) => { setName(e.target.value); setInvalid(false); }} className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 text-base dark:border-slate-600 dark:bg-slate-950" />
      </label>
      {nameRefused && <p id={nameHintId} className="text-sm text-slate-600 dark:text-slate-400">{t('edit.nameInvalid', { max: format(LIMITS.nameLength) })}</p>}
      <NumberField label={t('edit.maxHp')} value={maxHp} min={1} max={LIMITS.maxHp} onChange={setMaxHp} hint={t('edit.maxHpHint', { max: format(LIMITS.maxHp) })} decreaseLabel={t('edit.decrease', { field: t('edit.maxHp') })} increaseLabel={t('edit.increase', { field: t('edit.maxHp') })} />
      <SelectField label={t('edit.role')} value={role} onChange={(e) => setRole(e.target.value as Role)}>
        {ROLES.map((id) => <option key={id} value={id}>{t(`rules:roles.${id}`)}</option>)}
      </SelectField>
      <HitDiceField draft={numbers} problems={problems} onChange={(next) => { setNumbers(next); setInvalid(false); }} />
      <AbilitiesField draft={numbers} problems={problems} onChange={(next) => { setNumbers(next); setInvalid(false); }} />
      {invalid && <p role="alert">{t(problems.length > 0 ? 'edit.numbersInvalid' : 'list.invalid')}</p>}
      <Button type="submit" tone="primary" disabled={!nameOk}>{t('list.create')}</Button>
    </form>
  );
}
