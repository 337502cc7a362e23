import { useTranslation } from 'react-i18next';
import { computeDamage, dispatch, terminologyContext, type Creature, type DamageAction, type EventType } from '../../rules';

// Events worth a word in the preview: what the hit will do beyond the numbers.
const OUTCOMES: EventType[] = [
  'damage-immune', 'damage-none', 'massive-damage', 'knocked-out', 'dying', 'died', 'dispersed', 'dissolved',
  'failures-added', 'stability-lost', 'recuo', 'temp-absorbed-at-zero', 'damage-ignored-at-zero',
];

/**
 * The final damage and how it got there, before anything is applied (e.g. 28 − 5 = 23 →
 * Resistance 11 → Vulnerability 22, temporary HP absorb 5). Steps come from the rules'
 * computeDamage; the outcome from a dry-run dispatch (pure, nothing is stored). Zero clauses
 * ("HP lost 0", "0 temporary HP") are not said.
 */
export function DamagePreview({ creature, action }: { creature: Creature; action: DamageAction }) {
  const { t, i18n } = useTranslation(['sheet', 'rules']);
  const n = new Intl.NumberFormat(i18n.language, { signDisplay: 'never' });
  const breakdown = computeDamage(creature, action);
  const dry = dispatch(creature, action, { rng: () => 0.5 });
  const outcomes = dry.events.filter((event) => OUTCOMES.includes(event.type));
  const adjustment = action.adjustment ?? 0;

  // Say only what happens: "HP lost 0" (temporary HP took it all, or already at 0 HP) is left out.
  const steps = breakdown.steps.filter((step) => !(step.step === 'hp' && step.value === 0));
  const words = steps.map((step) => {
    const value = n.format(step.value);
    switch (step.step) {
      case 'adjustment':
        return t('preview.adjustment', { sign: adjustment < 0 ? '−' : '+', amount: n.format(adjustment), value });
      default:
        return t(`preview.${step.step}`, { value });
    }
  });

  return (
    // Compact, under the thumb's keypad: the region is named for screen readers, not titled.
    <section aria-label={t('preview.title')} className="rounded-lg border border-dashed border-slate-400 px-2 py-1 dark:border-slate-500">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <ol className="flex flex-wrap items-center gap-x-1">
          {words.map((word, index) => (
            <li key={index} className="flex items-center gap-1">
              {index > 0 && <span aria-hidden="true">→</span>}
              <span>{word}</span>
            </li>
          ))}
        </ol>
        <p className="font-bold">{t('preview.total', { total: n.format(breakdown.total) })}</p>
      </div>
      {!dry.error && (
        <p className="text-sm">
          {t('preview.after', {
            current: n.format(dry.creature.hp.current),
            temp: n.format(dry.creature.hp.temp),
            // No "0 temporary HP" clause when none are left.
            context: dry.creature.hp.temp > 0 ? 'temp' : undefined,
          })}
          {/* A desencarnado's 0 HP is Torpor, not dying (seed 001: "sem risco de morte"). */}
          {outcomes.length > 0 && ` ${outcomes.map((event) => t(`preview.outcomes.${event.type}` as 'preview.outcomes.dying', { context: terminologyContext(creature) })).join(' ')}`}
        </p>
      )}
    </section>
  );
}
