import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach } from 'vitest';
import { openGm, row } from './gm-test-kit';

// Issue 14: whose turn it is is scrolled into view as the turns go by. A list longer than 40 is
// windowed and scrolled by @tanstack/react-virtual (test/e2e/gm-long-list.e2e.ts, in Chromium);
// a short one asks the row itself, which is what this checks (jsdom draws no layout).
describe('GM screen: the current turn comes into view', () => {
  // jsdom has no scrollIntoView: the test lends one, and takes it back.
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('scrolls the row whose turn it now is, the least needed, each time the turn moves', async () => {
    const scrolled: string[] = [];
    const options: ScrollIntoViewOptions[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element, arg?: boolean | ScrollIntoViewOptions) {
        scrolled.push(this.getAttribute('aria-label') ?? '');
        if (typeof arg === 'object') options.push(arg);
      },
    });
    const user = userEvent.setup();
    await openGm([
      { name: 'Aria', maxHp: 20, preset: 'srd-2024', role: 'character', initiative: 18 },
      { name: 'Goblin', maxHp: 7, preset: 'srd-2024', role: 'minion', initiative: 12 },
      { name: 'Ogre', maxHp: 59, preset: 'srd-2024', role: 'minion', initiative: 8 },
    ]);
    expect(scrolled).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Start the fight' }));
    await user.click(screen.getByRole('button', { name: 'Next turn' }));
    await user.click(screen.getByRole('button', { name: 'Next turn' }));
    expect(row('Ogre')).toHaveAttribute('aria-current', 'step');
    expect(scrolled).toEqual(['Aria', 'Goblin', 'Ogre']);
    expect(options.every((option) => option.block === 'nearest')).toBe(true);
  });
});
