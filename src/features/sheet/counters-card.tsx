import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ActionError } from './action-error';
import { Card } from './card';
import { CounterList } from './counter-list';
import { CountersEditor } from './counters-editor';
import { useAct } from './use-act';
import { useCreature } from './use-creature';

/**
 * What the character spends and gets back on a rest (RULES.md "Counters"): spell slots by level,
 * Pact Magic, limited uses (Rage, Channel Divinity) and pools of the table's own (Chakra, Ki).
 * With counters it is open, one line each with − and + under the thumb; without, it is folded,
 * saying what it is for and offering to set them up. The rests say what came back.
 */
export function CountersCard({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  const [editing, setEditing] = useState(false);
  if (!creature) return null;
  const counters = creature.counters;
  const editor = <CountersEditor sheetId={sheetId} open={editing} onClose={() => setEditing(false)} />;
  if (counters.length === 0) {
    return (
      <Card title={t('counters.title')} folded summary={t('counters.noneYet')}>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('counters.intro')}</p>
        <Button className="self-start" onClick={() => setEditing(true)}>{t('counters.add')}</Button>
        {editor}
      </Card>
    );
  }
  return (
    <Card title={t('counters.title')}>
      <CounterList counters={counters} act={act} />
      <ActionError code={error} />
      <Button className="self-start" onClick={() => setEditing(true)}>{t('counters.edit')}</Button>
      {editor}
    </Card>
  );
}
