import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/numbers';
import { Button } from '../../components/button';
import { CheckField } from '../../components/check-field';
import { NumberField } from '../../components/number-field';
import { SelectField } from '../../components/select-field';
import { automaticCritical, computeDamage, DAMAGE_TYPES, type Action, type Creature, type DamageAction, type DamageType } from '../../rules';
import { RefusalHint } from './action-error';
import { DamagePreview } from './damage-preview';
import type { LooseT } from './event-text';
import { refusal } from './refusal';

export interface DamageOptions {
  damageType: DamageType | '';
  critical: boolean;
  halfOnSave: boolean;
  adjustment: number;
  melee: boolean;
  knockOut: boolean;
}

export const NO_DAMAGE_OPTIONS: DamageOptions = { damageType: '', critical: false, halfOnSave: false, adjustment: 0, melee: false, knockOut: false };

export function damageAction(amount: number, o: DamageOptions): DamageAction {
  return {
    type: 'damage',
    amount,
    ...(o.damageType && { damageType: o.damageType }),
    ...(o.critical && { critical: true }),
    ...(o.halfOnSave && { halfOnSave: true }),
    ...(o.adjustment !== 0 && { adjustment: o.adjustment }),
    ...(o.melee && { melee: true }),
    ...(o.knockOut && { knockOut: true }),
  };
}

interface Props {
  creature: Creature;
  amount: number;
  options: DamageOptions;
  onOptions: (options: DamageOptions) => void;
  onApply: (action: Action) => void;
  /** The keypad, drawn between what the hit will do and the button that applies it. */
  pad?: ReactNode;
}

/** The options that are set, in words ("Fire · Critical · −5"); none set is an ordinary hit. */
function optionWords(t: LooseT, options: DamageOptions, autoCritical: boolean): string[] {
  const words: string[] = [];
  if (options.damageType) words.push(t(`rules:damageTypes.${options.damageType}`));
  if (options.critical || autoCritical) words.push(t('sheet:damage.critical'));
  if (options.halfOnSave) words.push(t('sheet:damage.halfOnSave'));
  if (options.melee) words.push(t('sheet:damage.melee'));
  if (options.knockOut) words.push(t('sheet:damage.knockOut'));
  if (options.adjustment !== 0) words.push(`${t('sheet:damage.adjustment')} ${options.adjustment > 0 ? '+' : '−'}${Math.abs(options.adjustment)}`);
  return words;
}

/**
 * Damage: the rare options (type, critical, save for half, flat adjustment, melee, knock out)
 * folded behind "More options" with what is set said in words (DESIGN.md 4), the preview, the
 * keypad and the button that applies it.
 */
export function DamageForm({ creature, amount, options, onOptions, onApply, pad }: Props) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const n = numberFormat(i18n.language);
  const set = (patch: Partial<DamageOptions>) => onOptions({ ...options, ...patch });
  const action = damageAction(amount, options);
  // Knocking out is a choice only where the preset has it (not databook).
  const canKnockOut = refusal(creature, { type: 'damage', amount: 1, melee: true, knockOut: true }) !== 'knock-out-unavailable';
  const code = amount > 0 ? refusal(creature, action) : null;
  // srd-2024 Paralyzed / Unconscious: a hit from an attacker within 1.5 m (5 ft) is a critical hit.
  const autoCritical = options.melee ? automaticCritical(creature) : null;
  const autoCriticalId = useId();
  const optionsId = useId();
  const [more, setMore] = useState(false);
  const setWords = optionWords(t as unknown as LooseT, options, autoCritical !== null);
  return (
    <div className="flex min-h-0 flex-col gap-2">
      <div className="flex shrink-0 items-center gap-2">
        <button
          type="button"
          aria-expanded={more}
          aria-controls={optionsId}
          onClick={() => setMore(!more)}
          className="min-h-11 shrink-0 rounded-lg border border-slate-400 px-3 font-semibold focus-visible:outline focus-visible:outline-3 focus-visible:outline-indigo-500 dark:border-slate-500"
        >
          {t('dock.more')} <span aria-hidden>{more ? '▴' : '▾'}</span>
        </button>
        <p className="min-w-0 flex-1 text-sm" data-testid="damage-options-set">
          {setWords.length > 0 ? setWords.join(' · ') : t('dock.moreNone')}
        </p>
      </div>
      {more && (
      // Shrinks and scrolls before the keypad below it moves (hp-editor.tsx).
      <div id={optionsId} className="flex min-h-0 flex-col gap-3 overflow-y-auto rounded-lg border border-slate-300 p-2 dark:border-slate-700">
      <SelectField label={t('damage.type')} value={options.damageType} onChange={(event) => set({ damageType: event.target.value as DamageType | '' })}>
        <option value="">{t('rules:damageTypes.untyped')}</option>
        {DAMAGE_TYPES.map((type) => (
          <option key={type} value={type}>{t(`rules:damageTypes.${type}`)}</option>
        ))}
      </SelectField>
      <div className="grid grid-cols-1 sm:grid-cols-2">
        <CheckField
          checked={options.critical || autoCritical !== null}
          disabled={autoCritical !== null}
          aria-describedby={autoCritical ? autoCriticalId : undefined}
          onChange={(e) => set({ critical: e.target.checked })}
          label={t('damage.critical')}
        />
        <CheckField checked={options.halfOnSave} onChange={(e) => set({ halfOnSave: e.target.checked })} label={t('damage.halfOnSave')} />
        <CheckField checked={options.melee} onChange={(e) => set({ melee: e.target.checked, knockOut: e.target.checked && options.knockOut })} label={t('damage.melee')} />
        {canKnockOut && (
          <CheckField checked={options.knockOut} disabled={!options.melee} onChange={(e) => set({ knockOut: e.target.checked })} label={t('damage.knockOut')} />
        )}
      </div>
      {autoCritical && (
        <p id={autoCriticalId} className="text-sm font-medium">
          {t('damage.autoCritical', { condition: (t as unknown as LooseT)(`rules:conditions.${autoCritical}`) })}
        </p>
      )}
      <NumberField
        label={t('damage.adjustment')}
        value={options.adjustment}
        onChange={(adjustment) => set({ adjustment })}
        min={-999}
        max={999}
        decreaseLabel={t('damage.adjustmentDown')}
        increaseLabel={t('damage.adjustmentUp')}
        hint={t('damage.adjustmentHint')}
      />
      </div>
      )}
      <div className="flex shrink-0 flex-col gap-2">
        {amount > 0 && <DamagePreview creature={creature} action={action} />}
        {pad}
        <Button tone="danger" className="min-h-13 text-lg" disabled={amount <= 0 || code !== null} onClick={() => onApply(action)}>
          {amount > 0 ? t('damage.apply', { amount: n.format(computeDamage(creature, action).total) }) : t('editor.typeAmount')}
        </Button>
        <RefusalHint code={code} />
      </div>
    </div>
  );
}
