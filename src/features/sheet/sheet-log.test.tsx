// A long log opens on its latest page and reveals older entries page by page, nothing lost.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/helpers/render-app';
import type { LogEntry } from '../../store/types';
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
});
