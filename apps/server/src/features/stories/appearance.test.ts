import { type ChildAppearance, MESSAGES, nameMessage } from '@storyloom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { cloudImagePrompt } from '../../providers/image-prompt.ts';
import { createProviders } from '../../providers/registry.ts';
import type { ImageRequest } from '../../providers/types.ts';
import { buildGenerateRequest, generateStory, multipart } from '../../test/requests.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { storyFromRow } from './story-records.ts';

let t: TestApp;
afterEach(async () => t?.close());

const LOOK: ChildAppearance = { skin_tone: 'tan', hair_style: 'braids', hair_color: 'black', glasses: true };

/** The app with the builtin illustrator, recording what each picture is asked for. */
async function appSeeingPictures(): Promise<ImageRequest[]> {
  const seen: ImageRequest[] = [];
  const real = createProviders(loadConfig({}).providers);
  t = await buildTestApp({
    providers: {
      ...real,
      imageFor: (mode, options) => {
        const chosen = real.imageFor(mode, options);
        return {
          ...chosen,
          provider: {
            ...chosen.provider,
            illustrate: (request) => {
              seen.push(request);
              return chosen.provider.illustrate(request);
            },
          },
        };
      },
    },
  });
  return seen;
}

const storedStory = async () =>
  storyFromRow(await t.db.selectFrom('stories').selectAll().executeTakeFirstOrThrow());
const storyCount = async () => (await t.app.inject('/v1/stories/list')).json().total as number;

describe('the child’s appearance', () => {
  it('is stored with the story and drawn in every scene; the brief says it for cloud illustrators', async () => {
    const seen = await appSeeingPictures();
    await generateStory(t.app, { scenes: 2, appearance: LOOK, child_gender: 'girl' });

    const story = await storedStory();
    expect(story.appearance).toEqual(LOOK);
    expect(story.character.brief).toMatch(/^a girl with tan skin, black hair in two braids with/);
    expect(seen).toHaveLength(2);
    for (const request of seen) {
      expect(request.look).toEqual({ appearance: LOOK, gender: 'girl' });
      expect(cloudImagePrompt(request)).toContain('a girl with tan skin, black hair in two braids');
      expect(cloudImagePrompt(request)).toMatch(/round [a-z ]+ glasses/);
    }
  });

  it('comes from a multipart form as JSON text', async () => {
    t = await buildTestApp();
    const { payload, headers } = multipart(
      buildGenerateRequest({ scenes: 1, appearance: JSON.stringify({ hair_style: 'afro' }) }),
    );
    const res = await t.app.inject({ method: 'POST', url: '/v1/stories/generate', payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedStory()).appearance).toEqual({ hair_style: 'afro' });
  });

  it('is left out when none is given, and the story’s gender still reaches the pictures', async () => {
    const seen = await appSeeingPictures();
    await generateStory(t.app, { scenes: 1, child_gender: 'boy', appearance: {} });
    expect((await storedStory()).appearance).toBeNull();
    expect(seen[0]?.look).toEqual({ gender: 'boy' });
  });

  it.each([
    [{ skin_tone: 'blue' }, MESSAGES.appearanceSkinTone],
    [{ hair_style: 'mohawk' }, MESSAGES.appearanceHairStyle],
    [{ glasses: 'sometimes' }, MESSAGES.appearanceGlasses],
    ['curly and tan', MESSAGES.appearanceInvalid],
  ])('refuses %j with a 400 that says why, and stores nothing', async (appearance, message) => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: { ...buildGenerateRequest(), appearance },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ok: false,
      error: message,
      code: nameMessage(message)?.code,
      detail: `appearance: ${message}`,
    });
    expect(await storyCount()).toBe(0);
  });
});
