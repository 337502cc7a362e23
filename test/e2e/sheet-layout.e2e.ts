// The phone sheet at the table (DESIGN.md 1–3), measured by bounding boxes in a real Chromium at
// 390×844 with a touch screen, in pt-BR and cs, light and dark: HP always in view, the keypad's
// digits and Apply together in the lower half once an amount is being entered, the result and
// Undo in view after Apply, the death saves leading the screen at 0 HP, everyday use within
// about two screens, and every control at least 44×44 px.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { box, collectConsoleErrors, describeViolations, launchBrowser, runAxe, screenshot, VIEWPORTS, type Box } from './harness';
import { createSheet, currentHp, enterAmount, openMode, servedApp } from './journey-kit';

const PHONE = VIEWPORTS.phone;

/** Wholly inside the viewport, with nothing scrolled. */
function inView(b: Box): boolean {
  return b.y >= 0 && b.x >= 0 && b.y + b.height <= PHONE.height && b.x + b.width <= PHONE.width;
}

/** The top of the docked editor: what is above it is not hidden behind it. */
async function dockTop(page: Page): Promise<number> {
  return (await box(page.getByTestId('action-dock').locator('> div'))).y;
}

/**
 * Whether a tap at the middle and near each corner of the element lands on it (or inside it): it is
 * neither drawn under something else nor scrolled out of its box.
 */
async function hitsItself(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const points = [[r.x + r.width / 2, r.y + r.height / 2], [r.x + 4, r.y + 4], [r.right - 4, r.y + 4], [r.x + 4, r.bottom - 4], [r.right - 4, r.bottom - 4]];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && element.contains(hit);
    });
  });
}

/**
 * Every control on screen smaller than 44×44 px: buttons, links, fields, summaries; a checkbox or
 * radio counts by its label, which is what a finger hits.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, summary')) {
      if (element.closest('.sr-only')) continue;
      const target = element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type) ? element.closest('label') ?? element : element;
      const rect = target.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue; // not rendered (a folded card's content)
      if (rect.width < 44 || rect.height < 44) small.push(`${target.tagName} "${(target.textContent || target.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    }
    return small;
  });
}

/** From now on, what each animation played on the page moves: "<test id or text>: <properties>". */
async function recordAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const played: string[] = [];
    Object.assign(window, { animationsPlayed: played });
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const target = this as HTMLElement;
      const properties = [...new Set((Array.isArray(keyframes) ? keyframes : [keyframes ?? {}]).flatMap((frame) => Object.keys(frame ?? {})))];
      played.push(`${target.dataset.testid ?? target.textContent?.trim()}: ${properties.join(', ')}`);
      return animate.call(this, keyframes, options);
    };
  });
}

async function animationsPlayed(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { animationsPlayed: string[] }).animationsPlayed);
}

/** What a screen reader says for Aurora's header at 38 of 38 HP, and for an Armor Class of 16. */
const HEARD: Record<string, { hp: string; ac: string }> = {
  'pt-BR': { hp: '38 de 38 PV', ac: 'Classe de Armadura 16' },
  cs: { hp: '38 z 38 Životů', ac: 'Obranné číslo 16' },
};

