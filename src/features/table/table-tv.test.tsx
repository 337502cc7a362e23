import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderApp } from '../../../test/helpers/render-app';
import type { Language } from '../../store/types';
import type { PublicView } from './public-view';
import { validateTableSearch } from './table-search';
import { tableSession } from './table-session';

// The table view on a television (/table?tv=true, principles 6 and 9 of the design): every state
// said three ways (a word, an icon, a colour), exact HP only where the view holds it (the players'
// sheets), the current turn marked for the eye ("now") and for assistive technology
// (aria-current), the round in words, and a way back. No network: the table's state is set here
// as the GM's device would have published it.

const t = (key: string, vars?: Record<string, unknown>) => (i18n.t as unknown as (key: string, vars?: object) => string)(key, vars);

const VIEW: PublicView = {
  encounter: 'Crypt',
  round: 2,
  turn: 'g1',
  rows: [
    { id: 'aria', name: 'Aria', player: true, state: 'hurt', status: 'alive', conditions: ['poisoned'], hp: { current: 12, max: 20, temp: 0 }, deathSaves: { successes: 0, failures: 0 } },
    { id: 'g1', name: 'Goblin 1', player: false, state: 'bloodied', status: 'alive', conditions: ['prone'] },
    { id: 'borin', name: 'Borin', player: true, state: 'down', status: 'dying', conditions: ['unconscious'], hp: { current: 0, max: 30, temp: 0 }, deathSaves: { successes: 1, failures: 2 } },
    { id: 'g2', name: 'Goblin 2', player: false, state: 'dead', status: 'dead', conditions: [] },
    { id: 'ogre', name: 'Ogre', player: false, state: 'unhurt', status: 'alive', conditions: [] },
  ],
};

function atTable(view: PublicView) {
  act(() => tableSession.setState({
    record: { code: 'ABCDEFGHJKMN', role: 'viewer', name: 'TV', sheets: [], signaling: ['ws://localhost:4444'], showNumbers: false },
    view,
  }));
}

afterEach(() => tableSession.setState({ record: null, view: null }));

const order = () => within(screen.getByRole('list', { name: t('table:page.order') }));
const rowOf = (name: string) => order().getAllByRole('listitem').find((row) => within(row).queryByTestId('table-name')?.firstChild?.textContent === name)!;

/** The state's word and icon (an svg hidden from screen readers) in one element, coloured. */
function expectState(row: HTMLElement, word: string) {
  const state = within(row).getByTestId('table-state');
  expect(state).toHaveTextContent(word);
  const icon = state.querySelector('svg');
  expect(icon).not.toBeNull();
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  expect(state.className).toMatch(/text-(emerald|yellow|orange|red|slate|sky)-\d+/);
}

