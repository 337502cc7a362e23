// Issue 34: "on the sheet's header an icon set that does not look like controls, plus the word
// where there is room; a tap on a condition opens it", and the sheet's own concentration
// sustaining a condition it gives itself. pt-BR and cs, words read from the locale files.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openSheet } from '../../../test/helpers/open-sheet';
import { i18n } from '../../i18n/i18n';
import type { LooseT } from './event-text';

const w: LooseT = (key, options) => (i18n.t as unknown as LooseT)(key, options);
// The header is a region named by the character.
const header = () => screen.getByRole('region', { name: 'Kaito' });

describe.each(['pt-BR', 'cs'] as const)('the sheet\'s header in %s', (language) => {
  it('Prone and Unconscious (a Sleep) say their word in the header; a tap on one opens it, with what it does and how to end it', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Kaito', maxHp: 20, preset: 'srd-2024' }, { language });
    act(() => {
      store.getState().act(id, { type: 'addCondition', condition: 'prone' });
      store.getState().act(id, { type: 'addCondition', condition: 'unconscious', duration: { kind: 'rounds', rounds: 3 } });
    });
    const states = within(header()).getByRole('group', { name: w('sheet:vitals.effects') });
    const prone = w('rules:conditions.prone');
    const unconscious = w('rules:conditions.unconscious');
    expect(within(states).getByRole('button', { name: prone })).toHaveTextContent(prone);
    const lasts = w('rules:conditionDurations.rounds', { count: 3 });
    const sleep = within(states).getByRole('button', { name: `${unconscious} 3 ${w('sheet:conditionDetails.aside', { lasts })}` });
    expect(within(sleep).getByText('3')).toBeVisible();

    await user.click(sleep);
    const dialog = screen.getByRole('dialog', { name: unconscious });
    expect(within(dialog).getByText(w('rules:conditionSummaries.unconscious'))).toBeInTheDocument();
    expect(within(dialog).getByText(w('sheet:conditionDetails.lasts', { lasts }))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: w('sheet:conditionDetails.close') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().sheets[id]?.creature.conditions).toContain('unconscious');

    await user.click(within(states).getByRole('button', { name: prone }));
    await user.click(within(screen.getByRole('dialog', { name: prone })).getByRole('button', { name: w('sheet:conditionDetails.end', { condition: prone }) }));
    expect(store.getState().sheets[id]?.creature.conditions).toEqual(['unconscious']);
  });

  it('the Conditions card offers the sheet\'s own concentration to sustain a condition; ending the concentration by hand ends it', async () => {
    const user = userEvent.setup();
    const { store, id } = await openSheet({ name: 'Kaito', maxHp: 20, preset: 'srd-2024' }, { language });
    act(() => { store.getState().act(id, { type: 'concentrate', on: 'Invisibility' }); });
    const card = screen.getByRole('region', { name: w('sheet:conditions.title') });
    await user.click(within(card).getByText(w('sheet:conditionForm.title')));
    const invisible = w('rules:conditions.invisible');
    await user.selectOptions(within(card).getByRole('combobox', { name: w('sheet:conditionForm.condition') }), invisible);
    await user.selectOptions(within(card).getByRole('combobox', { name: w('sheet:sustain.field') }), w('sheet:sustain.option', { holder: 'Kaito', on: 'Invisibility' }));
    await user.click(within(card).getByRole('button', { name: w('sheet:conditionForm.add', { condition: invisible }) }));
    expect(store.getState().sheets[id]?.creature.durations.invisible?.sustainedBy).toEqual({ of: id, on: 'Invisibility', name: 'Kaito' });

    await user.click(within(card).getByRole('button', { name: w('sheet:concentration.end') }));
    expect(store.getState().sheets[id]?.creature.conditions).toEqual([]);
  });
});
