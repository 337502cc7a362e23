import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openGm } from './gm-test-kit';

// Issue 15, words: "0 criatura", "Adicionar 0", "Adicionar 0 ficha". pt-BR's plural rules put 0
// with 1 ("one"); every count goes through them, and a button with nothing to act on says what to do.
describe.each([
  {
    language: 'pt-BR' as const,
    none: 'Nenhuma criatura', quickAdd: 'Adicionar criaturas rapidamente', needs: 'Digite um nome e quantas adicionar',
    defenses: 'Defesas (nenhuma)', effects: 'Efeitos contínuos', selectFirst: 'Selecione criaturas primeiro',
    addSheets: 'Adicionar fichas existentes', choose: 'Marque as fichas a adicionar', addOne: 'Adicionar 1 ficha',
    one: '1 criatura', successes: '0 sucessos de 3', failures: '0 falhas de 3',
  },
  {
    language: 'cs' as const,
    none: 'Žádní tvorové', quickAdd: 'Rychle přidat tvory', needs: 'Zadej jméno a počet tvorů',
    defenses: 'Obrany (žádné)', effects: 'Trvající účinky', selectFirst: 'Nejdřív vyber tvory',
    addSheets: 'Přidat existující deníky', choose: 'Zaškrtni deníky k přidání', addOne: 'Přidat 1 deník',
    one: '1 tvor', successes: '0 úspěchů z 3', failures: '0 neúspěchů z 3',
  },
])('GM screen counts in $language', (w) => {
  it('an empty encounter says "none" and its buttons say what to do first, never "0"', async () => {
    const { store } = await openGm([], { language: w.language });
    expect(screen.getByRole('heading', { level: 2, name: w.none })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: w.quickAdd });
    expect(within(form).getByRole('button', { name: w.needs })).toBeDisabled();
    expect(within(form).getByText(w.defenses, { selector: 'summary' })).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: w.effects })).getByRole('button', { name: w.selectFirst })).toBeDisabled();

    // A sheet outside the encounter: nothing ticked yet, then one.
    act(() => { store.getState().createSheet({ name: 'Kaito', maxHp: 20, role: 'character' }); });
    const user = userEvent.setup();
    await user.click(screen.getByText(w.addSheets, { selector: 'summary' }));
    expect(screen.getByRole('button', { name: w.choose })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Kaito' }));
    await user.click(screen.getByRole('button', { name: w.addOne }));
    expect(screen.getByRole('heading', { level: 2, name: w.one })).toBeInTheDocument();
    // The very words the issue found ("0 HP" in "falls at 0 HP" is a rule, not a count).
    expect(screen.queryByText(/(Adicionar|Přidat) 0|(^|\s)0 (criatura|ficha|tvor|deník)/u)).toBeNull();
  });

  it('a dying creature with no death saves yet: 0 of 3 in the plural', async () => {
    const { store, ids } = await openGm([{ name: 'Aria', maxHp: 12, role: 'character', preset: 'srd-2024' }], { language: w.language });
    act(() => { store.getState().act(ids[0]!, { type: 'damage', amount: 12 }); });
    const row = screen.getByRole('listitem', { name: 'Aria' });
    expect(within(row).getByRole('img', { name: w.successes })).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: w.failures })).toBeInTheDocument();
  });
});
