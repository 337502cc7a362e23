// The monster's turn on the GM screen (issue "The monster's turn"), found by role and name as a GM
// would: the current creature's actions under the turn bar, an attack resolved against the
// selected rows, the GM's own creature's actions editor, and a creature quick-added before stat
// blocks existed getting its SRD actions by its name.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openGm } from './gm-test-kit';

const row = (name: string) => screen.getByRole('listitem', { name });

describe('the current creature\'s actions (en)', () => {
  it('an Ogre quick-added before stat blocks were kept gets the SRD Ogre\'s actions by its name, and its Greatclub hits AC 15 and misses AC 16 on a natural 9', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([
      { name: 'Ogre', maxHp: 68, role: 'minion', initiative: 20 },
      { name: 'Aurora', maxHp: 30, role: 'character', initiative: 10 },
      { name: 'Bruno', maxHp: 30, role: 'character', initiative: 5 },
    ]);
    // The Ogre as stored before: a creature of the encounter, no library id.
    act(() => {
      const state = store.getState();
      const ogre = state.sheets[ids[0]!]!;
      state.adoptTableSheet({ ...ogre, encounterId: state.activeEncounterId! });
      state.setArmorClass(ids[1]!, 15);
      state.setArmorClass(ids[2]!, 16);
      state.nextTurn();
    });
    const turn = await screen.findByRole('region', { name: 'What Ogre can do' }, { timeout: 5000 });
    const greatclub = await within(turn).findByRole('button', { name: 'Greatclub · +6 · 13 (2d8+4) Bludgeoning' }, { timeout: 5000 });
    await user.click(screen.getByRole('checkbox', { name: 'Select Aurora' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Bruno' }));
    await user.click(greatclub);
    const panel = screen.getByRole('region', { name: 'Ogre: Greatclub' });
    await user.type(within(panel).getByRole('spinbutton', { name: 'Attack d20 against Aurora' }), '9');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Attack d20 against Bruno' }), '9');
    const aurora = within(panel).getByRole('listitem', { name: 'Aurora' });
    const bruno = within(panel).getByRole('listitem', { name: 'Bruno' });
    expect(within(aurora).getByText('Hit')).toBeVisible();
    expect(within(bruno).getByText('Miss')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Roll or type the dice first' })).toBeDisabled();
    await user.type(within(aurora).getByRole('spinbutton', { name: /13 \(2d8\+4\) Bludgeoning/ }), '13');
    expect(within(aurora).getByText('13 damage: HP 30 → 17')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Apply to 1 creature' }));
    expect(store.getState().sheets[ids[1]!]!.creature.hp.current).toBe(17);
    expect(store.getState().sheets[ids[2]!]!.creature.hp.current).toBe(30);
    expect(within(panel).getByRole('status')).toHaveTextContent('Greatclub: applied to 1 creature.');
  });
});

describe('the GM\'s own creature\'s actions (pt-BR)', () => {
  it('a Warg typed in quick-add gets a Bite of two damage types, resolved in parts, and saved with its actions to my creatures', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([{ name: 'Aurora', maxHp: 30, role: 'character', initiative: 10 }], { language: 'pt-BR' });
    const form = screen.getByRole('form', { name: 'Adicionar criaturas rapidamente' });
    await user.type(within(form).getByRole('textbox', { name: 'Nome' }), 'Warg');
    await user.type(within(form).getByRole('spinbutton', { name: 'PV máximos' }), '20');
    await user.click(within(form).getByText('Ações de Warg: nenhuma ainda'));
    await user.type(within(form).getByRole('textbox', { name: 'Nome da ação' }), 'Mordida');
    await user.type(within(form).getByRole('spinbutton', { name: 'Bônus de ataque' }), '4');
    await user.type(within(form).getByRole('textbox', { name: 'Dano' }), '1d6+2 perfurante, 2d6 veneno');
    await user.click(within(form).getByRole('button', { name: 'Adicionar a ação' }));
    expect(within(form).getByText('Ações de Warg (1)')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Adicionar 1 Warg' }));
    const warg = Object.keys(store.getState().sheets).find((id) => store.getState().sheets[id]!.creature.name === 'Warg')!;
    const combatant = store.getState().encounters[store.getState().activeEncounterId!]!.combatants.find((c) => c.sheetId === warg)!;
    expect(combatant.actions).toEqual([{
      name: 'Mordida', kind: 'action', text: '', attack: { mode: 'melee-or-ranged', bonus: 4 },
      damage: [{ count: 1, sides: 6, bonus: 2, damageType: 'piercing' }, { count: 2, sides: 6, bonus: 0, damageType: 'poison' }],
    }]);

    // From the Warg's row: its Bite, on Aurora (AC unknown: the GM says it hits).
    await user.click(within(row('Warg')).getByRole('button', { name: 'Iniciativa, ordem e condições: Warg' }));
    await user.click(within(row('Warg')).getByText('Bloco de estatísticas: Warg'));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Aurora' }));
    await user.click(within(row('Warg')).getByRole('button', { name: 'Mordida · +4 · 5 (1d6+2) Perfurante + 7 (2d6) Veneno' }));
    const panel = screen.getByRole('region', { name: 'Warg: Mordida' });
    const aurora = within(panel).getByRole('listitem', { name: 'Aurora' });
    expect(within(aurora).getByText('CA desconhecida')).toBeVisible();
    await user.type(within(aurora).getByRole('spinbutton', { name: 'd20 do ataque contra Aurora' }), '12');
    await user.click(within(aurora).getByRole('radio', { name: 'Acerto' }));
    await user.type(within(aurora).getByRole('spinbutton', { name: /Perfurante/ }), '6');
    await user.type(within(aurora).getByRole('spinbutton', { name: /Veneno/ }), '7');
    expect(within(aurora).getByText('13 de dano: PV 30 → 17')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Aplicar a 1 criatura' }));
    expect(store.getState().sheets[ids[0]!]!.creature.hp.current).toBe(17);

    // One Undo reverts it.
    await user.click(screen.getByRole('button', { name: 'Desfazer: 13 de dano em Aurora' }));
    expect(store.getState().sheets[ids[0]!]!.creature.hp.current).toBe(30);

    await user.click(within(row('Warg')).getByRole('button', { name: 'Salvar nas minhas criaturas: Warg' }));
    await waitFor(() => expect(store.getState().ownCreatures.find((c) => c.name === 'Warg')?.actions?.[0]?.name).toBe('Mordida'));
  });
});

describe('Undead Fortitude in the group damage preview (en)', () => {
  it('shows the Constitution save and its DC (5 + the damage taken); a typed 17 + 3 = 20 against DC 20 keeps the Zombie at 1 HP', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([
      { name: 'Zombie', maxHp: 15, role: 'minion', traits: ['undead-fortitude'], abilities: { con: 3 } },
    ]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Zombie' }));
    const panel = screen.getByRole('region', { name: '1 creature selected' });
    await user.type(within(panel).getByRole('spinbutton', { name: 'Amount' }), '20');
    // 15 HP removed by this damage: DC 5 + 15 = 20.
    expect(within(panel).getByText(/Undead Fortitude: Constitution save DC 20 \(\+3\)/)).toBeVisible();
    await user.clear(within(panel).getByRole('spinbutton', { name: 'Amount' }));
    await user.type(within(panel).getByRole('spinbutton', { name: 'Amount' }), '7');
    expect(within(panel).queryByText(/Undead Fortitude/)).toBeNull();
    await user.clear(within(panel).getByRole('spinbutton', { name: 'Amount' }));
    await user.type(within(panel).getByRole('spinbutton', { name: 'Amount' }), '20');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Undead Fortitude d20 of Zombie' }), '17');
    await user.click(within(panel).getByRole('button', { name: 'Apply damage to 1 creature' }));
    expect(store.getState().sheets[ids[0]!]!.creature.hp.current).toBe(1);
  });
});

describe('a legendary creature (en)', () => {
  it('its legendary actions wait at another creature\'s turn, three a round; a use is counted and they come back at its own turn; Legendary Resistance is its counter', async () => {
    const user = userEvent.setup();
    const { store, ids } = await openGm([{ name: 'Aurora', maxHp: 30, role: 'character', initiative: 5 }]);
    let dragon = '';
    act(() => {
      dragon = store.getState().addCreatures([{ name: 'Adult Black Dragon', maxHp: 195 }], 0, null, { libraryId: 'srd:adult-black-dragon' })[0]!;
      store.getState().setInitiative(dragon, 20);
      store.getState().sortByInitiative();
      store.getState().nextTurn(); // the dragon's turn
      store.getState().nextTurn(); // Aurora's turn
    });
    expect(screen.getByText('Turn: Aurora')).toBeVisible();
    // The SRD 5.2.1 block: "Legendary Resistance (3/Day …)", "Legendary Action Uses: 3".
    await waitFor(() => expect(store.getState().sheets[dragon]!.creature.counters).toEqual([
      { id: 'legendary-resistance', name: 'Legendary Resistance', max: 3, used: 0, recovers: 'long' },
    ]), { timeout: 5000 });
    expect(await screen.findByText('Legendary actions of Adult Black Dragon: 3 of 3 left')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Pounce/ }));
    const panel = screen.getByRole('region', { name: 'Adult Black Dragon: Pounce' });
    await user.click(within(panel).getByRole('button', { name: 'Mark as used' }));
    expect(screen.getByText('Legendary actions of Adult Black Dragon: 2 of 3 left')).toBeVisible();
    act(() => store.getState().nextTurn()); // the dragon's own turn: its uses come back
    expect(screen.queryByText(/Legendary actions of Adult Black Dragon/)).toBeNull();
    act(() => store.getState().nextTurn());
    expect(screen.getByText('Legendary actions of Adult Black Dragon: 3 of 3 left')).toBeVisible();
    expect(ids).toHaveLength(1);
  });
});
