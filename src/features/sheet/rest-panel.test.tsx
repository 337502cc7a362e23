// "Every disabled control says why beside it" (DESIGN.md, issue "Polish at the table"): at 0 HP
// the rests are greyed out, and each says why: a creature that is dying or stable is not "out of
// play", it needs 1 HP (RULES.md "Rests": a Long Rest needs at least 1 HP; the rules refuse a
// Short Rest to a creature that is not alive).
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSheet } from '../../../test/helpers/open-sheet';

const CASES = [
  { language: 'pt-BR', short: 'Descanso Curto', long: 'Descanso Longo', shortWhy: 'Um Descanso Curto exige pelo menos 1 PV.', longWhy: 'Um Descanso Longo exige pelo menos 1 PV.', out: 'morta' },
  { language: 'cs', short: 'Krátký odpočinek', long: 'Dlouhý odpočinek', shortWhy: 'Krátký odpočinek vyžaduje aspoň 1 Život.', longWhy: 'Dlouhý odpočinek vyžaduje aspoň 1 Život.', out: 'mrtv' },
] as const;

describe.each(CASES)('the rests at 0 HP in $language', ({ language, short, long, shortWhy, longWhy, out }) => {
  it('are disabled, each with its reason beside it and as its description', async () => {
    const { store, id } = await openSheet({ name: 'Aurora', maxHp: 20, preset: 'srd-2024' }, { language });
    act(() => void store.getState().act(id, { type: 'damage', amount: 20 }));
    const shortRest = screen.getByRole('button', { name: short });
    const longRest = screen.getByRole('button', { name: long });
    expect(shortRest).toBeDisabled();
    expect(longRest).toBeDisabled();
    expect(shortRest).toHaveAccessibleDescription(shortWhy);
    expect(longRest).toHaveAccessibleDescription(longWhy);
    expect(screen.getByText(shortWhy)).toBeInTheDocument();
    // Not the reason given to the dead: this creature is dying, not out of play.
    expect(shortRest).not.toHaveAccessibleDescription(new RegExp(out, 'i'));
  });

  it('are offered again with no reason once the creature has HP', async () => {
    await openSheet({ name: 'Aurora', maxHp: 20, preset: 'srd-2024' }, { language });
    const shortRest = screen.getByRole('button', { name: short });
    expect(shortRest).toBeEnabled();
    expect(shortRest).not.toHaveAccessibleDescription(/./);
    expect(screen.queryByText(shortWhy)).toBeNull();
  });
});
