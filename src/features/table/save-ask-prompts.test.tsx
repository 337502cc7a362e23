import { act, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { openSheet } from '../../../test/helpers/open-sheet';
import { appStore } from '../../store/store';
import { SENT_SHOWN_MS } from './save-ask-prompts';
import { saveAsks, useCanAskOnPhone, useSaveAnswer, type AskChannel, type SaveAsk } from './save-asks';
import { TABLE_KEY } from './table-presence';

// The save the GM asks on a player's phone, on the sheet page as the player sees it: the card at
// the top of the sheet (right under the HP), the sheet's own bonus, the d20 typed from the table
// or rolled here, Send, and "Sent: 8 + 5 = 13" for a moment. No network: the phone's asks are set
// here as its pair with the GM would have set them (save-asks.test.ts carries them for real), and
// the answer goes to a channel the test holds.

const t = (key: string, vars?: Record<string, unknown>) => (i18n.t as unknown as (key: string, vars?: object) => string)(key, vars);

/** An Ogre's action, as a GM might name it: Dexterity save DC 13. */
const BREATH: SaveAsk = { ability: 'dex', dc: 13, label: 'Fire Breath', from: 'Ogre' };

/** What the words say in each language, from the brief's examples and the rules' own names. */
const EXPECTED: Record<'pt-BR' | 'cs', { title: string; bonus: string; sent: string }> = {
  'pt-BR': { title: 'Ogre — Fire Breath: salvaguarda de Destreza CD 13', bonus: 'Bônus da sua ficha: +5', sent: 'Enviado: 8 + 5 = 13' },
  cs: { title: 'Ogre — Fire Breath: záchranný hod na Obratnost SO 13', bonus: 'Bonus z tvého deníku: +5', sent: 'Odesláno: 8 + 5 = 13' },
};

/** The phone is at a table (the sheet page loads the prompts), and the GM asked a save on `sheetId`. */
function asked(sheetId: string, answer: AskChannel['answer']) {
  act(() => {
    saveAsks.link({
      tableId: 'table1', role: 'player', device: 'anaphone', store: appStore,
      channel: (peer) => (peer === 'gmtablet' ? { ask: vi.fn(), cancel: vi.fn(), answer } : undefined),
    });
    saveAsks.store.setState({ open: [{ id: 'ask00000001', sheetId, ask: BREATH, via: 'gmtablet' }] });
  });
}

beforeEach(() => {
  // An unreadable record: the header knows this browser is at a table, and no table opens.
  localStorage.setItem(TABLE_KEY, 'at a table');
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.removeItem(TABLE_KEY);
  act(() => saveAsks.reset());
});

describe.each<'pt-BR' | 'cs'>(['pt-BR', 'cs'])('a save the GM asks on the phone (%s)', (language) => {
  const words = EXPECTED[language];

  it('sends the d20 typed with the sheet\'s Dexterity save: 8 + 5 = 13, says so, and goes', async () => {
    // Aria's Dexterity modifier is +3, her Dexterity save +5 (the save set on the sheet wins).
    const { id } = await openSheet({ name: 'Aria', maxHp: 20, abilities: { dex: 3 }, saves: { dex: 5 } }, { language });
    const answer = vi.fn();
    asked(id, answer);
    const card = await screen.findByRole('region', { name: words.title });
    // At the top: right under the HP, above the state and everything else.
    expect(card.previousElementSibling).toBe(screen.getByRole('region', { name: 'Aria' }));
    expect(card).toHaveTextContent(words.bonus);

    const die = within(card).getByRole('spinbutton', { name: t('sheet:saves.typed') });
    expect(die).toHaveAttribute('inputmode', 'numeric');
    // No pauses between keys: the timers are faked below, to see the message go.
    const user = userEvent.setup({ delay: null });
    await user.type(die, '8');
    expect(card).toHaveTextContent(t('table:asks.total', { math: '8 + 5 = 13' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await user.click(within(card).getByRole('button', { name: t('table:asks.send') }));

    expect(answer).toHaveBeenCalledExactlyOnceWith(id, 'ask00000001', { roll: 8, bonus: 5, total: 13 });
    expect(screen.queryByRole('region', { name: words.title })).toBeNull();
    expect(await screen.findByText(words.sent)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SENT_SHOWN_MS));
    expect(screen.queryByText(words.sent)).toBeNull();
  });

  it('rolls the d20 in the app, and refuses a die no d20 shows', async () => {
    const { id } = await openSheet({ name: 'Aria', maxHp: 20, saves: { dex: -1 } }, { language });
    const answer = vi.fn();
    asked(id, answer);
    const card = await screen.findByRole('region', { name: words.title });
    const user = userEvent.setup();
    const die = within(card).getByRole('spinbutton', { name: t('sheet:saves.typed') });
    await user.type(die, '21');
    await user.click(within(card).getByRole('button', { name: t('table:asks.send') }));
    expect(within(card).getByRole('alert')).toHaveTextContent(t('rules:errors.invalid-roll'));
    expect(answer).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: t('sheet:saves.roll') }));
    const roll = Number((die as HTMLInputElement).value);
    expect(roll).toBeGreaterThanOrEqual(1);
    expect(roll).toBeLessThanOrEqual(20);
    await user.click(within(card).getByRole('button', { name: t('table:asks.send') }));
    // A Dexterity save of −1 (RULES.md: a save set on the sheet replaces the modifier).
    expect(answer).toHaveBeenCalledExactlyOnceWith(id, 'ask00000001', { roll, bonus: -1, total: roll - 1 });
  });
});

describe('the GM screen\'s side', () => {
  it('knows which sheets a phone can be asked for, and re-renders when the answer arrives', () => {
    act(() => {
      appStore.setState((draft) => {
        draft.sheets = {};
      });
    });
    const aria = appStore.getState().createSheet({ name: 'Aria', maxHp: 20 });
    const goblin = appStore.getState().createSheet({ name: 'Goblin', maxHp: 7 });
    act(() => {
      appStore.setState((draft) => {
        draft.sheets[aria]!.table = { id: 'table1', owner: 'anaphone', ownerName: 'Ana' };
      });
    });
    const channel = { ask: vi.fn(), cancel: vi.fn(), answer: vi.fn() };
    const can = renderHook(({ id }) => useCanAskOnPhone(id), { initialProps: { id: aria } });
    expect(can.result.current).toBe(false);
    act(() => {
      saveAsks.link({ tableId: 'table1', role: 'gm', device: 'gmtablet', store: appStore, channel: (peer) => (peer === 'anaphone' ? channel : undefined) });
      saveAsks.setPlayers(['anaphone']);
    });
    expect(can.result.current).toBe(true);
    can.rerender({ id: goblin });
    expect(can.result.current).toBe(false);

    let askId: string | null = null;
    act(() => {
      askId = saveAsks.askSave(aria, BREATH);
    });
    expect(channel.ask).toHaveBeenCalledExactlyOnceWith(aria, askId, BREATH);
    const answer = renderHook(() => useSaveAnswer(askId));
    expect(answer.result.current).toBeNull();
    act(() => {
      saveAsks.store.setState((state) => ({ asked: { ...state.asked, [askId!]: { ...state.asked[askId!]!, answer: { roll: 8, bonus: 5, total: 13 } } } }));
    });
    expect(answer.result.current).toEqual({ roll: 8, bonus: 5, total: 13 });
    act(() => saveAsks.cancelAsk(askId!));
    expect(channel.cancel).toHaveBeenCalledExactlyOnceWith(aria, askId);
    expect(answer.result.current).toBeNull();
  });
});
