import type { Counter, CounterRecovery } from '../../rules';
import type { LooseT } from './event-text';

/**
 * The ids the sheet gives the counters it makes (RULES.md "Counters"): one counter of spell slots
 * per level, `slot-1`..`slot-9`, and the Pact Magic slots, `pact` (all of one level). Their names
 * are said from the id in the reader's language, so a sheet made in Portuguese reads in Czech
 * after a switch; a counter the player named (Rage, Chakra) keeps its name.
 */
export const slotId = (level: number): string => `slot-${level}`;
export const PACT_ID = 'pact';

const SLOT = /^slot-([1-9])$/;

/** A counter as its words need it: the events carry the same fields. */
type Named = Pick<Counter, 'id' | 'name'> & { level?: number | undefined };

/** What a counter is called: "Espaços de 1º círculo", "Magia de Pacto (3º círculo)", "Fúria". */
export function counterLabel(t: LooseT, counter: Named): string {
  const slot = SLOT.exec(counter.id);
  if (slot && counter.level !== undefined) return t('rules:counterSlots', { level: counter.level });
  if (counter.id === PACT_ID && counter.level !== undefined) return t('rules:counterPact', { level: counter.level });
  if (counter.level !== undefined) return t('rules:counterLevel', { name: counter.name, level: counter.level });
  return counter.name;
}

/** When the counter's uses come back, as the sheet says it under its name ("Volta no Descanso Curto"). */
export const recoveryLabel = (t: LooseT, recovers: CounterRecovery): string => t(`sheet:counters.recovers.${recovers}`);

/** True for the counters the sheet makes for spell slots (by level, or Pact Magic). */
export const isSlotCounter = (counter: Pick<Counter, 'id'>): boolean => SLOT.test(counter.id) || counter.id === PACT_ID;
