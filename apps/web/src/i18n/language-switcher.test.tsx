import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from '../app/header.tsx';
import { GenerationProvider } from '../features/generator/components/generation-provider.tsx';
import { renderInApp } from '../test/render-screen.tsx';
import { loadMessages } from './catalog.ts';
import { initialLocale } from './locales.ts';

const shownHeader = (
  <GenerationProvider>
    <Header />
  </GenerationProvider>
);

describe('the language switcher', () => {
  it('shows the header in the chosen language, mirrors the page for Arabic and remembers it', async () => {
    renderInApp(<Route path="/" element={shownHeader} />, { path: '/' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'App language' }), 'ar');

    expect(await screen.findByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(initialLocale()).toBe('ar');
  });

  it('opens in the language it is given', async () => {
    renderInApp(<Route path="/" element={shownHeader} />, {
      path: '/',
      locale: 'es',
      messages: await loadMessages('es'),
    });
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma de la app' })).toHaveValue('es');
  });
});
