import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { CheckField } from '../../components/check-field';
import { DiceInput, typedDie } from '../../components/dice-input';
import { Pips } from '../../components/pips';
import { deathSaveNeeds, terminologyContext, type RulesEvent } from '../../rules';
import { ActionError } from './action-error';
import { Card } from './card';
import { DeathRecord } from './death-record';
import { DeathSaveFeedback } from './death-save-feedback';
import { refusal } from './refusal';
import { StabilizeControls } from './stabilize-controls';
import { StableWake } from './stable-wake';
import { useAct } from './use-act';
import { useAppStoreLater, useCreature } from './use-creature';
import type { AppState } from '../../store/store-types';

/**
 * Death saves (Testes de Morte / Salvaguarda de Ancoragem / Záchranné hody proti smrti): the
 * pips, a roll in the app or the die the player rolled, feedback, stabilizing and the
 * Databook record. Shown while at 0 HP, and while databook failures linger after healing.
 */
export function DeathSaveWidget({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  const [typed, setTyped] = useState('');
  const [extra, setExtra] = useState('');
  const [useFailureToSuccess, setUseFailureToSuccess] = useState(true);
  const [last, setLast] = useState<RulesEvent[]>([]);
  // The feedback stays while the death save is still the latest news (a natural 20 wakes the creature).
  const lastWasSave = useAppStoreLater(useCallback((state: AppState) => state.sheets[sheetId]?.log.at(-1)?.action === 'deathSave', [sheetId]));
  if (!creature) return null;
  const { successes, failures } = creature.deathSaves;
  const atZero = creature.status === 'dying' || creature.status === 'stable';
  if (!atZero && successes === 0 && failures === 0 && !lastWasSave) return null;

  const context = terminologyContext(creature);
  const needs = deathSaveNeeds(creature);
  const { resources } = creature;
  const rollMode = resources.advantage && !resources.disadvantage ? 'advantage' : resources.disadvantage && !resources.advantage ? 'disadvantage' : 'normal';

  const save = (roll: number | undefined) => {
    const action = {
      type: 'deathSave' as const,
      ...(roll !== undefined && { roll }),
      ...(resources.extraDie > 0 && typedDie(extra) !== undefined && { extraRoll: typedDie(extra) }),
      useFailureToSuccess,
    };
    const result = act(action);
    if (result && !result.error) {
      setLast(result.events);
      setTyped('');
      setExtra('');
    }
  };
  const due = refusal(creature, { type: 'deathSave', roll: 10 });

  return (
    <Card title={t('rules:terms.deathSaves', { context })} tone={creature.status === 'dying' ? 'alert' : 'plain'}>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">{t('deathSaves.successes')}</p>
          <Pips tone="success" filled={successes} total={needs.successes} label={t('deathSaves.successCount', { count: successes, needed: needs.successes })} />
        </div>
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium">{t('deathSaves.failures')}</p>
          <Pips tone="failure" filled={failures} total={needs.failures} label={t('deathSaves.failureCount', { count: failures, needed: needs.failures })} />
        </div>
      </div>

      <DeathSaveFeedback events={lastWasSave ? last : []} context={context} />

      {creature.status === 'dying' && (
        <div className="flex flex-col gap-2">
          <p className="text-sm">{t(`deathSaves.mode.${rollMode}`)}</p>
          <Button tone="primary" className="min-h-14 text-lg" disabled={due !== null} onClick={() => save(undefined)}>
            {t('deathSaves.roll')}
          </Button>
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              save(typedDie(typed));
            }}
          >
            <DiceInput label={t('deathSaves.typed')} sides={20} value={typed} onChange={setTyped} hint={t(`deathSaves.typedHint.${rollMode}`)} />
            {resources.extraDie > 0 && (
              <DiceInput label={t('deathSaves.extraDie', { sides: resources.extraDie })} sides={resources.extraDie} value={extra} onChange={setExtra} hint={t('dice.emptyRolls')} />
            )}
            <Button type="submit" disabled={typed === ''}>{t('deathSaves.record')}</Button>
          </form>
          {resources.failureToSuccessUses > 0 && (
            <CheckField
              checked={useFailureToSuccess}
              onChange={(event) => setUseFailureToSuccess(event.target.checked)}
              label={t('deathSaves.useFailureToSuccess', { count: resources.failureToSuccessUses })}
            />
          )}
          <StabilizeControls sheetId={sheetId} />
        </div>
      )}
      <StableWake sheetId={sheetId} />
      {failures > 0 && (
        <Button disabled={refusal(creature, { type: 'removeFailures', count: 1 }) !== null} onClick={() => act({ type: 'removeFailures', count: 1 })}>
          {t('deathSaves.removeFailure')}
        </Button>
      )}
      <ActionError code={error} />
      <DeathRecord sheetId={sheetId} />
    </Card>
  );
}
