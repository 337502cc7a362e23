import { memo } from 'react';
import { useAppStore } from '../../store/store';
import type { GmT } from './gm-t';
import { HpBar, hpView } from './hp-bar';
import { sameFields, useStableSelector } from './stable-select';
import { badgeView, StatusBadges } from './status-badges';

// A row's changing parts subscribe on their own, to the few values they draw: damage to 200
// creatures redraws 200 HP bars, not 200 whole rows, and badges only where a status changed.

export const RowHp = memo(function RowHp({ sheetId, t }: { sheetId: string; t: GmT }) {
  const view = useAppStore(useStableSelector((s) => {
    const creature = s.sheets[sheetId]?.creature;
    return creature ? hpView(creature) : null;
  }, sameFields));
  return view && <HpBar view={view} t={t} />;
});

export const RowStatus = memo(function RowStatus({ sheetId, t }: { sheetId: string; t: GmT }) {
  const view = useAppStore(useStableSelector((s) => {
    const creature = s.sheets[sheetId]?.creature;
    return creature ? badgeView(creature) : null;
  }, sameFields));
  return view && <StatusBadges view={view} t={t} conditionsApart oneLine />;
});
