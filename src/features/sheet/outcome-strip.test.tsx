// The sheet's Undo and Redo sit together in the outcome strip and say what they act on; a second
// tap on the same button right after the first does not take back a second action (issue 34).
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSheet } from '../../../test/helpers/open-sheet';
import type { Language } from '../../store/types';
import { SECOND_TAP_GRACE_MS } from './second-tap';

afterEach(() => {
  vi.useRealTimers();
});

const WORDS = {
  'pt-BR': {
    undo3: 'Desfazer: 3 de dano', undo5: 'Desfazer: 5 de dano', redo3: 'Refazer: 3 de dano', redo5: 'Refazer: 5 de dano',
    undone3: 'Desfeito: 3 de dano', undone5: 'Desfeito: 5 de dano', redone5: 'Refeito: 5 de dano',
    group: 'Desfazer: 7 de dano em Aria e Bruno', heal: 'Desfazer: 8 de cura',
  },
  cs: {
    undo3: 'Zpět: 3 zranění', undo5: 'Zpět: 5 zranění', redo3: 'Znovu: 3 zranění', redo5: 'Znovu: 5 zranění',
    undone3: 'Vráceno: 3 zranění', undone5: 'Vráceno: 5 zranění', redone5: 'Znovu provedeno: 5 zranění',
    // Czech keeps "a" on the line of the name after it.
    group: 'Zpět: 7 zranění – Aria a\u00a0Bruno', heal: 'Zpět: léčení 8',
  },
} as const;

describe.each<Language & keyof typeof WORDS>(['pt-BR', 'cs'])('the sheet\'s Undo and Redo (%s)', (language) => {
  const w = WORDS[language];

  it('say what they act on; a double tap undoes one action, a later tap on the relabelled button the next', async () => {
    const { store, id } = await openSheet({ name: 'Aria', maxHp: 30 }, { language });
    const hp = () => store.getState().sheets[id]!.creature.hp.current;
    act(() => {
      store.getState().act(id, { type: 'damage', amount: 5 });
      store.getState().act(id, { type: 'damage', amount: 3 });
    });
    const status = screen.getByTestId('last-action');
    expect(screen.queryByRole('button', { name: w.redo3 })).toBeNull();

    vi.useFakeTimers();
    const first = screen.getByRole('button', { name: w.undo3 });
    fireEvent.click(first);
    fireEvent.click(first); // the double tap's second half
    expect(hp()).toBe(25);
    expect(status).toHaveTextContent(w.undone3);
    // Relabelled at once, and waiting a moment before it acts again.
    const next = screen.getByRole('button', { name: w.undo5 });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: w.redo3 })).not.toHaveAttribute('aria-disabled');

    act(() => { vi.advanceTimersByTime(SECOND_TAP_GRACE_MS); });
    expect(next).not.toHaveAttribute('aria-disabled');
    fireEvent.click(next);
    expect(hp()).toBe(30);
    expect(status).toHaveTextContent(w.undone5);
    // Nothing left to undo on this sheet: only Redo is offered.
    expect(screen.queryByRole('button', { name: new RegExp(`^${w.undo5.split(':')[0]}:`) })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: w.redo5 }));
    expect(hp()).toBe(25);
    expect(status).toHaveTextContent(w.redone5);
    expect(screen.getByRole('button', { name: w.undo5 })).toBeInTheDocument();
  });

  it('name the other creatures of a group action reaching this sheet, and the amount of a healing', async () => {
    const { store, id } = await openSheet({ name: 'Aria', maxHp: 30 }, { language });
    act(() => {
      const bruno = store.getState().createSheet({ name: 'Bruno', maxHp: 30 });
      store.getState().actMany([id, bruno].map((sheetId) => ({ sheetId, action: { type: 'damage', amount: 7 } })));
    });
    expect(screen.getByRole('button', { name: w.group })).toBeInTheDocument();
    act(() => { store.getState().act(id, { type: 'heal', amount: 8 }); });
    expect(screen.getByRole('button', { name: w.heal })).toBeInTheDocument();
  });
});
