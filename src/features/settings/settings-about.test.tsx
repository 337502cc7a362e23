import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/helpers/render-app';

// Settings → About: the SRD 5.2.1 attribution its CC-BY-4.0 license asks for (issue 28), in the
// license's English in every language, introduced by a sentence in the app's language.
const ATTRIBUTION = /This work includes material from the System Reference Document 5\.2\.1 \("SRD 5\.2\.1"\) by Wizards of the Coast LLC.*licensed under the Creative Commons Attribution 4\.0 International License/;

describe.each([
  { language: 'pt-BR' as const, about: 'Sobre', intro: /vêm do System Reference Document 5\.2\.1/ },
  { language: 'cs' as const, about: 'O aplikaci', intro: /pocházejí ze System Reference Document 5\.2\.1/ },
  { language: 'en' as const, about: 'About', intro: /come from the System Reference Document 5\.2\.1/ },
])('Settings → About in $language', ({ language, about, intro }) => {
  it('shows the SRD attribution in English, marked as English, after a sentence in the language', async () => {
    await renderApp('/settings', { language });
    const section = (await screen.findByRole('heading', { level: 2, name: about })).closest('section')!;
    expect(within(section).getByText(intro)).toBeInTheDocument();
    const quote = within(section).getByText(ATTRIBUTION);
    expect(quote).toHaveAttribute('lang', 'en');
  });
});
