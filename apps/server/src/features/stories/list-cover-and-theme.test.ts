import { afterEach, describe, expect, it } from 'vitest';
import type { SceneArt } from '../../domain/story-model.ts';
import { createCharacter } from '../../engines/illustrator/character.ts';
import { sceneDrawing } from '../../engines/illustrator/illustrator.ts';
import { insertStory } from '../../test/factories.ts';
import { generateStory } from '../../test/requests.ts';
import { signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { StoryRepository } from './repository.ts';

let t: TestApp;
afterEach(async () => t?.close());

interface Listed {
  bundle_id: string;
  theme: string;
  custom_theme?: string;
  cover_focus?: { x: number; y: number };
}

const listed = async (): Promise<Listed[]> => (await t.app.inject('/v1/stories/list')).json().stories;
const itemOf = async (id: string) => (await listed()).find((story) => story.bundle_id === id);

describe('GET /v1/stories/list: what a card shows', () => {
  it('gives the parent’s own theme text for a custom-theme story, and none for a listed theme', async () => {
    t = await buildTestApp();
    const custom = await insertStory(t.db, { theme: 'custom', custom_theme: 'Robots in the garden' });
    const ocean = await insertStory(t.db, { theme: 'ocean' });
    expect(await itemOf(custom)).toMatchObject({ theme: 'custom', custom_theme: 'Robots in the garden' });
    expect(await itemOf(ocean)).not.toHaveProperty('custom_theme');
  });

  it('gives where the face is in a cover the builtin illustrator drew, from scene 1', async () => {
    t = await buildTestApp();
    const { bundle_id } = await generateStory(t.app, {
      scenes: 2,
      image_mode: 'svg',
      theme: 'custom',
      custom_theme: 'A picnic with robots',
    });
    const item = await itemOf(bundle_id as string);
    expect(item?.custom_theme).toBe('A picnic with robots');

    // Drawn again from what the story keeps, scene 1 has its face where the list says; the last scene's is elsewhere.
    const story = await new StoryRepository(t.db).find(bundle_id as string);
    const scenes = await new StoryRepository(t.db).scenes(bundle_id as string);
    const faceOf = (idx: number) =>
      sceneDrawing(
        scenes[idx]?.art as SceneArt,
        createCharacter(story?.seed as number, {
          palette: story?.character.palette,
          appearance: story?.appearance ?? undefined,
          gender: story?.child_gender ?? undefined,
        }),
        { width: 1024, height: 1024 },
        story?.seed as number,
      ).face;
    expect(item?.cover_focus).toEqual(faceOf(0));
    expect(item?.cover_focus).not.toEqual(faceOf(1));
  });

  it('gives no cover focus when the cover’s picture does not say where the face is', async () => {
    t = await buildTestApp();
    const fromProvider = await insertStory(t.db, { cover_focus: null });
    const drawn = await insertStory(t.db, { cover_focus: JSON.stringify({ x: 31.5, y: 60.3 }) });
    expect(await itemOf(fromProvider)).not.toHaveProperty('cover_focus');
    expect((await itemOf(drawn))?.cover_focus).toEqual({ x: 31.5, y: 60.3 });
  });

  it('gives both to My Stories and to bookmarks too', async () => {
    t = await buildTestApp();
    const pat = await signIn(t, 'pat');
    const id = await insertStory(t.db, {
      user_id: pat.uid,
      privacy: 'private',
      theme: 'custom',
      custom_theme: 'Moon bakery',
      cover_focus: JSON.stringify({ x: 67, y: 54.6 }),
    });
    const expected = { bundle_id: id, custom_theme: 'Moon bakery', cover_focus: { x: 67, y: 54.6 } };
    const mine = await t.app.inject({ url: '/v1/stories/list?mine=1', headers: pat.headers });
    expect(mine.json().stories).toEqual([expect.objectContaining(expected)]);
    await t.app.inject({ method: 'POST', url: `/v1/bookmarks/${id}`, headers: pat.headers });
    const bookmarks = await t.app.inject({ url: '/v1/bookmarks', headers: pat.headers });
    expect(bookmarks.json().bookmarks).toEqual([expect.objectContaining(expected)]);
  });

  it('gives a private story’s cover as a signed link, in My Stories and bookmarks, that serves the picture', async () => {
    t = await buildTestApp();
    const pat = await signIn(t, 'pat');
    const { bundle_id } = await generateStory(t.app, { privacy: 'private', scenes: 1 }, pat.headers);
    const mine = await t.app.inject({ url: '/v1/stories/list?mine=1', headers: pat.headers });
    const cover: string = mine.json().stories[0].cover_url;
    expect(cover).toMatch(new RegExp(`^/v1/media/${bundle_id}/scene_1\\.png\\?exp=\\d+&sig=`));
    const picture = await t.app.inject(cover);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    await t.app.inject({ method: 'POST', url: `/v1/bookmarks/${bundle_id}`, headers: pat.headers });
    const bookmarks = await t.app.inject({ url: '/v1/bookmarks', headers: pat.headers });
    expect(bookmarks.json().bookmarks[0].cover_url).toMatch(/^\/v1\/media\/.+&sig=/);
  });

  it('gives a public story’s cover at its public address and an audio-only story none', async () => {
    t = await buildTestApp();
    const pictured = await insertStory(t.db);
    const audioOnly = await insertStory(t.db, { audio_only: 1 });
    expect(await itemOf(pictured)).toMatchObject({
      audio_only: false,
      cover_url: `/data/${pictured}/scene_1.png`,
    });
    expect(await itemOf(audioOnly)).toMatchObject({ audio_only: true, cover_url: null });
  });
});
