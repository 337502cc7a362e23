import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
}

/** Damage options (type, critical, save for half, flat adjustment, melee, knock out), preview and apply. */
export function DamageForm({ creature, amount, options, onOptions, onApply }: Props) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const n = new Intl.NumberFormat(i18n.language);
  const set = (patch: Partial<DamageOptions>) => onOptions({ ...options, ...patch });
  const action = damageAction(amount, options);
  // Knocking out is a choice only where the preset has it (not databook).
  const canKnockOut = refusal(creature, { type: 'damage', amount: 1, melee: true, knockOut: true }) !== 'knock-out-unavailable';
  const code = amount > 0 ? refusal(creature, action) : null;
  // srd-2024 Paralyzed / Unconscious: a hit from an attacker within 1.5 m (5 ft) is a critical hit.
  const autoCritical = options.melee ? automaticCritical(creature) : null;
  const autoCriticalId = useId();
  return (
    <div className="flex flex-col gap-3">
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
      {amount > 0 && <DamagePreview creature={creature} action={action} />}
      <Button tone="danger" className="min-h-14 text-lg" disabled={amount <= 0 || code !== null} onClick={() => onApply(action)}>
        {amount > 0 ? t('damage.apply', { amount: n.format(computeDamage(creature, action).total) }) : t('editor.typeAmount')}
      </Button>
      <RefusalHint code={code} />
    </div>
  );
}
