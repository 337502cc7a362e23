import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openGm, row } from './gm-test-kit';

describe('GM quick-add starts every batch afresh (issue 15: skeletons inherited the salamanders\' fire resistance)', () => {
  it('after adding, the name, count, HP, saves and folded immunities and defenses are cleared, the rules kept, and the focus is back on the name', async () => {
    const user = userEvent.setup();
    const { store } = await openGm([]);
    const form = screen.getByRole('form', { name: 'Quick-add creatures' });
    const field = (name: string) => within(form).getByLabelText(name);

    await user.type(field('Name'), 'Salamander');
    await user.clear(field('How many'));
    await user.type(field('How many'), '2');
    await user.type(field('Max HP'), '30');
    // Rules and nature are folded, their choice said in the summary.
    await user.click(within(form).getByText('Rules and nature: Follow the language, Incarnate', { selector: 'summary' }));
    await user.selectOptions(field('Rules'), 'srd-2024');
    await user.type(field('Constitution save'), '4');
    await user.click(within(form).getByText('Condition immunities (none)', { selector: 'summary' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Frightened' }));
    await user.click(within(form).getByText('Defenses (none)', { selector: 'summary' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Fire' }), 'resistance');
    expect(within(form).getByText('Defenses (1)', { selector: 'summary' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Add 2 × Salamander' }));

    expect(within(form).getByRole('status')).toHaveTextContent('Done: Salamander 1 to Salamander 2 are in the encounter.');
    expect(field('Name')).toHaveValue('');
    expect(field('Name')).toHaveFocus();
    expect(field('How many')).toHaveValue(1);
    expect(field('Max HP')).toHaveValue(null);
    expect(within(form).getByRole('combobox', { name: 'Fire' })).toHaveValue('');
    expect(within(form).getByText('Defenses (none)', { selector: 'summary' })).toBeInTheDocument();
    expect(field('Constitution save')).toHaveValue(null);
    expect(within(form).getByText('Condition immunities (none)', { selector: 'summary' })).toBeInTheDocument();
    // Said in view and usually the same for the whole fight: kept.
    expect(field('Rules')).toHaveValue('srd-2024');
    expect(within(form).getByText('Rules and nature: D&D 2024 SRD, Incarnate', { selector: 'summary' })).toBeInTheDocument();

    // The next batch is typed straight into the focused name field.
    await user.keyboard('Skeleton');
    await user.clear(field('How many'));
    await user.type(field('How many'), '2');
    await user.type(field('Max HP'), '13');
    await user.click(within(form).getByRole('button', { name: 'Add 2 × Skeleton' }));

    const creature = (name: string) => Object.values(store.getState().sheets).find((sheet) => sheet.creature.name === name)!.creature;
    expect(creature('Salamander 2').defenses.resistances).toEqual(['fire']);
    expect(creature('Salamander 2').saves).toEqual({ con: 4 });
    expect(creature('Salamander 2').conditionImmunities).toEqual(['frightened']);
    expect(creature('Skeleton 1').defenses.resistances).toEqual([]);
    expect(creature('Skeleton 1').saves).toEqual({});
    expect(creature('Skeleton 1').conditionImmunities).toEqual([]);
    expect(creature('Skeleton 2').defenses.resistances).toEqual([]);

    // The fire hit that "did nothing" to the skeletons: SRD resistance halves it for the salamanders only.
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    const panel = screen.getByRole('region', { name: '4 creatures selected' });
    await user.type(within(panel).getByLabelText('Amount'), '10');
    await user.selectOptions(within(panel).getByLabelText('Damage type'), 'fire');
    await user.click(within(panel).getByRole('button', { name: 'Apply damage to 4 creatures' }));
    expect(within(row('Salamander 1')).getByText('25 / 30 HP')).toBeInTheDocument();
    expect(within(row('Skeleton 1')).getByText('3 / 13 HP')).toBeInTheDocument();
    expect(within(row('Skeleton 2')).getByText('3 / 13 HP')).toBeInTheDocument();
  });
});
