import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { DAMAGE_TYPES, type DamageType } from '../../rules';
import { EFFECT_KINDS, type EffectKind, type EffectTiming } from '../../store/encounter-slice';
import { useAppStore } from '../../store/store';
import type { AppState } from '../../store/store-types';
import { useEffectName } from './effect-chips';
import { selectOrder } from './gm-select';
import { useStableSelector } from './stable-select';

export interface Holder {
  sheetId: string;
  name: string;
  on: string;
}

/** The combatants concentrating now, and on what: an effect (or a condition) can be tied to one of them. */
export function selectHolders(state: AppState): Holder[] {
  return selectOrder(state).flatMap((sheetId) => {
    const creature = state.sheets[sheetId]?.creature;
    return creature?.concentration ? [{ sheetId, name: creature.name, on: creature.concentration.on }] : [];
  });
}

export const sameHolders = (a: Holder[], b: Holder[]) =>
  a.length === b.length && a.every((x, i) => x.sheetId === b[i]?.sheetId && x.name === b[i]?.name && x.on === b[i]?.on);

const FIELD = 'min-h-11 rounded border border-slate-400 bg-white px-2 dark:border-slate-600 dark:bg-slate-950';

/** Ongoing damage (bleeding, burning, poison, a harmful area, an active jutsu) on the selected creatures. */
export function EffectForm({ targets }: { targets: string[] }) {
  const { t } = useTranslation(['gm', 'rules']);
  const addEffect = useAppStore((s) => s.addEffect);
  const effectName = useEffectName();
  const [kind, setKind] = useState<EffectKind>('bleeding');
  const [label, setLabel] = useState('');
  const [timing, setTiming] = useState<EffectTiming>('start');
  const [amount, setAmount] = useState('');
  const [damageType, setDamageType] = useState<DamageType | ''>('');
  const [rounds, setRounds] = useState('');
  const holders = useAppStore(useStableSelector(selectHolders, sameHolders));
  const [tiedTo, setTiedTo] = useState('');
  // A holder who stopped concentrating meanwhile is no longer a choice: the effect is then not tied.
  const tie = holders.find((holder) => holder.sheetId === tiedTo);

  const value = Number(amount);
  const duration = rounds.trim() === '' ? null : Number(rounds);
  const valid = targets.length > 0 && Number.isInteger(value) && value >= 1
    && (duration === null || (Number.isInteger(duration) && duration >= 1));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    for (const sheetId of targets) {
      addEffect({
        sheetId, kind, label: label.trim(), timing, amount: value, roundsLeft: duration,
        ...(damageType ? { damageType } : {}),
        // Ends when that creature stops concentrating on it (RULES.md "Conditions and concentration").
        ...(tie ? { concentration: { sheetId: tie.sheetId, on: tie.on } } : {}),
      });
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby="gm-effect" className="flex flex-col gap-2">
      <h3 id="gm-effect" className="sr-only">{t('effects.title')}</h3>
      <div className="grid grid-cols-2 gap-2">
        <label className="flex flex-col text-sm">{t('effects.kind')}
          <select className={FIELD} value={kind} onChange={(e) => setKind(e.target.value as EffectKind)}>
            {EFFECT_KINDS.map((k) => <option key={k} value={k}>{effectName({ label: '', kind: k })}</option>)}
          </select>
        </label>
        <label className="flex flex-col text-sm">{t('effects.label')}
          <input className={FIELD} value={label} maxLength={40} onChange={(e) => setLabel(e.target.value)} />
        </label>
        <label className="flex flex-col text-sm">{t('effects.amount')}
          <input type="number" inputMode="numeric" min={1} className={FIELD} value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <label className="flex flex-col text-sm">{t('group.damageType')}
          <select className={FIELD} value={damageType} onChange={(e) => setDamageType(e.target.value as DamageType | '')}>
            <option value="">{t('group.untyped')}</option>
            {DAMAGE_TYPES.map((type) => <option key={type} value={type}>{t(`damageTypes.${type}`)}</option>)}
          </select>
        </label>
        <label className="flex flex-col text-sm">{t('effects.timing')}
          <select className={FIELD} value={timing} onChange={(e) => setTiming(e.target.value as EffectTiming)}>
            <option value="start">{t('effects.timings.start')}</option>
            <option value="end">{t('effects.timings.end')}</option>
          </select>
        </label>
        <label className="flex flex-col text-sm">{t('effects.rounds')}
          <input type="number" inputMode="numeric" min={1} className={FIELD} value={rounds} placeholder="∞" onChange={(e) => setRounds(e.target.value)} />
        </label>
        {holders.length > 0 && (
          <label className="col-span-2 flex flex-col text-sm">{t('effects.tiedTo')}
            <select className={FIELD} value={tie ? tiedTo : ''} onChange={(e) => setTiedTo(e.target.value)}>
              <option value="">{t('effects.notTied')}</option>
              {holders.map((holder) => (
                <option key={holder.sheetId} value={holder.sheetId}>
                  {t('effects.tie', { holder: holder.name, concentration: t('rules:concentration.label', { on: holder.on }) })}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <Button type="submit" disabled={!valid}>{targets.length === 0 ? t('effects.selectFirst') : t('effects.submit', { count: targets.length })}</Button>
    </form>
  );
}
