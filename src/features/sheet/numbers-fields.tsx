import { useId } from 'react';
import { useWords } from '../../i18n/words';
import { Button } from '../../components/button';
import { formatCount, formatSigned } from '../../i18n/numbers';
import { ABILITIES, type Ability, type HitDieKey } from '../../rules/types';
import { RANGES, typedModifier, unusedSizes, type NumberProblem, type NumbersDraft } from './numbers-draft';
import type { LooseT } from './event-text';

const fold = 'rounded-lg border border-slate-300 p-2 dark:border-slate-700';
const summaryClass = 'min-h-11 cursor-pointer content-center font-semibold';
const input = 'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-2 text-center text-lg tabular-nums aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:aria-[invalid=true]:border-red-400';

interface FieldsProps {
  draft: NumbersDraft;
  onChange: (draft: NumbersDraft) => void;
  problems: NumberProblem[];
}

/** "Constitution: from −5 to +10." for each field typed out of range, announced as it is typed. */
function Problems({ problems, kind }: { problems: NumberProblem[]; kind: 'abilities' | 'hitDice' }) {
  const { t, language } = useWords(['sheet', 'rules']);
  const tt = t as unknown as LooseT;
  const mine = problems.filter((p) => (kind === 'hitDice') === (p.field.kind === 'hitDie'));
  if (mine.length === 0) return null;
  const name = (p: NumberProblem) =>
    p.field.kind === 'ac' ? tt('sheet:edit.armorClass')
    : p.field.kind === 'hitDie' ? tt('sheet:edit.hitDieCount', { die: p.field.die })
      : p.field.kind === 'save' ? tt('sheet:edit.saveOf', { abilitySave: tt(`rules:abilitySaves.${p.field.ability}`) })
        : tt('sheet:edit.modifierOf', { ability: tt(`rules:abilities.${p.field.ability}`) });
  const bound = (p: NumberProblem, n: number) => (p.field.kind === 'hitDie' || p.field.kind === 'ac' ? formatCount(language, n) : formatSigned(language, n));
  return (
    <div role="alert" className="text-sm font-medium text-red-800 dark:text-red-200">
      {mine.map((p) => <p key={name(p)}>{t('edit.outOfRange', { field: name(p), min: bound(p, p.min), max: bound(p, p.max) })}</p>)}
    </div>
  );
}

const isBad = (problems: NumberProblem[], kind: 'ability' | 'save', ability: Ability) =>
  problems.some((p) => p.field.kind === kind && p.field.ability === ability);

/**
 * The six ability modifiers and saving-throw bonuses, folded (a quick sheet needs neither). A
 * save left empty follows its modifier, shown as its placeholder; a player types only the saves
 * that differ (a proficient one).
 */
