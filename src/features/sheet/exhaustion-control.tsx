import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/numbers';
import { Button } from '../../components/button';
import { terminologyContext } from '../../rules';
import { ActionError } from './action-error';
import { refusal } from './refusal';
import { useAct } from './use-act';
import { useCreature } from './use-creature';
import type { LooseT } from './event-text';

/** Exhaustion level 0..6 with its D&D 2024 effects, in words from the locale. */
export function ExhaustionControl({ sheetId }: { sheetId: string }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  if (!creature) return null;
  const level = creature.exhaustion;
  const context = terminologyContext(creature);
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold">{t('rules:terms.exhaustion')}</h3>
      <div className="flex items-center gap-2">
        <Button aria-label={t('exhaustion.down')} disabled={refusal(creature, { type: 'exhaustion', delta: -1 }) !== null || level === 0} onClick={() => act({ type: 'exhaustion', delta: -1 })}>−</Button>
        <output className="min-w-11 text-center text-3xl font-black tabular-nums" aria-label={t('rules:terms.exhaustionLevel', { level })}>
          {numberFormat(i18n.language).format(level)}
        </output>
        <Button aria-label={t('exhaustion.up')} disabled={refusal(creature, { type: 'exhaustion', delta: 1 }) !== null || level >= 6} onClick={() => act({ type: 'exhaustion', delta: 1 })}>+</Button>
      </div>
      <p className="text-sm">{(t as unknown as LooseT)(`sheet:exhaustion.effects.${Math.min(6, Math.max(0, level))}`, { context })}</p>
      {creature.exhaustionNeedsLight > 0 && <p className="text-sm">{t('exhaustion.needsLight', { count: creature.exhaustionNeedsLight })}</p>}
      <ActionError code={error} />
    </div>
  );
}
