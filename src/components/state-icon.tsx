// One icon for each state and condition, the same on every screen (the phone sheet, the GM's rows,
// the table view). An icon is never alone: a word or a label goes with it (WCAG 1.4.1), so the
// icons are hidden from screen readers and carry no text of their own.
import {
  Anchor, Ban, BedSingle, Brain, Droplet, EarOff, EyeClosed, EyeOff, FlaskRound, Ghost, Grab,
  Heart, HeartCrack, HeartHandshake, HeartPulse, Hourglass, Link, Mountain, PersonStanding, ShieldCheck, Skull, Sparkles,
  Star, Wind, ZapOff, type LucideIcon,
} from 'lucide-react';
import type { Condition, Status } from '../rules';

/** What a creature's state looks like at a glance; `bloodied`, `hurt` and `unhurt` refine `alive`. */
export type StateIconId = Status | 'bloodied' | 'hurt' | 'unhurt' | 'concentrating' | 'revivify';

const STATE: Record<StateIconId, LucideIcon> = {
  alive: Heart,
  unhurt: Heart,
  hurt: HeartCrack,
  bloodied: Droplet,
  dying: HeartPulse,
  stable: ShieldCheck,
  dead: Skull,
  recuo: Anchor,
  dispersed: Wind,
  dissolved: Sparkles,
  concentrating: Brain,
  /** The rounds left to Revivify after a death or a Recuo. */
  revivify: Hourglass,
};

const CONDITION: Record<Condition, LucideIcon> = {
  blinded: EyeOff,
  charmed: HeartHandshake,
  deafened: EarOff,
  frightened: Ghost,
  grappled: Grab,
  incapacitated: Ban,
  invisible: EyeClosed,
  paralyzed: ZapOff,
  petrified: Mountain,
  poisoned: FlaskRound,
  // A person lying down (drawn turned): an arrow to a line read as "download".
  prone: PersonStanding,
  restrained: Link,
  stunned: Star,
  // A bed: a moon read as the dark-mode switch.
  unconscious: BedSingle,
  'fixacao-monoideica': Brain,
  dispersao: Wind,
};

const SIZE = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

interface IconProps {
  size?: keyof typeof SIZE;
  className?: string;
}

export function StateIcon({ state, size = 'md', className = '' }: IconProps & { state: StateIconId }) {
  const Icon = STATE[state];
  return <Icon aria-hidden focusable={false} className={`${SIZE[size]} shrink-0 ${className}`} />;
}

/** Icons drawn turned: Prone's standing person lies down. */
const TURNED: Partial<Record<Condition, string>> = { prone: '-rotate-90' };

export function ConditionIcon({ condition, size = 'md', className = '' }: IconProps & { condition: Condition }) {
  const Icon = CONDITION[condition];
  return <Icon aria-hidden focusable={false} className={`${SIZE[size]} shrink-0 ${TURNED[condition] ?? ''} ${className}`} />;
}
