import { afterEach, describe, expect, it } from 'vitest';
import { buildGenerateRequest } from '../../test/requests.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

interface StreamedEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Follows a story's events stream until the server ends it. */
async function follow(address: string, eventsUrl: string): Promise<StreamedEvent[]> {
  const stream = await fetch(`${address}${eventsUrl}`);
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const text = await stream.text();
  return [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({
    event: m[1] as string,
    data: JSON.parse(m[2] as string),
  }));
}

// Two processes share a database only on PostgreSQL; on SQLite one process holds its events in memory.
describe.runIf(process.env.TEST_DATABASE_URL)('story progress across processes (PostgreSQL)', () => {
  let maker: TestApp | undefined;
  let follower: TestApp | undefined;

  afterEach(async () => {
    // The maker drops the shared database, so it closes last.
    await follower?.close();
    await maker?.close();
    follower = maker = undefined;
  });

  /** Two apps on one database; only the maker takes jobs, so every story is made there. */
  async function twoProcesses(): Promise<{ maker: TestApp; follower: TestApp }> {
    maker = await buildTestApp();
    follower = await buildTestApp({ shareDatabaseOf: maker, queueOptions: { concurrency: 0 } });
    // Its worker starts with the app.
    await maker.app.ready();
    return { maker, follower };
  }

  it('streams every event of a story made in another process, and replays them all once it is made', async () => {
    const apps = await twoProcesses();
    const address = await apps.follower.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await apps.maker.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ scenes: 2 }),
      headers: { prefer: 'respond-async' },
    });
    expect(res.statusCode).toBe(202);
    const { bundle_id, events_url } = res.json();

    const live = await follow(address, events_url);
    expect(live[0]).toMatchObject({ event: 'progress', data: { stage: 'queued' } });
    expect(live.filter((e) => e.event === 'scene')).toHaveLength(2);
    expect(live.some((e) => e.event === 'progress' && /scene 2 of 2/i.test(String(e.data.message)))).toBe(
      true,
    );
    expect(live.filter((e) => e.event === 'done')).toHaveLength(1);
    expect(live.at(-1)).toEqual({ event: 'done', data: { bundle_id, play_url: `/play/${bundle_id}` } });

    // A page reloaded after the story was made is replayed the whole story, not only its end.
    expect(await follow(address, events_url)).toEqual(live);
  });

  it('answers a request that waits for its story when another process has made it', async () => {
    const apps = await twoProcesses();
    const res = await apps.follower.app.inject({
      method: 'POST',
      url: '/v1/stories/generate',
      payload: buildGenerateRequest({ scenes: 1 }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { bundle_id } = res.json();
    expect(res.json()).toEqual({ ok: true, bundle_id, play_url: `/play/${bundle_id}` });
  });
});
