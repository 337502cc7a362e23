import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { terminologyContext } from '../../rules';
import { genderContext, termKeys } from '../../i18n/agree';
import { ActionError, RefusalHint } from './action-error';
import { refusal } from './refusal';
import { useAct } from './use-act';
import { useCreature } from './use-creature';
import type { LooseT } from './event-text';
import { CheckTotalField } from '../../components/check-total-field';

const tones = {
  danger: 'border-red-600 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50',
  warn: 'border-amber-500 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
  calm: 'border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50',
};

/**
 * One unmistakable banner for every state that changes what the player may do: dying,
 * stable, knocked out, dead, Dispersão, dissolved (Recuo has its own panel). A knocked-out
 * creature gets first aid here (srd-2024 "Omráčení tvora": Medicine DC 10).
 */
export function StatusPanel({ sheetId }: { sheetId: string }) {
  const { t } = useTranslation(['sheet', 'rules']);
  const creature = useCreature(sheetId);
  const { act, error } = useAct(sheetId);
  const [check, setCheck] = useState('');
  if (!creature) return null;
  const context = terminologyContext(creature);
  const gender = genderContext(creature);
  const tc = t as unknown as LooseT;

  let tone: keyof typeof tones | null = null;
  let key: 'dying' | 'stable' | 'knockedOut' | 'dead' | 'dispersed' | 'dissolved' | null = null;
  if (creature.status === 'dying') [tone, key] = ['danger', 'dying'];
  else if (creature.status === 'stable') [tone, key] = ['calm', 'stable'];
  else if (creature.status === 'dead') [tone, key] = ['danger', 'dead'];
  else if (creature.status === 'dispersed') [tone, key] = ['warn', 'dispersed'];
  else if (creature.status === 'dissolved') [tone, key] = ['warn', 'dissolved'];
  else if (creature.knockedOut) [tone, key] = ['warn', 'knockedOut'];
  if (!tone || !key) return null;

  const firstAid = { type: 'firstAid', check: check === '' ? Number.NaN : Number(check) } as const;
  return (
    <section className={`flex flex-col gap-1 rounded-xl border-2 px-3 py-2 ${tones[tone]}`} aria-labelledby={`state-${sheetId}`}>
      <h2 id={`state-${sheetId}`} className="text-lg font-black">{tc(termKeys(`sheet:state.${key}.title`, context), { context: gender })}</h2>
      <p className="text-sm">{tc(termKeys(`sheet:state.${key}.body`, context), { context: gender })}</p>
      {key === 'knockedOut' && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (act(firstAid)?.error === undefined) setCheck('');
          }}
        >
          <CheckTotalField label={t('state.knockedOut.check')} value={check} onChange={setCheck} />
          <Button type="submit" disabled={check === ''}>{t('state.knockedOut.firstAid')}</Button>
          {check !== '' && <RefusalHint code={refusal(creature, firstAid)} />}
        </form>
      )}
      <ActionError code={error} />
    </section>
  );
}
