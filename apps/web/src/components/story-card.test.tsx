import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/catalog.ts';
import { buildStory, renderScreen } from '../test/render-screen.tsx';
import { StoryCard, StoryGrid } from './story-card.tsx';

describe('StoryCard', () => {
  it('names the language, theme, age and scenes in the interface’s language, with its plurals', async () => {
    renderScreen(
      <StoryGrid label="Сказки">
        <StoryCard story={buildStory({ scenes: 5, language: 'en', theme: 'ocean' })} dateLabel="" />
        <StoryCard story={buildStory({ bundle_id: 'b-2', scenes: 3, audio_only: true })} dateLabel="" />
      </StoryGrid>,
      { path: '/list', locale: 'ru', messages: await loadMessages('ru') },
    );

    expect(screen.getByText('5 сцен')).toBeInTheDocument();
    expect(screen.getByText('3 сцены')).toBeInTheDocument();
    expect(screen.getAllByText('Океан')).toHaveLength(2);
    expect(screen.getAllByText('Английский')).toHaveLength(2);
    expect(screen.getAllByText('Возраст 4')).toHaveLength(2);
    expect(screen.getByText('Аудиосказка')).toBeInTheDocument();
  });
});
