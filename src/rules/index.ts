// The one public door of the rules module (shared/RULES.md). Pure: no React, no storage,
// no clock, no Math.random; randomness comes in through ctx.rng.
export * from './types';
export { createCreature } from './create-creature';
export { dispatch } from './dispatch';
export { computeDamage } from './damage';
export {
  effectiveMax,
  isBloodied,
  hasBloodied,
  deathSaveNeeds,
  canDispatch,
  isDeathSaveDue,
  terminologyContext,
} from './queries';
