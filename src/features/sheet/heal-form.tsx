import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/numbers';
import { Button } from '../../components/button';
import { dispatch, type Action, type Creature } from '../../rules';
import { RefusalHint } from './action-error';
import { refusal } from './refusal';

/** Healing: what the HP will be (capped by the rules at the effective maximum), then apply. */
export function HealForm({ creature, amount, onApply, pad }: { creature: Creature; amount: number; onApply: (action: Action) => void; pad?: ReactNode }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const n = numberFormat(i18n.language);
  const action: Action = { type: 'heal', amount };
  const code = amount > 0 ? refusal(creature, action) : null;
  const result = amount > 0 && !code ? dispatch(creature, action) : null;
  const after = result ? result.creature.hp.current : null;
  // The rules answer "nothing changes" with the same creature: at full HP there is nothing to heal.
  const changesNothing = result !== null && result.creature === creature;
  return (
    <div className="flex flex-col gap-2">
      {after !== null && !changesNothing && (
        <p className="text-lg" aria-label={t('preview.title')}>
          {t('heal.preview', { from: n.format(creature.hp.current), to: n.format(after), gained: n.format(after - creature.hp.current) })}
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('heal.hint')}</p>
      {pad}
      <Button tone="primary" className="min-h-13 text-lg" disabled={amount <= 0 || code !== null || changesNothing} aria-describedby={changesNothing ? 'heal-full' : undefined} onClick={() => onApply(action)}>
        {amount > 0 ? t('heal.apply', { amount: n.format(amount) }) : t('editor.typeAmount')}
      </Button>
      {changesNothing && <p id="heal-full" className="text-sm">{t('heal.full')}</p>}
      <RefusalHint code={code} />
    </div>
  );
}
