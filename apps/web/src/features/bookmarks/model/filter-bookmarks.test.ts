import { describe, expect, it } from 'vitest';
import { noStoryFilters } from '../../../components/story-filters.tsx';
import { buildStory } from '../../../test/render-screen.tsx';
import { filterBookmarks, filterChoices } from './filter-bookmarks.ts';

const mia = buildStory({
  bundle_id: 'a',
  title: 'The Sea Star',
  child: 'Mia',
  theme: 'ocean',
  language: 'es',
});
const leo = buildStory({ bundle_id: 'b', title: 'Moon Trip', child: 'Leo', theme: 'Space', language: 'ar' });
const kai = buildStory({
  bundle_id: 'c',
  title: 'Pirate Day',
  child: 'Kai',
  theme: 'pirates',
  language: 'en',
});

describe('filterBookmarks', () => {
  it('keeps everything without filters', () => {
    expect(filterBookmarks([mia, leo], noStoryFilters)).toEqual([mia, leo]);
  });

  it('matches the search against child, title and theme, ignoring case and spaces around it', () => {
    expect(filterBookmarks([mia, leo], { ...noStoryFilters, search: ' mIA ' })).toEqual([mia]);
    expect(filterBookmarks([mia, leo], { ...noStoryFilters, search: 'moon' })).toEqual([leo]);
    expect(filterBookmarks([mia, leo], { ...noStoryFilters, search: 'OCEAN' })).toEqual([mia]);
  });

  it('matches the search against a custom theme’s own text', () => {
    const robots = buildStory({ bundle_id: 'd', theme: 'custom', custom_theme: 'Robots in the garden' });
    expect(filterBookmarks([mia, robots], { ...noStoryFilters, search: 'GARDEN' })).toEqual([robots]);
  });

  it('folds the search as the archive does: Turkish İ and ı, accents typed either way', () => {
    const ipek = buildStory({ bundle_id: 'e', child: 'İpek', title: 'IŞIL ILE DENİZ', language: 'tr' });
    const emile = buildStory({ bundle_id: 'f', child: 'Émile', title: 'Émile et la mer', language: 'fr' });
    const stories = [mia, ipek, emile];
    expect(filterBookmarks(stories, { ...noStoryFilters, search: 'ipek' })).toEqual([ipek]);
    expect(filterBookmarks(stories, { ...noStoryFilters, search: 'İPEK' })).toEqual([ipek]);
    expect(filterBookmarks(stories, { ...noStoryFilters, search: 'ışıl' })).toEqual([ipek]);
    expect(filterBookmarks(stories, { ...noStoryFilters, search: 'e\u0301mile' })).toEqual([emile]);
    expect(filterBookmarks(stories, { ...noStoryFilters, search: 'ÉMILE' })).toEqual([emile]);
  });

  it('matches the theme exactly, whatever its case', () => {
    expect(filterBookmarks([mia, leo], { ...noStoryFilters, theme: 'space' })).toEqual([leo]);
    expect(filterBookmarks([mia, leo], { ...noStoryFilters, theme: 'spa' })).toEqual([]);
  });

  it('combines language with the other filters', () => {
    expect(filterBookmarks([mia, leo], { search: 'a', language: 'ar', theme: '' })).toEqual([leo]);
  });
});

describe('filterChoices', () => {
  it('offers the languages and themes present, in the app order, unknown themes last', () => {
    expect(filterChoices([kai, leo, mia], noStoryFilters)).toEqual({
      languages: ['en', 'es', 'ar'],
      themes: ['ocean', 'space', 'pirates'],
    });
  });

  it('offers each custom theme by its own text, and picks its stories out', () => {
    const robots = buildStory({ bundle_id: 'r', theme: 'custom', custom_theme: 'Robots in Paris' });
    const bakers = buildStory({ bundle_id: 'k', theme: 'custom', custom_theme: 'robots in paris' });
    const older = buildStory({ bundle_id: 'o', theme: 'custom' });
    expect(filterChoices([mia, robots, bakers, older], noStoryFilters).themes).toEqual([
      'ocean',
      'custom',
      'Robots in Paris',
    ]);
    const all = [mia, robots, bakers, older];
    expect(filterBookmarks(all, { ...noStoryFilters, theme: 'Robots in Paris' })).toEqual([robots, bakers]);
    expect(filterBookmarks(all, { ...noStoryFilters, theme: 'custom' })).toEqual([robots, bakers, older]);
  });

  it('keeps offering a picked choice after its last bookmark goes', () => {
    expect(filterChoices([mia], { search: '', language: 'ar', theme: 'space' })).toEqual({
      languages: ['es', 'ar'],
      themes: ['ocean', 'space'],
    });
  });
});