describe.each(['pt-BR', 'cs'])('the phone sheet in %s', (locale) => {
  const served = servedApp(locale);

  it.each(['light', 'dark'] as const)('%s: HP in view, one-thumb damage with Undo after it, death saves first at 0 HP, ≤ 2 screens, 44 px targets', async (theme) => {
    const { app, w } = served;
    const browser = await launchBrowser({ locale, viewport: 'phone', hasTouch: true });
    try {
      const { page } = browser;
      const errors = collectConsoleErrors(page);
      await page.emulateMedia({ colorScheme: theme });
      await page.goto(app.url);
      await createSheet(page, w, { name: 'Aurora', maxHp: 38 });

      // Full HP: the HP and the three modes in view, the whole sheet within about two screens.
      expect(inView(await box(page.getByTestId('hp-current')))).toBe(true);
      const damageTab = page.getByRole('button', { name: w('sheet:editor.modes.damage'), exact: true });
      const tabBox = await box(damageTab);
      expect(inView(tabBox)).toBe(true);
      expect(tabBox.y).toBeGreaterThan(PHONE.height / 2);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, 'the sheet at full HP').toBeLessThanOrEqual(2 * PHONE.height);
      expect(await smallTargets(page), 'controls under 44×44 px at full HP').toEqual([]);
      expect(describeViolations(await runAxe(page)), `full HP, ${theme}`).toEqual([]);

      // The header is a region named by the character, heard as "38 de 38 PV", not "38" alone.
      const header = page.getByRole('region', { name: 'Aurora', exact: true });
      expect(await header.ariaSnapshot(), 'the header as a screen reader has it').toContain(HEARD[locale]!.hp);
      expect(await page.getByTestId('armor-class').count(), 'no Armor Class before one is set').toBe(0);

      // An Armor Class set in the editor: a shield and the number beside the HP, named in words,
      // on the phone too, without moving the HP.
      const hpBefore = await box(page.getByTestId('hp-current'));
      await page.getByRole('button', { name: w('sheet:header.edit'), exact: true }).click();
      const editor = page.getByRole('dialog', { name: w('sheet:edit.title') });
      await editor.getByText(w('sheet:edit.abilitiesSection'), { exact: false }).first().click();
      await editor.getByRole('spinbutton', { name: w('sheet:edit.armorClass'), exact: true }).fill('16');
      await editor.getByRole('button', { name: w('sheet:edit.submit'), exact: true }).click();
      await editor.waitFor({ state: 'hidden' });
      await page.evaluate(() => window.scrollTo(0, 0));
      const armor = header.getByRole('img', { name: HEARD[locale]!.ac, exact: true });
      const armorBox = await box(armor);
      expect(inView(armorBox), 'the Armor Class in view').toBe(true);
      expect(await box(page.getByTestId('hp-current')), 'the HP where it was').toEqual(hpBefore);
      expect(armorBox.y + armorBox.height, 'the Armor Class on the line of the HP').toBeLessThanOrEqual(hpBefore.y + hpBefore.height + 8);
      expect(await header.ariaSnapshot()).toContain(HEARD[locale]!.ac);
      await screenshot(page, `sheet-layout-${locale}-${theme}-header`);

      // Entering an amount: every digit and Apply in view together, in the lower half.
      await damageTab.tap();
      await page.getByRole('button', { name: '1', exact: true }).tap();
      await page.getByRole('button', { name: '2', exact: true }).tap();
      const apply = page.getByRole('button', { name: w('sheet:damage.apply', { amount: 12 }), exact: true });
      for (const key of [...'1234567890'].map((digit) => page.getByRole('button', { name: digit, exact: true }))) {
        const keyBox = await box(key);
        expect(inView(keyBox)).toBe(true);
        expect(keyBox.y).toBeGreaterThanOrEqual(PHONE.height / 2);
      }
      const applyBox = await box(apply);
      expect(inView(applyBox)).toBe(true);
      expect(applyBox.y).toBeGreaterThanOrEqual(PHONE.height / 2);
      expect(await smallTargets(page), 'controls under 44×44 px with the keypad open').toEqual([]);
      await screenshot(page, `sheet-layout-${locale}-${theme}-keypad`);

      // The rare options open above the keypad without pushing it out of view.
      await page.getByRole('button', { name: w('sheet:dock.more'), exact: true }).tap();
      await page.getByRole('combobox', { name: w('sheet:damage.type') }).selectOption('fire');
      expect(await page.getByTestId('damage-options-set').textContent()).toBe(w('rules:damageTypes.fire'));
      await page.getByRole('checkbox', { name: w('sheet:damage.critical'), exact: true }).check();
      expect(inView(await box(apply))).toBe(true);
      expect(inView(await box(page.getByRole('button', { name: '0', exact: true })))).toBe(true);
      expect(describeViolations(await runAxe(page)), `keypad open, ${theme}`).toEqual([]);

      // With the options open and 9 typed, the digits, the preview and Apply are all there to see
      // and tap: inside the screen, above the mode buttons, nothing drawn over them.
      await page.getByRole('button', { name: w('sheet:editor.clear'), exact: true }).tap();
      await page.getByRole('button', { name: '9', exact: true }).tap();
      const applyNine = page.getByRole('button', { name: w('sheet:damage.apply', { amount: 9 }), exact: true });
      const modesTop = Math.min(...await Promise.all(['damage', 'heal', 'temp'].map(async (mode) =>
        (await box(page.getByRole('button', { name: w(`sheet:editor.modes.${mode}`), exact: true }))).y)));
      const needed = [
        ...[...'1234567890'].map((digit) => [`digit ${digit}`, page.getByRole('button', { name: digit, exact: true })] as const),
        ['preview', page.getByRole('region', { name: w('sheet:preview.title'), exact: true })] as const,
        ['Apply', applyNine] as const,
      ];
      for (const [what, locator] of needed) {
        const b = await box(locator);
        expect(inView(b), `${what} inside the screen with the options open`).toBe(true);
        expect(b.y + b.height, `${what} above the mode buttons`).toBeLessThanOrEqual(modesTop);
        expect(await hitsItself(locator), `${what} not covered by anything`).toBe(true);
      }
      await screenshot(page, `sheet-layout-${locale}-${theme}-options-open`);
      // The preview says what the hit does once: the HP after it, no "9 → PV perdidos 9 Dano final: 9".
      expect(await page.getByRole('region', { name: w('sheet:preview.title'), exact: true }).textContent()).toBe(w('sheet:preview.after', { current: 29 }));
      await page.getByRole('button', { name: w('sheet:editor.clear'), exact: true }).tap();
      await page.getByRole('button', { name: '1', exact: true }).tap();
      await page.getByRole('button', { name: '2', exact: true }).tap();

      // Apply: the new HP, what happened and Undo, all in view without scrolling; the new HP pops
      // and "−12" slides in (each an animation of its transform, played as the change shows).
      await recordAnimations(page);
      await apply.tap();
      await page.getByTestId('hp-current').getByText('26', { exact: true }).waitFor();
      expect(inView(await box(page.getByTestId('hp-current')))).toBe(true);
      await page.getByText('−12', { exact: true }).waitFor();
      expect(await animationsPlayed(page), 'the HP and what happened move as they appear').toEqual(expect.arrayContaining(['hp-current: transform', '−12: transform']));
      // The result whole, its last words (the critical hit) too: wrapped, not cut off.
      const said = page.getByTestId('last-action');
      expect(await said.textContent()).toMatch(new RegExp(`${w('rules:eventNotes.critical').replace('.', '\\.')}$`));
      expect(await said.evaluate((element) => element.scrollHeight <= element.clientHeight + 1), 'the result not cut off').toBe(true);
      expect(inView(await box(said))).toBe(true);
      const undo = page.getByRole('button', { name: w('sheet:undoRedo.undo', { what: w('rules:steps.damage', { amount: 12, context: 'self' }) }), exact: true });
      expect(inView(await box(undo))).toBe(true);
      await screenshot(page, `sheet-layout-${locale}-${theme}-after`);

      // Undo from there puts the HP back, still in view.
      await undo.tap();
      await page.getByTestId('hp-current').getByText('38', { exact: true }).waitFor();

      // Scrolled to the bottom, the HP and the modes stay on screen.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(inView(await box(page.getByTestId('hp-current')))).toBe(true);
      expect(inView(await box(damageTab))).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));

      // A hit to 0 HP: the state and the death saves (roll, or type the die) lead the screen.
      await openMode(page, w, 'damage');
      await page.getByRole('textbox', { name: w('sheet:editor.amount.damage') }).fill('38');
      await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 38 }), exact: true }).tap();
      expect(await currentHp(page)).toBe('0');
      // Damage without a type says nothing about type.
      expect(await page.getByTestId('last-action').textContent()).not.toContain(w('rules:damageTypes.untyped'));
      const roll = page.getByRole('button', { name: w('sheet:deathSaves.roll'), exact: true });
      await roll.waitFor();
      await screenshot(page, `sheet-layout-${locale}-${theme}-dying`);
      const top = await dockTop(page);
      for (const control of [roll, page.getByRole('spinbutton', { name: w('sheet:deathSaves.typed') }), page.getByRole('button', { name: w('sheet:deathSaves.record'), exact: true })]) {
        const controlBox = await box(control);
        expect(inView(controlBox)).toBe(true);
        expect(controlBox.y + controlBox.height, 'above the docked editor').toBeLessThanOrEqual(top);
      }
      expect(inView(await box(page.getByTestId('hp-current')))).toBe(true);
      expect(await smallTargets(page), 'controls under 44×44 px at 0 HP').toEqual([]);
      expect(describeViolations(await runAxe(page)), `0 HP, ${theme}`).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe('the motion that says what changed', () => {
  const served = servedApp('pt-BR');

  it('temporary HP gained pop their badge, a heal slides "+N" in; with reduced motion nothing moves and the words are the same', async () => {
    const { app, w } = served;
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const browser = await launchBrowser({ locale: 'pt-BR', viewport: 'phone', hasTouch: true });
      try {
        const { page } = browser;
        await page.emulateMedia({ reducedMotion });
        await page.goto(app.url);
        await createSheet(page, w, { name: 'Iara', maxHp: 20 });
        await recordAnimations(page);
        await enterAmount(page, w, 'damage', 6);
        await page.getByRole('button', { name: w('sheet:damage.apply', { amount: 6 }), exact: true }).tap();
        await page.getByText('−6', { exact: true }).waitFor();
        await enterAmount(page, w, 'heal', 2);
        await page.getByRole('button', { name: w('sheet:heal.apply', { amount: 2 }), exact: true }).tap();
        await page.getByText('+2', { exact: true }).waitFor();
        expect(await currentHp(page)).toBe('16');
        await enterAmount(page, w, 'temp', 5);
        await page.getByRole('button', { name: w('sheet:temp.gain', { count: 5, value: 5 }), exact: true }).tap();
        const badge = page.getByText(w('sheet:vitals.temp', { value: 5, temp: w('rules:terms.tempHp') }), { exact: true });
        await badge.waitFor();
        const played = await animationsPlayed(page);
        if (reducedMotion === 'reduce') expect(played, 'nothing moves').toEqual([]);
        else {
          expect(played.filter((entry) => entry.startsWith('hp-current')), 'the number pops at each change').toHaveLength(3);
          expect(played, 'what happened slides in, the badge of temporary HP gained pops').toEqual(expect.arrayContaining(['−6: transform', '+2: transform', `${await badge.textContent()}: transform`]));
          expect(played.every((entry) => entry.endsWith(': transform')), 'movement only, never opacity').toBe(true);
        }
      } finally {
        await browser.close();
      }
    }
  });
});
