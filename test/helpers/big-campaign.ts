import { createAppStore, type AppStore } from '../../src/store/store';
import { seededRng } from './render-app';

// The largest things the app itself makes, built through the store's own actions (not written
// by hand), for the export → import round trips of issue 10.

/** A store with its own seeded dice and a clock that moves a second per call. */
export function bigCampaignStore(seed = 5): AppStore {
  let clock = 1_700_000_000_000;
  return createAppStore({ language: 'en', rng: seededRng(seed), now: () => (clock += 1000) });
}

/** Damage, healing and temporary HP in turn: what a long campaign logs. */
const turn = (i: number) =>
  i % 3 === 0 ? { type: 'damage' as const, amount: 4 } : i % 3 === 1 ? { type: 'heal' as const, amount: 3 } : { type: 'tempHp' as const, amount: 2 };

/** Adds a sheet and plays `actions` actions on it; every one is logged. */
export function addPlayedSheet(store: AppStore, name: string, actions: number): string {
  const id = store.getState().createSheet({ name, maxHp: 40 });
  for (let i = 0; i < actions; i++) store.getState().act(id, turn(i));
  return id;
}

/** `count` sheets of two actions each: 2,000 of them were a 4.4 MB pretty-printed "export all". */
export function addBestiary(store: AppStore, count: number): void {
  for (let i = 0; i < count; i++) addPlayedSheet(store, `Goblin ${i + 1}`, 2);
}
