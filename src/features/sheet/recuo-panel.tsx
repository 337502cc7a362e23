import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Card } from './card';
import { RecuoDialog } from './recuo-dialog';
import { RecuoSummary } from './recuo-summary';
import { RevivifyRoundsLeft } from './revivify-control';
import { useRevivifyWindow } from './revivify-window';
import { useCreature } from './use-creature';

/**
 * Recuo on the sheet: a summary and the way back into the Recuo dialog. The dialog opens by
 * itself when Recuo happens (the zone is still to be chosen).
 */
export function RecuoPanel({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const window = useRevivifyWindow(sheetId);
  const inRecuo = creature?.status === 'recuo';
  const unresolved = inRecuo && !creature?.recuo?.zone;
  const [open, setOpen] = useState(false);

  // Open on the transition into an unresolved Recuo (state adjusted during render, not in an effect).
  const [wasUnresolved, setWasUnresolved] = useState(false);
  if (unresolved !== wasUnresolved) {
    setWasUnresolved(unresolved);
    if (unresolved) setOpen(true);
  }

  if (!creature || !inRecuo || !creature.recuo) return null;
  return (
    <Card title={t('recuo.title')} tone="alert">
      <RecuoSummary recuo={creature.recuo} />
      {window && <RevivifyRoundsLeft window={window} />}
      <Button tone="primary" onClick={() => setOpen(true)}>{t(unresolved ? 'recuo.choose' : 'recuo.open')}</Button>
      <RecuoDialog sheetId={sheetId} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
