import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../i18n/catalog.ts';
import { buildStory, renderScreen } from '../test/render-screen.tsx';
import { StoryCard, StoryCover, StoryGrid } from './story-card.tsx';

const coverOf = (container: HTMLElement) => container.querySelector('img');

describe('StoryCover', () => {
  it('lets a card load the small WebP copy of its cover, lazily, the PNG kept as the fallback', () => {
    const story = buildStory({
      cover_variants: [384, 640, 1024].map((width) => ({
        width,
        height: width,
        url: `/data/b-1/scene_1-${width}.webp`,
      })),
    });
    const cover = coverOf(render(<StoryCover story={story} />).container);
    expect(cover).toHaveAttribute('src', '/data/b-1/scene_1.png');
    expect(cover).toHaveAttribute(
      'srcset',
      '/data/b-1/scene_1-384.webp 384w, /data/b-1/scene_1-640.webp 640w, /data/b-1/scene_1-1024.webp 1024w',
    );
    // No wider than a third of the page on a large screen, so a 384-pixel copy serves it.
    expect(cover?.getAttribute('sizes')).toMatch(/^\(min-width: 1024px\) 22rem, /);
    expect(cover).toHaveAttribute('width', '1024');
    expect(cover).toHaveAttribute('height', '1024');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('decoding', 'async');
  });

  it('shows the cover of a story made before the copies as its PNG', () => {
    const cover = coverOf(render(<StoryCover story={buildStory()} />).container);
    expect(cover).toHaveAttribute('src', '/data/b-1/scene_1.png');
    expect(cover).not.toHaveAttribute('srcset');
  });
});

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
