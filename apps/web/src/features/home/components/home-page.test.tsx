import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page.tsx';

function renderHome() {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('has one main heading and a call to action that leads to the generator', () => {
    renderHome();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Create a Story' })).toHaveAttribute('href', '/generate');
  });

  it('shows the three feature cards, each linking to its screen', () => {
    renderHome();

    const section = screen.getByRole('region', { name: 'Everything for story time' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Story Generator',
      'Story Archives',
      'Voice Cloning',
    ]);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/generate',
      '/archives',
      '/voices',
    ]);
    expect(within(cards[2] as HTMLElement).getByText('Premium')).toBeInTheDocument();
  });

  it('explains the four steps of How It Works in order', () => {
    renderHome();

    const section = screen.getByRole('region', { name: 'How It Works' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Choose settings',
      'Generate',
      'Listen and watch',
      'Save and share',
    ]);
  });
});
