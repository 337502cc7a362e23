/**
 * The motion that says the HP just changed (DESIGN.md 3: "animate the change"): the number pops,
 * what happened ("−12", "8 absorbed") slides in, a temporary-HP badge that grew pops.
 *
 * Played on the elements already on screen through the Web Animations API, once per change,
 * rather than as a CSS transition from `@starting-style` on a new element made for each change:
 * the same motion, with no element taken out and put back in the frame that shows the new HP,
 * and it also plays where `@starting-style` is unknown (Safari before 17.5). Measured side by
 * side in both orders, the two ways cost the same (docs/performance.md, seventh sitting).
 * A transform only, composited; never opacity, so the words keep their full contrast from the
 * first frame. None where the player asked for reduced motion.
 */

const reducedMotion = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;

export const POP: Keyframe[] = [{ transform: 'scale(1.25)' }, { transform: 'none' }];
export const SLIDE_IN: Keyframe[] = [{ transform: 'translateY(0.5rem) scale(1.2)' }, { transform: 'none' }];

/** Plays `keyframes` once on `element` (eased out), unless motion is reduced or unknown here. */
export function playChange(element: Element | null, keyframes: Keyframe[], durationMs: number): void {
  if (!element || reducedMotion?.matches || typeof element.animate !== 'function') return;
  element.animate(keyframes, { duration: durationMs, easing: 'ease-out' });
}