describe.each<Language>(['en', 'pt-BR', 'cs'])('the table view on a TV (%s)', (language) => {
  it('shows each state as a word and an icon, exact HP only for the players\' sheets, and marks the current turn', async () => {
    await renderApp('/table?tv=true', { language });
    atTable(VIEW);
    const tv = await screen.findByRole('region', { name: t('table:page.title') });
    expect(order().getAllByRole('listitem')).toHaveLength(5);

    // The round and whose turn, in words, in the status line.
    const turn = within(tv).getByTestId('table-turn');
    expect(turn).toHaveTextContent(t('table:tv.round', { round: 2 }));
    expect(turn).toHaveTextContent(t('table:tv.turn', { name: 'Goblin 1' }));
    // One row is the current turn: aria-current and the visible "now".
    const current = order().getAllByRole('listitem').filter((row) => row.getAttribute('aria-current') === 'step');
    expect(current).toEqual([rowOf('Goblin 1')]);
    expect(within(current[0]!).getByTestId('table-now')).toHaveTextContent(t('table:tv.now'));
    expect(screen.getAllByTestId('table-now')).toHaveLength(1);

    // The GM's creatures: a state in words and an icon, never a number.
    for (const [name, state] of [['Goblin 1', 'bloodied'], ['Goblin 2', 'dead'], ['Ogre', 'unhurt']] as const) {
      const row = rowOf(name);
      expectState(row, t(`table:page.states.${state}`));
      expect(within(row).queryByTestId('table-hp')).toBeNull();
      expect(row.textContent?.replace(name, '')).not.toMatch(/\d/);
    }
    // A condition as an icon with its name.
    const prone = within(rowOf('Goblin 1')).getByTestId('table-condition');
    expect(prone).toHaveTextContent(t('rules:conditions.prone'));
    expect(prone.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');

    // The players' sheets: exact HP with its bar, the state too.
    const aria = rowOf('Aria');
    expect(within(aria).getByTestId('table-hp')).toHaveTextContent(t('table:page.hp', { current: 12, max: 20 }));
    expectState(aria, t('table:page.states.hurt'));
    expect(within(aria).getByTestId('table-condition')).toHaveTextContent(t('rules:conditions.poisoned'));
    const borin = rowOf('Borin');
    expectState(borin, t('table:page.states.down'));
    expect(borin).toHaveTextContent(t('rules:statuses.dying'));
    expect(borin).toHaveTextContent(t('table:page.deathSaves', { successes: 1, failures: 2 }));
    expect(within(borin).getByTestId('table-hp')).toHaveTextContent(t('table:page.hp', { current: 0, max: 30 }));

    // Nothing to tap but the way back, which Escape takes too.
    expect(within(tv).getAllByRole('link')).toHaveLength(1);
    expect(within(tv).queryAllByRole('button')).toHaveLength(0);
    expect(within(tv).getByRole('link', { name: t('table:tv.exit') })).toHaveAttribute('href', '/table');
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('link', { name: t('table:tv.open') });
    expect(screen.queryByRole('region', { name: t('table:page.title') })).toBeNull();
  });

  it('without a table, shows this device\'s own encounter: the players\' sheets with their HP, its creatures\' HP hidden', async () => {
    const { store } = await renderApp('/table', { language });
    // Aria is a sheet of this device's list (a player's character the GM keeps); Orc and Wolf are quick-added.
    const aria = store.getState().createSheet({ name: 'Aria', maxHp: 20 });
    act(() => {
      store.getState().addCombatants([aria]);
      const [, wolf] = store.getState().addCreatures([{ name: 'Orc', maxHp: 15 }, { name: 'Wolf', maxHp: 15 }]);
      store.getState().act(wolf!, { type: 'damage', amount: 9 });
      store.getState().act(aria, { type: 'damage', amount: 5 });
      store.getState().nextTurn();
      store.getState().nextTurn();
      store.getState().nextTurn();
    });
    await userEvent.click(await screen.findByRole('link', { name: t('table:tv.openLocal') }));
    await screen.findByRole('region', { name: t('table:page.title') });
    expect(screen.getByTestId('table-turn')).toHaveTextContent(t('table:tv.turn', { name: 'Wolf' }));
    expect(rowOf('Wolf')).toHaveAttribute('aria-current', 'step');
    expectState(rowOf('Wolf'), t('table:page.states.bloodied'));
    expectState(rowOf('Orc'), t('table:page.states.unhurt'));
    expect(within(rowOf('Orc')).queryByTestId('table-hp')).toBeNull();
    expect(within(rowOf('Wolf')).queryByTestId('table-hp')).toBeNull();
    expect(rowOf('Orc').textContent).not.toMatch(/15/);
    // The README's promise: the players' HP as numbers (and a bar), marked as a player's.
    expect(within(rowOf('Aria')).getByTestId('table-hp')).toHaveTextContent(t('table:page.hp', { current: 15, max: 20 }));
    expect(rowOf('Aria')).toHaveTextContent(t('table:page.player'));
    expect(screen.getAllByTestId('table-hp')).toHaveLength(1);
  });

  it('hides the dead the GM hides, and says the round while a hidden creature\'s turn lasts', async () => {
    const { store } = await renderApp('/table?tv=true', { language });
    let ogre = '';
    act(() => {
      const [orc, made] = store.getState().addCreatures([{ name: 'Orc', maxHp: 15 }, { name: 'Ogre', maxHp: 30 }]);
      ogre = made!;
      store.getState().nextTurn();
      store.getState().nextTurn();
      // The Ogre dies on its own turn; the Orc dies too.
      store.getState().act(ogre, { type: 'damage', amount: 99 });
      store.getState().act(orc!, { type: 'damage', amount: 99 });
    });
    await screen.findByRole('region', { name: t('table:page.title') });
    expect(order().getAllByRole('listitem')).toHaveLength(2);
    act(() => store.getState().setHideOut(true));
    // Nothing is left to show but the round: no row, not even the dead's.
    expect(screen.queryByTestId('table-row')).toBeNull();
    expect(screen.getByTestId('table-turn')).toHaveTextContent(t('table:tv.round', { round: 1 }));
    act(() => store.getState().addCreatures([{ name: 'Wolf', maxHp: 11 }]));
    expect(order().getAllByRole('listitem').map((row) => within(row).getByTestId('table-name').firstChild?.textContent)).toEqual(['Wolf']);
    // The Ogre's turn, hidden: the round stays in view, with no one's name and nobody marked.
    const turn = screen.getByTestId('table-turn');
    expect(turn).toHaveTextContent(t('table:tv.round', { round: 1 }));
    expect(turn).not.toHaveTextContent('Ogre');
    expect(screen.queryByTestId('table-now')).toBeNull();
    act(() => store.getState().setHideOut(false));
    expect(order().getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('table-turn')).toHaveTextContent(t('table:tv.turn', { name: 'Ogre' }));
    expect(ogre).not.toBe('');
  });
});

describe('the table view\'s address', () => {
  it('opens the TV view only for a yes, and the ordinary page for anything else', () => {
    for (const yes of [true, 'true', 1, '1', '']) expect(validateTableSearch({ tv: yes })).toEqual({ tv: true });
    for (const other of [false, 'false', 0, 'yes please', null, undefined, {}]) expect(validateTableSearch({ tv: other })).toEqual({});
    expect(validateTableSearch({})).toEqual({});
  });
});
