import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openGm } from './gm-test-kit';

/**
 * jsdom lays nothing out, and dnd-kit's keyboard sensor moves to the row below by the rows'
 * boxes: stack the turn order's rows 60 px apart, as a browser would.
 */
function stackRows() {
  const real = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('ol > li');
    if (!row?.parentElement) return real.call(this);
    const index = [...row.parentElement.children].indexOf(row);
    return new DOMRect(0, index * 60, 600, 56);
  });
}

afterEach(() => { vi.restoreAllMocks(); });

const names = () => screen.getAllByRole('listitem').filter((item) => item.closest('ol')).map((item) => item.getAttribute('aria-label'));

describe('GM turn order: dragging a row by its handle (issue 15), here with the keyboard', () => {
  it('pt-BR: Space picks Aria up, ArrowDown moves her one place, Space drops her; each step is said in Portuguese', async () => {
    const user = userEvent.setup();
    const { store } = await openGm([
      { name: 'Aria', maxHp: 12, role: 'character', initiative: 20 },
      { name: 'Bran', maxHp: 12, role: 'character', initiative: 15 },
      { name: 'Caio', maxHp: 12, role: 'character', initiative: 10 },
    ], { language: 'pt-BR' });
    stackRows();
    const order = () => store.getState().encounters[store.getState().activeEncounterId!]!.combatants.map((c) => store.getState().sheets[c.sheetId]!.creature.name);
    expect(names()).toEqual(['Aria', 'Bran', 'Caio']);

    const handle = within(screen.getByRole('listitem', { name: 'Aria' })).getByRole('button', { name: 'Arrastar Aria para outra posição' });
    expect(handle).toHaveAccessibleDescription(/^Para mudar a ordem dos turnos: Espaço ou Enter pega a linha/);
    handle.focus();
    await user.keyboard('[Space]');
    expect(await screen.findByText('Você pegou Aria, na posição 1 de 3.')).toBeInTheDocument();
    await user.keyboard('[ArrowDown]');
    expect(await screen.findByText('Aria iria para a posição 2 de 3.')).toBeInTheDocument();
    await user.keyboard('[Space]');
    expect(await screen.findByText('Aria foi para a posição 2 de 3.')).toBeInTheDocument();

    expect(order()).toEqual(['Bran', 'Aria', 'Caio']);
    expect(names()).toEqual(['Bran', 'Aria', 'Caio']);
  });

  it('Escape puts the row back where it was', async () => {
    const user = userEvent.setup();
    const { store } = await openGm([
      { name: 'Aria', maxHp: 12, role: 'character', initiative: 20 },
      { name: 'Bran', maxHp: 12, role: 'character', initiative: 15 },
    ]);
    stackRows();
    within(screen.getByRole('listitem', { name: 'Aria' })).getByRole('button', { name: 'Drag Aria to reorder' }).focus();
    await user.keyboard('[Space]');
    await screen.findByText('Picked up Aria, at place 1 of 2.');
    await user.keyboard('[ArrowDown]');
    await screen.findByText('Aria would go to place 2 of 2.');
    await user.keyboard('[Escape]');
    expect(await screen.findByText('Cancelled: Aria stays at place 1 of 2.')).toBeInTheDocument();
    expect(store.getState().encounters[store.getState().activeEncounterId!]!.combatants.map((c) => store.getState().sheets[c.sheetId]!.creature.name)).toEqual(['Aria', 'Bran']);
    expect(names()).toEqual(['Aria', 'Bran']);
  });
});
