import { useTranslation } from 'react-i18next';
import type { Action } from '../../rules';
import { appStore } from '../../store/store';
import { AddConditionForm } from '../conditions/add-condition-form';
import { ConcentrationControl } from '../conditions/concentration-control';
import { ConditionChips } from '../conditions/condition-chips';
import { selfTurnOption } from '../conditions/condition-words';
import { Card } from './card';
import { TurnButtons } from './turn-buttons';
import { useCreature } from './use-creature';

/**
 * Conditions, their durations and concentration, beside the HP (RULES.md "Conditions and
 * concentration"). Durations follow "Start of my turn" / "End of my turn" when no GM keeps the
 * turn order. Past play (dead, Recuo, dispersed) only what the creature still has is shown.
 */
export function ConditionsCard({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  if (!creature) return null;
  const inPlay = ['alive', 'dying', 'stable'].includes(creature.status);
  if (!inPlay && creature.conditions.length === 0) return null;
  const act = (action: Action) => appStore.getState().act(sheetId, action);
  return (
    <Card title={t('conditions.title')}>
      <ConditionChips creature={creature} onRemove={inPlay ? (condition) => act({ type: 'removeCondition', condition }) : undefined} />
      {inPlay && (
        <>
          <ConcentrationControl
            creature={creature}
            collapsible
            onConcentrate={(on) => act({ type: 'concentrate', on })}
            onEnd={() => act({ type: 'endConcentration' })}
            onSave={(save) => act({ type: 'concentrationSave', ...save })}
          />
          <TurnButtons sheetId={sheetId} />
          <AddConditionForm
            creature={creature}
            collapsible
            turnOptions={[selfTurnOption(creature.name)]}
            // Its own concentration may sustain a condition it gives itself (Invisibility); the GM's screen offers every combatant's.
            sustainers={creature.concentration ? [{ of: sheetId, on: creature.concentration.on, name: creature.name }] : []}
            onAdd={(condition, duration) => act({ type: 'addCondition', condition, duration })}
          />
        </>
      )}
    </Card>
  );
}
