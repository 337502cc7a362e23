// "Nothing offers an action the rules would refuse, and if the rules refuse anyway the reason is shown in words."
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { amountField } from '../../../test/helpers/hp-pad';
import { openSheet } from '../../../test/helpers/open-sheet';

describe('refused actions (cs)', () => {
  it('an impossible typed die is refused with the reason; a Long Rest at 0 Životů is not offered, and says why', async () => {
    const user = userEvent.setup();
    await openSheet({ name: 'Eliška', maxHp: 12 }, { language: 'cs' });
    await user.type(await amountField(user, 'Velikost zranění'), '12');
    await user.click(screen.getByRole('button', { name: 'Udělit 12 zranění' }));

    expect(screen.getByRole('button', { name: 'Dlouhý odpočinek' })).toBeDisabled();
    expect(screen.getByText('Dlouhý odpočinek vyžaduje aspoň 1 Život.')).toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: 'Tvůj hod (d20)' }), '25');
    await user.click(screen.getByRole('button', { name: 'Zapsat hod' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nelze. Takový výsledek na této kostce padnout nemůže.');
    expect(screen.getByRole('img', { name: '0 úspěchů z 3' })).toBeInTheDocument();
  });
});
