// The GM screen's Undo and Redo act on the encounter and say what they act on, by name; Next turn
// is a step of their own (issue 34: "Desfeito: 7 de dano em Goblin 1–3", "Vráceno: další tah").
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../store/types';
import { openGm } from './gm-test-kit';

const WORDS = {
  'pt-BR': {
    undo: 'Desfazer', redo: 'Refazer', start: 'Começar o combate', next: 'Próximo turno',
    undoDamage: 'Desfazer: 7 de dano em Goblin 1–3', undoneDamage: 'Desfeito: 7 de dano em Goblin 1–3', redoDamage: 'Refazer: 7 de dano em Goblin 1–3',
    undoNext: 'Desfazer: próximo turno', undoneNext: 'Desfeito: próximo turno', redoNext: 'Refazer: próximo turno', redoneNext: 'Refeito: próximo turno',
    undoStart: 'Desfazer: início do combate', turnOf: (name: string) => `Vez de ${name}`,
  },
  cs: {
    undo: 'Zpět', redo: 'Znovu', start: 'Zahájit boj', next: 'Další tah',
    undoDamage: 'Zpět: 7 zranění – Goblin 1–3', undoneDamage: 'Vráceno: 7 zranění – Goblin 1–3', redoDamage: 'Znovu: 7 zranění – Goblin 1–3',
    undoNext: 'Zpět: další tah', undoneNext: 'Vráceno: další tah', redoNext: 'Znovu: další tah', redoneNext: 'Znovu provedeno: další tah',
    undoStart: 'Zpět: zahájení boje', turnOf: (name: string) => `Na tahu: ${name}`,
  },
} as const;

describe.each<Language & keyof typeof WORDS>(['pt-BR', 'cs'])('the GM screen\'s Undo and Redo (%s)', (language) => {
  const w = WORDS[language];

  it('leave a player\'s sheet outside the fight alone, and say by name what they undo and redo, a turn change included', async () => {
    const user = userEvent.setup();
    const goblins = ['Goblin 1', 'Goblin 2', 'Goblin 3'].map((name, i) => ({ name, maxHp: 10, role: 'minion' as const, initiative: 15 - i }));
    const { store, ids } = await openGm(goblins, { language });
    const hp = (id: string) => store.getState().sheets[id]!.creature.hp.current;
    let ana = '';
    act(() => {
      ana = store.getState().createSheet({ name: 'Ana', maxHp: 30 });
      store.getState().act(ana, { type: 'damage', amount: 5 }); // on Ana's own page
    });
    // Nothing of the encounter's to undo: the player's damage is not the GM screen's.
    expect(screen.getByRole('button', { name: w.undo })).toBeDisabled();
    expect(screen.getByRole('button', { name: w.redo })).toBeDisabled();

    act(() => { store.getState().actMany(ids.map((sheetId) => ({ sheetId, action: { type: 'damage', amount: 7 } }))); });
    await user.click(screen.getByRole('button', { name: w.undoDamage }));
    expect(screen.getByText(w.undoneDamage)).toBeInTheDocument();
    expect(ids.map(hp)).toEqual([10, 10, 10]);
    expect(hp(ana)).toBe(25);
    expect(screen.getByRole('button', { name: w.undo })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: w.redoDamage }));
    expect(ids.map(hp)).toEqual([3, 3, 3]);

    await user.click(screen.getByRole('button', { name: w.start }));
    await user.click(screen.getByRole('button', { name: w.next }));
    expect(screen.getByText(w.turnOf('Goblin 2'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: w.undoNext }));
    // The turn went back, and the bar says what was undone.
    expect(screen.getByText(w.turnOf('Goblin 1'))).toBeInTheDocument();
    expect(screen.getByText(w.undoneNext)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: w.undoStart })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: w.redoNext }));
    expect(screen.getByText(w.turnOf('Goblin 2'))).toBeInTheDocument();
    expect(screen.getByText(w.redoneNext)).toBeInTheDocument();
    expect(hp(ana)).toBe(25);
  });
});
