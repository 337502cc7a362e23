// What a screen reader hears from the sheet's header: a region named by the character, the HP
// said whole ("30 de 30 PV", not the big number alone), temporary HP when there are some, and the
// Armor Class when the sheet has one. The expected phrases are written here as a player would say
// them in each language, not read back from the locale files.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openSheet } from '../../../test/helpers/open-sheet';

/** The text an assistive technology reads from an element: what is hidden with aria-hidden is left out, img labels read. */
function accessibleText(element: Element): string {
  if (element.getAttribute('aria-hidden') === 'true') return '';
  if (element.getAttribute('role') === 'img') return element.getAttribute('aria-label') ?? '';
  return [...element.childNodes]
    .map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent ?? '' : node instanceof Element ? ` ${accessibleText(node)} ` : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

const CASES = [
  { language: 'pt-BR', full: '30 de 30 PV', hurt: '12 de 30 PV', temp: '8 PV temporários', ac: 'Classe de Armadura 16', absorbed: '8 absorvidos' },
  { language: 'cs', full: '30 z 30 Životů', hurt: '12 z 30 Životů', temp: '8 Dočasné Životy', ac: 'Obranné číslo 16', absorbed: '8 pohlceno' },
] as const;

describe.each(CASES)('the sheet\'s header heard in $language', ({ language, full, hurt, temp, ac, absorbed }) => {
  it('is a region named by the character that says the HP with its maximum and unit, and no Armor Class when none is known', async () => {
    await openSheet({ name: 'Aurora', maxHp: 30 }, { language });
    const header = screen.getByRole('region', { name: 'Aurora' });
    const heard = accessibleText(header);
    expect(heard).toContain(full);
    expect(heard).not.toContain(ac.replace(' 16', ''));
    expect(screen.queryByTestId('armor-class')).toBeNull();
  });

  it('says the HP after a hit, the temporary HP beside them, and the Armor Class by its name', async () => {
    const { store, id } = await openSheet({ name: 'Aurora', maxHp: 30 }, { language });
    act(() => {
      store.getState().act(id, { type: 'configure', patch: { ac: 16 } });
      store.getState().act(id, { type: 'damage', amount: 18 });
      store.getState().act(id, { type: 'tempHp', amount: 8 });
    });
    const header = screen.getByRole('region', { name: 'Aurora' });
    const heard = accessibleText(header);
    expect(heard).toContain(hurt);
    expect(heard).toContain(temp);
    expect(screen.getByRole('img', { name: ac })).toBeInTheDocument();
    expect(heard).toContain(ac);
  });

  it('says each change once: temporary HP gained only on their badge, a hit they absorb as "8 absorvidos" even after later entries', async () => {
    const { store, id } = await openSheet({ name: 'Aurora', maxHp: 30 }, { language });
    const heard = () => accessibleText(screen.getByRole('region', { name: 'Aurora' }));
    act(() => void store.getState().act(id, { type: 'tempHp', amount: 8 }));
    expect(heard()).toContain(`+${temp}`);
    // Not "+8 PV temporários" and "+8 temporários" side by side: the number 8 is said once.
    expect(heard().match(/\b8\b/g)).toHaveLength(1);

    act(() => void store.getState().act(id, { type: 'damage', amount: 12 }));
    expect(heard()).toContain(`−4 · ${absorbed}`);
    // A later entry that changes no HP does not reword the same hit ("−8 temporários").
    act(() => void store.getState().act(id, { type: 'addCondition', condition: 'prone' }));
    expect(heard()).toContain(`−4 · ${absorbed}`);
  });
});
