import { useTranslation } from 'react-i18next';
import { magnitudeFormat } from '../../i18n/numbers';
import { computeDamage, dispatch, terminologyContext, type Creature, type DamageAction, type EventType } from '../../rules';

// Events worth a word in the preview: what the hit will do beyond the numbers.
const OUTCOMES: EventType[] = [
  'damage-immune', 'damage-none', 'massive-damage', 'knocked-out', 'dying', 'died', 'dispersed', 'dissolved',
  'failures-added', 'stability-lost', 'recuo', 'temp-absorbed-at-zero', 'damage-ignored-at-zero',
];

// Steps that change the damage typed: only these make a chain worth showing (28 − 5 = 23 → …).
const CHANGING = new Set(['immune', 'half', 'adjustment', 'multiplier', 'resistance', 'vulnerability']);

/**
 * What the hit will do, said once, before anything is applied: "Depois: 26 PV.", what temporary
 * HP absorb, and what 0 HP brings. When the options change the damage typed, the chain comes
 * first (e.g. 28 − 5 = 23 → Resistance 11 → Vulnerability 22); its last figure is what Apply
 * says. Steps come from the rules' computeDamage; the outcome from a dry-run dispatch (pure,
 * nothing is stored).
 */
export function DamagePreview({ creature, action }: { creature: Creature; action: DamageAction }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const n = magnitudeFormat(i18n.language);
  const breakdown = computeDamage(creature, action);
  const dry = dispatch(creature, action, { rng: () => 0.5 });
  const outcomes = dry.events.filter((event) => OUTCOMES.includes(event.type));
  const adjustment = action.adjustment ?? 0;
  const changed = breakdown.steps.some((step) => CHANGING.has(step.step));
  const chain = changed ? breakdown.steps.filter((step) => step.step !== 'temp' && step.step !== 'hp') : [];
  const absorbed = breakdown.steps.find((step) => step.step === 'temp')?.value ?? 0;
  const words = chain.map((step) => {
    const value = n.format(step.value);
    switch (step.step) {
      case 'adjustment':
        return t('preview.adjustment', { sign: adjustment < 0 ? '−' : '+', amount: n.format(adjustment), value });
      default:
        return t(`preview.${step.step}` as 'preview.base', { value });
    }
  });

  return (
    // Compact, under the thumb's keypad: the region is named for screen readers, not titled.
    <section aria-label={t('preview.title')} className="rounded-lg border border-dashed border-slate-400 px-2 py-1 dark:border-slate-500">
      {words.length > 0 && (
        <ol className="flex flex-wrap items-center gap-x-1 text-sm">
          {words.map((word, index) => (
            <li key={index} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">→</span>}
              <span>{word}</span>
            </li>
          ))}
        </ol>
      )}
      {!dry.error && (
        <p className="flex flex-wrap gap-x-1">
          <span className="font-bold">
            {t('preview.after', {
              current: n.format(dry.creature.hp.current),
              temp: n.format(dry.creature.hp.temp),
              // No "0 temporary HP" clause when none are left.
              context: dry.creature.hp.temp > 0 ? 'temp' : undefined,
            })}
          </span>
          {/* Spaces in the text too, so a screen reader and a copy read sentences, not "3.Os". */}
          {absorbed > 0 && <> <span>{t('preview.absorbed', { value: n.format(absorbed) })}</span></>}
          {/* A desencarnado's 0 HP is Torpor, not dying (seed 001: "sem risco de morte"). */}
          {outcomes.map((event) => (
            <span key={event.type}> {t(`preview.outcomes.${event.type}` as 'preview.outcomes.dying', { context: terminologyContext(creature) })}</span>
          ))}
        </p>
      )}
    </section>
  );
}
