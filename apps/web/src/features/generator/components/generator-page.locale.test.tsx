import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalog.ts';
import { LanguageSwitcher } from '../../../i18n/language-switcher.tsx';
import { renderInApp } from '../../../test/render-screen.tsx';
import { json, mockFetch, offlineVoiceOptions } from '../test/fetch-mock.ts';
import { GenerationProvider } from './generation-provider.tsx';
import { GeneratorPage } from './generator-page.tsx';

/** The generator with the header's language switcher above it, as the app shows them. */
const generatorWithSwitcher = (
  <GenerationProvider>
    <LanguageSwitcher />
    <GeneratorPage />
  </GenerationProvider>
);

async function renderInSpanish() {
  mockFetch({ 'GET /v1/meta/openai-options': () => json(offlineVoiceOptions) });
  renderInApp(<Route path="/generate" element={generatorWithSwitcher} />, {
    path: '/generate',
    locale: 'es',
    messages: await loadMessages('es'),
  });
  const form = screen.getByRole('form', { name: 'Ajustes del cuento' });
  // The interface's language is chosen in the switcher; the story form has its own language select.
  const switcher = screen.getByRole('combobox', { name: 'Idioma de la app' });
  return {
    form: within(form),
    switchInterfaceTo: (locale: string) => userEvent.selectOptions(switcher, locale),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('GeneratorPage in another language', () => {
  it('speaks Spanish, with counts in Spanish, and tells the story in Spanish by default', async () => {
    const { form } = await renderInSpanish();

    expect(screen.getByRole('heading', { level: 1, name: 'Creador de cuentos' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Creador de cuentos · Storyloom'));
    expect(form.getByRole('radio', { name: 'Corto 1 frase' })).toBeChecked();
    expect(form.getByRole('radio', { name: 'Largo 3 frases' })).toBeInTheDocument();
    expect(form.getByRole('radio', { name: 'Infantil 3-5' })).toBeChecked();
    const storyLanguage = form.getByRole('combobox', { name: 'Idioma' });
    expect(storyLanguage).toHaveValue('es');
    expect(within(storyLanguage).getByRole('option', { name: 'Español' })).toBeInTheDocument();
    expect(within(storyLanguage).getByRole('option', { name: 'Alemán' })).toHaveValue('de');
  });

  it('follows the interface language until the parent picks a story language, then keeps that choice', async () => {
    const { form, switchInterfaceTo } = await renderInSpanish();
    const storyLanguage = form.getByRole('combobox', { name: 'Idioma' });

    await switchInterfaceTo('de');
    expect(await form.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de');

    await userEvent.selectOptions(storyLanguage, 'fr');
    await switchInterfaceTo('it');
    expect(await form.findByRole('combobox', { name: 'Lingua' })).toHaveValue('fr');
  });
});
