import { afterEach, describe, expect, it } from 'vitest';
import { generateStory } from '../../test/requests.ts';
import { signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
afterEach(async () => t?.close());

const plotOf = async (id: string) =>
  (await t.db.selectFrom('stories').select('plot').where('id', '=', id).executeTakeFirstOrThrow()).plot;

describe('plots of a child’s stories', () => {
  it('gives a parent making ten stories for one child and theme at least five different plots', async () => {
    t = await buildTestApp();
    const parent = await signIn(t, 'parent');
    const request = {
      child_name: 'Mia',
      theme: 'ocean',
      scenes: 1,
      audio_only: true,
      privacy: 'private',
    } as const;
    const plots: (string | null)[] = [];
    for (let i = 0; i < 10; i++) {
      const { bundle_id } = await generateStory(t.app, request, parent.headers);
      plots.push(await plotOf(bundle_id));
    }
    expect(new Set(plots).size).toBeGreaterThanOrEqual(5);
    // The first six stories tell six different plots.
    expect(new Set(plots.slice(0, 6)).size).toBe(6);
  }, 120_000);
});
