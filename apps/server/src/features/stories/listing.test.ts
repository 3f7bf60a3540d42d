import { afterEach, describe, expect, it } from 'vitest';
import { insertStory } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { StoryRepository } from './repository.ts';

let t: TestApp;
afterEach(async () => t?.close());

const list = async (query = '') => (await t.app.inject(`/v1/stories/list${query}`)).json();

describe('GET /v1/stories/list', () => {
  it('lists ready public stories newest first with their total', async () => {
    t = await buildTestApp();
    const older = await insertStory(t.db, { child: 'Ada' });
    const newer = await insertStory(t.db, { child: 'Ben' });
    await insertStory(t.db, { child: 'Cy', privacy: 'private', user_id: null });
    await insertStory(t.db, { child: 'Dee', status: 'generating' });
    await insertStory(t.db, { child: 'Eve', status: 'failed' });
    const body = await list();
    expect(body.stories.map((s: { bundle_id: string }) => s.bundle_id)).toEqual([newer, older]);
    expect(body.total).toBe(2);
    expect(body.stories[0]).toEqual({
      bundle_id: newer,
      user_id: null,
      title: 'Ben’s Ocean Adventure',
      child: 'Ben',
      theme: 'ocean',
      language: 'en',
      age: 4,
      scenes: 1,
      privacy: 'public',
      created_at: expect.any(String),
      audio_only: false,
      cover_url: `/data/${newer}/scene_1.png`,
    });
  });

  it('searches child, title and theme case-insensitively and filters language and theme', async () => {
    t = await buildTestApp();
    await insertStory(t.db, { child: 'Zoë', language: 'fr', theme: 'space', title: 'Les étoiles' });
    await insertStory(t.db, { child: 'Max', language: 'de', theme: 'castle', title: 'Die Burg' });
    await insertStory(t.db, {
      child: 'Ola',
      language: 'de',
      theme: 'custom',
      custom_theme: 'Robots 100%',
      title: 'Robots',
    });
    expect((await list('?q=zOË')).total).toBe(1);
    expect((await list('?q=burg')).total).toBe(1);
    expect((await list('?q=SPACE')).total).toBe(1);
    expect((await list('?q=100%25')).total).toBe(1);
    expect((await list('?q=_')).total).toBe(0);
    expect((await list('?language=de')).total).toBe(2);
    expect((await list('?theme=Castle')).total).toBe(1);
  });

  it('finds names and titles in any script whatever their case', async () => {
    t = await buildTestApp();
    await insertStory(t.db, { child: 'Émile', language: 'fr', title: 'Émile et la mer' });
    await insertStory(t.db, { child: 'Миша', language: 'ru', title: 'Миша и море' });
    await insertStory(t.db, { child: 'İpek', language: 'tr', title: 'IŞIL ILE DENİZ' });
    await insertStory(t.db, { child: 'Οδυσσέας', title: 'ΤΟ ΤΑΞΊΔΙ ΤΟΥ ΟΔΥΣΣΈΑ' });
    await insertStory(t.db, { child: 'Ｍａｘ', title: 'Max’s Ocean Adventure' });
    const children = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).stories.map((s: { child: string }) => s.child);
    expect(await children('émile')).toEqual(['Émile']);
    expect(await children('ÉMILE')).toEqual(['Émile']);
    expect(await children('E\u0301mile')).toEqual(['Émile']);
    expect(await children('миша')).toEqual(['Миша']);
    expect(await children('МОРЕ')).toEqual(['Миша']);
    expect(await children('ipek')).toEqual(['İpek']);
    expect(await children('İPEK')).toEqual(['İpek']);
    expect(await children('ışıl')).toEqual(['İpek']);
    expect(await children('deniz')).toEqual(['İpek']);
    expect(await children('ΟΔΥΣΣΈΑΣ')).toEqual(['Οδυσσέας']);
    expect(await children('ταξίδι')).toEqual(['Οδυσσέας']);
    expect(await children('max')).toEqual(['Ｍａｘ']);
  });

  it('searches the title a story was given once its script was written', async () => {
    t = await buildTestApp();
    const id = await insertStory(t.db, { child: 'Zoé', title: '' });
    await new StoryRepository(t.db).saveScript(id, 'La Forêt Enchantée', [], []);
    expect((await list('?q=FORÊT')).stories.map((s: { bundle_id: string }) => s.bundle_id)).toEqual([id]);
    expect((await list('?q=zoé')).total).toBe(1);
  });

  it('pages with a cursor while the total stays right past one page', async () => {
    t = await buildTestApp();
    for (let i = 0; i < 7; i++) await insertStory(t.db, { child: `Kid${i}` });
    const first = await list('?limit=3');
    expect(first.stories).toHaveLength(3);
    expect(first.total).toBe(7);
    const second = await list(`?limit=3&cursor=${first.next_cursor}`);
    const third = await list(`?limit=3&cursor=${second.next_cursor}`);
    const children = [...first.stories, ...second.stories, ...third.stories].map(
      (s: { child: string }) => s.child,
    );
    expect(children).toEqual(['Kid6', 'Kid5', 'Kid4', 'Kid3', 'Kid2', 'Kid1', 'Kid0']);
    expect(third.next_cursor).toBeNull();
  });

  it('refuses a limit over 100 and a broken cursor', async () => {
    t = await buildTestApp();
    expect((await t.app.inject('/v1/stories/list?limit=101')).statusCode).toBe(400);
    expect((await t.app.inject('/v1/stories/list?cursor=nonsense')).statusCode).toBe(400);
  });
});

describe('GET /v1/stories/latest', () => {
  it('finds the newest public story for a child, whatever the case', async () => {
    t = await buildTestApp();
    await insertStory(t.db, { child: 'Mia' });
    const newest = await insertStory(t.db, { child: 'Mia' });
    await insertStory(t.db, { child: 'Mia', privacy: 'private' });
    const res = await t.app.inject('/v1/stories/latest?child=mia');
    expect(res.statusCode).toBe(200);
    expect(res.json().bundle_id).toBe(newest);
  });

  it('answers Story not found when the child has none', async () => {
    t = await buildTestApp();
    const res = await t.app.inject('/v1/stories/latest?child=Nobody');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Story not found');
  });
});

describe('GET /v1/stories/bundle/{id}', () => {
  it('hides private stories from others', async () => {
    t = await buildTestApp();
    const id = await insertStory(t.db, { privacy: 'private', user_id: null });
    expect((await t.app.inject(`/v1/stories/bundle/${id}`)).statusCode).toBe(404);
  });
});

describe('DELETE /v1/stories/bundle/{id}', () => {
  it('asks an anonymous caller to sign in and deletes nothing', async () => {
    t = await buildTestApp();
    const id = await insertStory(t.db);
    const res = await t.app.inject({ method: 'DELETE', url: `/v1/stories/bundle/${id}` });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject(`/v1/stories/bundle/${id}`)).statusCode).toBe(200);
  });
});
