// A long log opens on its latest page and reveals older entries page by page, nothing lost.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/helpers/render-app';
import { browser } from '../../../test/helpers/reload';
import type { LogEntry, SheetEntry } from '../../store/types';
import { LOG_PAGE } from './sheet-log';

describe('sheet log', () => {
  it('shows the latest entries first and the older ones on request', async () => {
    const user = userEvent.setup();
    const { router, store } = await renderApp('/', { language: 'en' });
    const id = store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    const total = 2 * LOG_PAGE + 20;
    // Entry i happened at second i; "nothing changed" lines keep the test about paging only.
    const log: LogEntry[] = Array.from({ length: total }, (_, i) => ({ at: Date.UTC(2025, 0, 1, 10, 0, 0, i * 1000), action: 'damage', events: [] }));
    store.setState((draft) => { draft.sheets[id]!.log = log; });
    await router.navigate({ to: '/sheet/$sheetId', params: { sheetId: id } });

    const list = await screen.findByRole('list', { name: 'Log' });
    const times = () => within(list).getAllByRole('listitem').map((item) => item.querySelector('time')?.getAttribute('datetime'));
    const iso = (i: number) => new Date(log[i]!.at).toISOString();
    expect(times()).toHaveLength(LOG_PAGE);
    expect(times()[0]).toBe(iso(total - 1)); // newest first
    expect(screen.getByText(`Showing the latest ${LOG_PAGE} of ${total} entries`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Show ${LOG_PAGE} older entries` }));
    expect(times()).toHaveLength(2 * LOG_PAGE);
    await user.click(screen.getByRole('button', { name: 'Show 20 older entries' }));
    expect(times()).toHaveLength(total);
    expect(times().at(-1)).toBe(iso(0)); // the very first entry is reachable
    expect(screen.queryByRole('button', { name: /older/ })).toBeNull();
  });

  /**
   * A sheet this browser ("phone") acted on in an earlier page load, opened after a reload: a
   * new page load ("load2"), the store rebuilt from what the first one stored.
   */
  async function afterReload() {
    const phone = browser('phone');
    const first = await phone.load('load1');
    const id = first.store.getState().createSheet({ name: 'Aria', maxHp: 30 });
    first.store.getState().act(id, { type: 'damage', amount: 5 });
    first.store.getState().act(id, { type: 'damage', amount: 3 });
    first.persistence.flush();
    first.persistence.stop();
    const rebuilt = await phone.load('load2');
    rebuilt.persistence.stop();
    const view = await renderApp('/', { language: 'en', deps: { who: () => ({ device: 'phone', tab: 'load2' }) } });
    view.store.setState({ sheets: rebuilt.store.getState().sheets });
    await view.router.navigate({ to: '/sheet/$sheetId', params: { sheetId: id } });
    const list = await screen.findByRole('list', { name: 'Log' });
    const lines = () => within(list).getAllByRole('listitem').map((item) => item.textContent ?? '');
    const hp = () => view.store.getState().sheets[id]!.creature.hp.current;
    return { ...view, id, lines, hp };
  }

  const gmEntry = (id: string, clock: number, by?: string): SheetEntry => ({
    id, device: 'tablet', tab: 'tablettab', clock, at: Date.UTC(2026, 0, 1, 10, 0, clock), ...(by ? { by } : {}),
    change: { kind: 'act', action: { type: 'damage', amount: 1 } },
  });

  it('after a reload, Undo and Redo act on what this browser did before it, and its entries carry no mark', async () => {
    const user = userEvent.setup();
    const { lines, hp } = await afterReload();
    expect(hp()).toBe(22);
    expect(lines()).toHaveLength(2);
    for (const line of lines()) expect(line).not.toMatch(/another|\(by /);

    const undo = screen.getByRole('button', { name: 'Undo' });
    const redo = screen.getByRole('button', { name: 'Redo' });
    expect(undo).toBeEnabled();
    expect(redo).toBeDisabled();
    await user.click(undo);
    expect(hp()).toBe(25);
    expect(lines()[0]).toContain('Undone: Damage');
    expect(redo).toBeEnabled();
    await user.click(redo);
    expect(hp()).toBe(22);
    expect(lines()[0]).toContain('Redone: Damage');
    for (const line of lines()) expect(line).not.toMatch(/another|\(by /);
  });

  it('an entry of another device names who made it at a table, or says "another device"; Undo leaves it alone', async () => {
    const user = userEvent.setup();
    const { store, id, lines, hp } = await afterReload();
    // Entries from a shared table: the GM's, named, and one of a device that gave no name.
    act(() => { store.getState().mergeEntries(id, [gmEntry('gmentry1', 3, 'GM'), gmEntry('gmentry2', 4)]); });
    expect(hp()).toBe(20);
    const [unnamed, named, own] = lines();
    expect(unnamed).toContain('(another device)');
    expect(named).toContain('(by GM)');
    expect(own).not.toMatch(/another|\(by /);

    // The latest of this browser's own actions is the one Undo takes back.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(hp()).toBe(23);
    expect(store.getState().sheets[id]!.log.filter((line) => line.undone).map((line) => line.entry?.device)).toEqual(['phone']);
  });
});
