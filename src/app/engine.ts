import { loadI18n } from '../i18n/load';
import { appStatus, isHeld } from '../store/persistence/status';
import type { Persistence } from '../store/persistence/persistence-types';
import type { AppStore } from '../store/store';

// The first screen (the sheet list) paints from the shelf (src/store/shelf.ts), a defensive read
// of what is stored. The engine is the rest: the store with its actions, the rules, the schemas
// and persistence, which validates every stored entry before anything is written. It loads when
// it is first needed: a screen other than the list (each route's loader waits for it), an
// action on the list, a hint of one (a pointer or the focus on the list), another tab's write,
// or anything the shelf could not read for sure (boot.tsx). i18next starts with it.

export interface Engine {
  store: AppStore;
  persistence: Persistence;
}

let starting: Promise<Engine> | null = null;
let engine: Engine | null = null;

/** Loads and starts the engine once; every later call gets the same one. */
export function startEngine(): Promise<Engine> {
  // The words of every screen beyond the list come with it (src/i18n/load.ts); a failure is the
  // next screen's to show, when its loader asks for them again.
  if (!starting) loadI18n().catch(() => undefined);
  starting ??= import('./engine-start').then(({ start }) => start()).then(
    (started) => (engine = started),
    (error: unknown) => {
      // A chunk that did not load (offline before the app was ever cached): the next need tries again.
      starting = null;
      throw error;
    },
  );
  return starting;
}

/** The engine when it has started, else null. */
export const startedEngine = (): Engine | null => engine;

/**
 * Runs `act` with the engine: at once when it has started, else once it has. Not at all when
 * the start found entries it could not read: the recovery screen holds the app then, and
 * nothing is done behind it.
 */
export function withEngine(act: (engine: Engine) => void): void {
  if (engine) act(engine);
  else startEngine().then((started) => { if (!isHeld(appStatus.getState())) act(started); }, (error: unknown) => console.error(error));
}

/** Hints that the engine is about to be needed (a pointer over the list, the focus in it). */
export function warmEngine(): void {
  void startEngine();
}

/** For tests and previews: an engine already made, used as it is (nothing is read from storage). */
export function provideEngine(provided: Engine): void {
  engine = provided;
  starting = Promise.resolve(provided);
}
