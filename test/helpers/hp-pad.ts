import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/**
 * The amount field of the sheet's docked HP editor, opening the mode it belongs to first (the
 * keypad is closed until Damage, Healing or Temp HP is tapped, as a player would).
 */
export async function amountField(user: User, label: string): Promise<HTMLElement> {
  const open = screen.queryByRole('textbox', { name: label });
  if (open) return open;
  const dock = screen.getByTestId('action-dock');
  for (const tab of within(dock).getAllByRole('button', { expanded: false })) {
    await user.click(tab);
    const field = screen.queryByRole('textbox', { name: label });
    if (field) return field;
  }
  throw new Error(`No mode of the HP editor has the field "${label}"`);
}

/** Opens the damage options folded behind "More options" (damage type, critical, melee...). */
export async function moreOptions(user: User, label: string): Promise<void> {
  const button = screen.getByRole('button', { name: label });
  if (button.getAttribute('aria-expanded') !== 'true') await user.click(button);
}
