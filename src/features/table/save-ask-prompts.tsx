import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { DiceInput } from '../../components/dice-input';
import { formatSigned, numberFormat } from '../../i18n/numbers';
import { saveBonus } from '../../rules';
import { cryptoRng } from '../../store/rng';
import { useAppStore } from '../../store/store';
import { Card } from '../sheet/card';
import { answerAsk, isNaturalD20, useOpenAsks, type OpenAsk } from './save-asks';
import { rollD20 } from '../../store/encounter-helpers';

/** How long "Sent: 8 + 5 = 13" stays once an answer left. */
export const SENT_SHOWN_MS = 4000;

/** "8 + 5 = 13", "8 − 1 = 7": a save's sum as the GM screen writes it. */
function saveMath(language: string, roll: number, bonus: number): string {
  const number = numberFormat(language).format;
  return `${number(roll)} ${bonus < 0 ? '−' : '+'} ${number(Math.abs(bonus))} = ${number(roll + bonus)}`;
}

/**
 * On a player's sheet at a shared table, the saves the GM asks for (a monster's Fire Breath:
 * Dexterity save DC 13), each a card at the top of the sheet until answered: the d20 typed from
 * the table or rolled here, the sheet's own bonus, and Send. Only this device's own sheets are
 * asked (save-asks.ts); a GM's copy never shows one. `rng` rolls the d20 (the platform's
 * cryptographic generator unless a test gives one).
 */
export function SaveAskPrompts({ sheetId, rng = cryptoRng }: { sheetId: string; rng?: () => number }) {
  const { t } = useTranslation('table');
  const open = useOpenAsks(sheetId);
  const [sent, setSent] = useState<Array<{ id: string; math: string }>>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  const onSent = (id: string, math: string) => {
    setSent((list) => [...list, { id, math }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setSent((list) => list.filter((item) => item.id !== id));
    }, SENT_SHOWN_MS);
    timers.current.add(timer);
  };
  return (
    <>
      {open.map((ask) => <AskCard key={ask.id} ask={ask} rng={rng} onSent={onSent} />)}
      <div role="status" className="flex flex-col gap-1 empty:hidden rounded-xl border border-emerald-600 bg-emerald-50 p-3 font-medium text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50">
        {sent.map((item) => <p key={item.id}>{t('asks.sent', { math: item.math })}</p>)}
      </div>
    </>
  );
}

function AskCard({ ask: { id, sheetId, ask }, rng, onSent }: { ask: OpenAsk; rng: () => number; onSent: (id: string, math: string) => void }) {
  const { t, i18n } = useTranslation(['table', 'sheet', 'rules']);
  const creature = useAppStore((state) => state.sheets[sheetId]?.creature);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<'roll' | 'gone' | null>(null);
  if (!creature) return null;

  const language = i18n.language;
  const bonus = saveBonus(creature, ask.ability);
  const abilitySave = t(`rules:abilitySaves.${ask.ability}`);
  const roll = typed.trim() === '' ? null : Number(typed);
  const math = isNaturalD20(roll) ? saveMath(language, roll, bonus) : null;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!isNaturalD20(roll)) return setProblem('roll');
    if (!answerAsk(id, { roll, bonus })) return setProblem('gone');
    onSent(id, saveMath(language, roll, bonus));
  };

  return (
    <Card title={t('asks.title', { from: ask.from, label: ask.label, abilitySave, dc: numberFormat(language).format(ask.dc) })} tone="alert">
      <p>{t('asks.intro')}</p>
      <p className="font-medium">{t('asks.bonus', { bonus: formatSigned(language, bonus) })}</p>
      <form className="flex flex-col gap-3" onSubmit={send}>
        <div className="flex flex-wrap items-end gap-2">
          <DiceInput
            label={t('sheet:saves.typed')}
            sides={20}
            value={typed}
            onChange={(value) => {
              setTyped(value);
              setProblem(null);
            }}
            hint={t('sheet:saves.typedHint')}
          />
          <Button
            onClick={() => {
              setTyped(String(rollD20(rng)));
              setProblem(null);
            }}
          >
            {t('sheet:saves.roll')}
          </Button>
        </div>
        {math && <p className="text-lg tabular-nums">{t('asks.total', { math })}</p>}
        <Button type="submit" tone="primary" className="min-h-14 text-lg" disabled={typed.trim() === ''}>{t('asks.send')}</Button>
        {problem && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {problem === 'roll' ? t('rules:errors.invalid-roll') : t('asks.notSent')}
          </p>
        )}
      </form>
    </Card>
  );
}
