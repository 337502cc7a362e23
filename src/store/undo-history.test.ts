// Undo and redo belong to the browser, not to the page load: after a reload (a new tab id, the
// same device id, the store rebuilt from storage) the browser's actions are still its own.
import { describe, expect, it } from 'vitest';
import { browser } from '../../test/helpers/reload';
import type { SheetEntry } from './types';

/** Stores what the page load holds and ends it; the next `load` is the reload. */
function close(page: { persistence: { flush: () => boolean; stop: () => void } }) {
  expect(page.persistence.flush()).toBe(true);
  page.persistence.stop();
}

describe('undo and redo after a reload', () => {
  it('Undo is on and takes back the last action made before the reload, then the one before; Redo brings it back', async () => {
    const phone = browser('phone');
    const first = await phone.load('load1');
    const id = first.store.getState().createSheet({ name: 'Aria', maxHp: 30 });
    first.store.getState().act(id, { type: 'damage', amount: 5 });
    first.store.getState().act(id, { type: 'damage', amount: 3 });
    close(first);

    const { store } = await phone.load('load2');
    const hp = () => store.getState().sheets[id]!.creature.hp.current;
    expect(hp()).toBe(22);
    expect(store.getState().canUndo(id)).toBe(true);
    expect(store.getState().canUndo()).toBe(true);
    expect(store.getState().canRedo(id)).toBe(false);
    store.getState().undo(id);
    expect(hp()).toBe(25);
    // The undo is an entry of this browser, made by this page load.
    expect(store.getState().sheets[id]!.log.at(-1)?.entry).toMatchObject({ device: 'phone', tab: 'load2', change: { kind: 'undo' } });
    expect(store.getState().canRedo(id)).toBe(true);
    store.getState().redo(id);
    expect(hp()).toBe(22);
    store.getState().undo(id);
    store.getState().undo(id);
    expect(hp()).toBe(30);
    expect(store.getState().canUndo(id)).toBe(false);
  });

  it('what was undone before a reload is redone after it, and a new action ends the redo, after a further reload too', async () => {
    const phone = browser('phone');
    const first = await phone.load('load1');
    const id = first.store.getState().createSheet({ name: 'Aria', maxHp: 30 });
    first.store.getState().act(id, { type: 'damage', amount: 5 });
    first.store.getState().undo(id);
    close(first);

    const second = await phone.load('load2');
    expect(second.store.getState().canUndo(id)).toBe(false);
    expect(second.store.getState().canRedo(id)).toBe(true);
    second.store.getState().redo(id);
    expect(second.store.getState().sheets[id]!.creature.hp.current).toBe(25);
    second.store.getState().undo(id);
    second.store.getState().act(id, { type: 'damage', amount: 1 });
    expect(second.store.getState().canRedo(id)).toBe(false);
    close(second);

    const { store } = await phone.load('load3');
    expect(store.getState().canRedo(id)).toBe(false);
    store.getState().undo(id);
    expect(store.getState().sheets[id]!.creature.hp.current).toBe(30);
    expect(store.getState().canUndo(id)).toBe(false);
  });

  it('a GM\'s group action over several sheets is still undone as one after a reload, the latest action first', async () => {
    const tablet = browser('tablet');
    const first = await tablet.load('load1');
    const [a, b, c] = ['A', 'B', 'C'].map((name) => first.store.getState().createSheet({ name, maxHp: 20 }));
    first.store.getState().actMany([
      { sheetId: a!, action: { type: 'damage', amount: 7 } },
      { sheetId: b!, action: { type: 'damage', amount: 7 } },
    ]);
    first.store.getState().act(c!, { type: 'damage', amount: 2 });
    close(first);

    const { store } = await tablet.load('load2');
    const hp = () => [a, b, c].map((id) => store.getState().sheets[id!]!.creature.hp.current);
    store.getState().undo();
    expect(hp()).toEqual([13, 13, 20]);
    // From A's sheet, its latest action is the group's: both its sheets go back.
    store.getState().undo(a);
    expect(hp()).toEqual([20, 20, 20]);
    store.getState().redo(b);
    expect(hp()).toEqual([13, 13, 20]);
  });

  it('following the language is not an action to undo, before or after a reload', async () => {
    const phone = browser('phone');
    const first = await phone.load('load1');
    const id = first.store.getState().createSheet({ name: 'Aria', maxHp: 30 });
    first.store.getState().act(id, { type: 'damage', amount: 5 });
    first.store.getState().setLanguage('pt-BR');
    expect(first.store.getState().sheets[id]!.creature.preset).toBe('databook');
    close(first);

    const { store } = await phone.load('load2');
    store.getState().undo(id);
    // The damage is undone; the preset the language gave stays.
    expect(store.getState().sheets[id]!.creature).toMatchObject({ preset: 'databook', hp: { current: 30 } });
    expect(store.getState().canUndo(id)).toBe(false);
  });

  it('another device\'s entries are never this browser\'s to undo: Undo takes back this browser\'s own last action', async () => {
    const phone = browser('phone');
    const first = await phone.load('load1');
    const id = first.store.getState().createSheet({ name: 'Aria', maxHp: 30 });
    first.store.getState().act(id, { type: 'damage', amount: 5 });
    close(first);

    const { store } = await phone.load('load2');
    const gm: SheetEntry = {
      id: 'gmentry1', device: 'tablet', tab: 'tablettab', clock: 2, at: 1_800_000_000_000, by: 'GM',
      change: { kind: 'act', action: { type: 'damage', amount: 4 } },
    };
    expect(store.getState().mergeEntries(id, [gm])).toBe(1);
    expect(store.getState().sheets[id]!.creature.hp.current).toBe(21);
    store.getState().undo(id);
    expect(store.getState().sheets[id]!.creature.hp.current).toBe(26);
    expect(store.getState().sheets[id]!.log.find((line) => line.entry?.id === 'gmentry1')?.undone).toBeUndefined();
    expect(store.getState().canUndo(id)).toBe(false);
    expect(store.getState().canUndo()).toBe(false);
  });
});