export function AbilitiesField({ draft, onChange, problems }: FieldsProps) {
  const { t, language } = useWords(['sheet', 'rules']);
  const tt = t as unknown as LooseT;
  const hintId = useId();
  const signed = (n: number) => formatSigned(language, n);
  const set = (kind: 'abilities' | 'saves', ability: Ability, text: string) => onChange({ ...draft, [kind]: { ...draft[kind], [ability]: text } });
  // What differs from a blank sheet, said in the summary so the fold need not be opened.
  const ac = Number(draft.ac);
  const said = [
    ...(draft.ac.trim() !== '' && Number.isInteger(ac) ? [t('edit.armorClassShort', { ac: formatCount(language, ac) })] : []),
    ...ABILITIES.flatMap((a) => {
    const parts: string[] = [];
    const mod = typedModifier(draft, a);
    const short = tt(`rules:abilitiesShort.${a}`);
    if (mod !== 0) parts.push(`${short} ${signed(mod)}`);
    const save = Number(draft.saves[a]);
    if (draft.saves[a].trim() !== '' && Number.isInteger(save)) parts.push(t('edit.saveShort', { ability: short, bonus: signed(save) }));
    return parts;
  })];
  return (
    <div className="flex flex-col gap-1">
      <details className={fold}>
        <summary className={summaryClass}>
          {t('edit.abilitiesSection')} ({said.length === 0 ? t('edit.noneSelected') : said.join(', ')})
        </summary>
        <p id={hintId} className="pb-2 text-sm text-slate-600 dark:text-slate-400">
          {t('edit.abilitiesHint', { min: signed(RANGES.ability[0]), max: signed(RANGES.ability[1]), saveMin: signed(RANGES.save[0]), saveMax: signed(RANGES.save[1]) })}
        </p>
        <label className="flex items-center gap-2 pb-2 text-sm font-medium">
          {t('edit.armorClass')}
          <input type="number" inputMode="numeric" min={RANGES.ac[0]} max={RANGES.ac[1]} value={draft.ac}
            aria-invalid={problems.some((p) => p.field.kind === 'ac') || undefined}
            onChange={(e) => onChange({ ...draft, ac: e.target.value })} className={`${input} max-w-24`} />
        </label>
        <table className="w-full border-separate border-spacing-y-1 text-sm">
          <thead>
            <tr>
              <th scope="col" className="text-left font-medium"><span className="sr-only">{t('edit.ability')}</span></th>
              <th scope="col" className="w-24 font-medium">{t('edit.modifier')}</th>
              <th scope="col" className="w-24 font-medium">{t('edit.save')}</th>
            </tr>
          </thead>
          <tbody>
            {ABILITIES.map((ability) => (
              <tr key={ability}>
                <th scope="row" className="pr-2 text-left font-medium">{tt(`rules:abilities.${ability}`)}</th>
                <td className="px-1">
                  <input type="number" value={draft.abilities[ability]} placeholder="0" aria-describedby={hintId}
                    aria-label={t('edit.modifierOf', { ability: tt(`rules:abilities.${ability}`) })}
                    aria-invalid={isBad(problems, 'ability', ability) || undefined}
                    onChange={(e) => set('abilities', ability, e.target.value)} className={input} />
                </td>
                <td className="px-1">
                  <input type="number" value={draft.saves[ability]} placeholder={signed(typedModifier(draft, ability))} aria-describedby={hintId}
                    aria-label={t('edit.saveOf', { abilitySave: tt(`rules:abilitySaves.${ability}`) })}
                    aria-invalid={isBad(problems, 'save', ability) || undefined}
                    onChange={(e) => set('saves', ability, e.target.value)} className={input} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <Problems problems={problems} kind="abilities" />
    </div>
  );
}

/** "3d10 + 2d8", or "none": the Hit Point Dice typed. */
export function hitDiceWords(draft: NumbersDraft, none: string): string {
  const typed = draft.hitDice.filter((row) => row.count.trim() !== '');
  return typed.length === 0 ? none : typed.map((row) => `${row.count}${row.die}`).join(' + ');
}

/**
 * The Hit Point Dice, one row per size (a multiclass character has several: 3d10 + 2d8), folded.
 * Spent dice are the sheet's to keep: the form sets how many of each size there are.
 */
export function HitDiceField({ draft, onChange, problems }: FieldsProps) {
  const { t, language } = useWords(['sheet', 'rules']);
  const hintId = useId();
  const rows = draft.hitDice;
  const setRow = (index: number, patch: Partial<{ die: HitDieKey; count: string }>) =>
    onChange({ ...draft, hitDice: rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  // Largest first, in the list and for a new row: the size a character is built on is usually its biggest.
  const free = unusedSizes(draft).reverse();
  return (
    <div className="flex flex-col gap-1">
      <details className={fold}>
        <summary className={summaryClass}>{t('edit.hitDice')} ({hitDiceWords(draft, t('edit.noneSelected'))})</summary>
        <div className="flex flex-col gap-2">
          <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">{t('edit.hitDiceHint', { max: formatCount(language, RANGES.hitDie[1]) })}</p>
          {rows.map((row, index) => (
            <div key={row.die} className="flex items-center gap-2">
              <select aria-label={t('edit.hitDieSize')} value={row.die} onChange={(e) => setRow(index, { die: e.target.value as HitDieKey })}
                className="min-h-11 rounded-lg border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-950">
                {unusedSizes(draft, row.die).reverse().map((die) => <option key={die} value={die}>{die}</option>)}
              </select>
              <input type="number" inputMode="numeric" min={1} value={row.count} aria-describedby={hintId}
                aria-label={t('edit.hitDieCount', { die: row.die })}
                aria-invalid={problems.some((p) => p.field.kind === 'hitDie' && p.field.die === row.die) || undefined}
                onChange={(e) => setRow(index, { count: e.target.value })} className={`${input} max-w-24`} />
              <Button className="ml-auto" onClick={() => onChange({ ...draft, hitDice: rows.filter((_, i) => i !== index) })}>
                {t('edit.hitDieRemove', { die: row.die })}
              </Button>
            </div>
          ))}
          {free.length > 0 && (
            <Button className="self-start" onClick={() => onChange({ ...draft, hitDice: [...rows, { die: free[0]!, count: '1' }] })}>
              {t('edit.hitDieAdd')}
            </Button>
          )}
        </div>
      </details>
      <Problems problems={problems} kind="hitDice" />
    </div>
  );
}
