import { MESSAGES, nameMessage } from '@storyloom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGenerateRequest, generateStory, multipart } from '../../test/requests.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { storyFromRow } from './story-records.ts';

let t: TestApp;
afterEach(async () => t?.close());

const storedStory = async () =>
  storyFromRow(await t.db.selectFrom('stories').selectAll().executeTakeFirstOrThrow());
const storyCount = async () => (await t.app.inject('/v1/stories/list')).json().total as number;
const storyText = async (bundleId: string) => {
  const bundle = (await t.app.inject(`/v1/stories/bundle/${bundleId}`)).json();
  return (bundle.scenes as { narration: string }[]).map((scene) => scene.narration).join(' ');
};

describe('favourite things', () => {
  it('are stored with the story and woven into its text', async () => {
    t = await buildTestApp();
    const things = ['purple', 'baby giraffes', 'Mr Snuggles'];
    const { bundle_id } = await generateStory(t.app, {
      scenes: 3,
      audio_only: true,
      favourite_things: things,
    });

    expect((await storedStory()).favourite_things).toEqual(things);
    const text = await storyText(bundle_id);
    for (const thing of things) expect(text).toContain(thing);
  });

  it('are woven in in the story’s language, from a multipart form’s JSON text', async () => {
    t = await buildTestApp();
    const { payload, headers } = multipart(
      buildGenerateRequest({
        scenes: 2,
        language: 'de',
        favourite_things: JSON.stringify(['Lila', 'Giraffen']),
      }),
    );
    const res = await t.app.inject({ method: 'POST', url: '/v1/stories/generate', payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedStory()).favourite_things).toEqual(['Lila', 'Giraffen']);
    expect(await storyText(res.json().bundle_id)).toContain('Lila und Giraffen');
  });

  it('are none when none are given', async () => {
    t = await buildTestApp();
    await generateStory(t.app, { scenes: 1, favourite_things: ['', ' '] });
    expect((await storedStory()).favourite_things).toEqual([]);
    const row = await t.db.selectFrom('stories').select('favourite_things').executeTakeFirstOrThrow();
    expect(row.favourite_things).toBeNull();
  });

  it.each([
    [['cats', 'blue', 'Teddy', 'trains'], MESSAGES.favouriteThingsTooMany],
    [['a very very long favourite thing indeed'], MESSAGES.favouriteThingTooLong],
    [['🦒'], MESSAGES.favouriteThingNeedsLetter],
    [['Bear!'], MESSAGES.favouriteThingCharacters],
    ['cats', MESSAGES.favouriteThingsInvalid],
  ])('refuses %j with a 400 that says why, and stores nothing', async (favourite_things, message) => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: { ...buildGenerateRequest(), favourite_things },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: message,
      code: nameMessage(message)?.code,
      detail: `favourite_things: ${message}`,
    });
    expect(await storyCount()).toBe(0);
  });

  it('refuses a thing unfit for children in words that name the field, and stores nothing', async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ favourite_things: ['kittens', 'cocaine'] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(MESSAGES.favouriteThingsNotSuitable);
    expect(await storyCount()).toBe(0);
  });
});
