import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openGm } from './gm-test-kit';
import { numberedNames, splitNumber } from './quick-add';

describe('splitNumber: the number quick-add put on a name, for display', () => {
  it('takes off exactly what numberedNames adds', () => {
    expect(numberedNames('Cultista Encapuzado', 2, []).map(splitNumber)).toEqual([
      { base: 'Cultista Encapuzado', number: '1' },
      { base: 'Cultista Encapuzado', number: '2' },
    ]);
    expect(numberedNames('Goblin', 1, ['Goblin 6']).map(splitNumber)).toEqual([{ base: 'Goblin', number: '7' }]);
  });

  it('leaves a name without a trailing number whole', () => {
    expect(splitNumber('Zabuza')).toEqual({ base: 'Zabuza', number: null });
    expect(splitNumber('42')).toEqual({ base: '42', number: null });
    expect(splitNumber('Goblin 1b')).toEqual({ base: 'Goblin 1b', number: null });
  });
});

describe('GM rows keep a numbered creature\'s number (issue 15: "Salamandr…" twice)', () => {
  it('pt-BR: the number is drawn apart from the name that shortens; the row names the whole creature and shows it on hover', async () => {
    const user = userEvent.setup();
    await openGm([
      { name: 'Salamandra 1', maxHp: 30, role: 'minion' },
      { name: 'Salamandra 2', maxHp: 30, role: 'minion' },
      { name: 'Cultista Encapuzado 12', maxHp: 9, role: 'minion' },
      { name: 'Zabuza', maxHp: 40, role: 'character' },
    ], { language: 'pt-BR' });

    for (const [name, base, number] of [['Salamandra 1', 'Salamandra', '1'], ['Salamandra 2', 'Salamandra', '2'], ['Cultista Encapuzado 12', 'Cultista Encapuzado', '12']] as const) {
      const shown = within(screen.getByRole('listitem', { name })).getByTestId('name-number');
      expect(shown.parentElement).toHaveAttribute('title', name);
      expect(shown.textContent?.trim()).toBe(number);
      // The part that may be cut with "…" holds the base only, never the number.
      expect(shown.previousElementSibling?.textContent).toBe(base);
      expect(shown.previousElementSibling).toHaveClass('truncate');
      expect(shown).not.toHaveClass('truncate');
      // Tapping the name selects the row; the sheet opens from the row's expanded part.
      await user.click(shown);
      expect(within(screen.getByRole('listitem', { name })).getByRole('checkbox', { name: `Selecionar ${name}` })).toBeChecked();
    }
    expect(within(screen.getByRole('listitem', { name: 'Zabuza' })).queryByTestId('name-number')).toBeNull();
    await user.click(within(screen.getByRole('listitem', { name: 'Zabuza' })).getByRole('button', { name: 'Iniciativa, ordem e condições: Zabuza' }));
    expect(within(screen.getByRole('listitem', { name: 'Zabuza' })).getByRole('link', { name: 'Abrir a ficha de Zabuza' })).toBeInTheDocument();
  });
});
