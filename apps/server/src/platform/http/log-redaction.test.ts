import { afterEach, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/log-capture.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { UrlSigner } from '../signed-urls.ts';
import { redactUrl } from './log-redaction.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('redactUrl', () => {
  it('replaces the values of signatures, expiries and OAuth codes, keeping everything else', () => {
    expect(redactUrl('/v1/media/b1/scene_1.png?exp=1767225600&sig=abc_DEF-123')).toBe(
      '/v1/media/b1/scene_1.png?exp=[redacted]&sig=[redacted]',
    );
    expect(redactUrl('/v1/auth/callback?code=4%2F0Ab&state=s-1&scope=email')).toBe(
      '/v1/auth/callback?code=[redacted]&state=[redacted]&scope=email',
    );
    expect(redactUrl('/v1/stories/list?limit=5')).toBe('/v1/stories/list?limit=5');
    expect(redactUrl('/v1/health')).toBe('/v1/health');
  });

  it('is not fooled by an encoded or upper-case name, or a value-less one', () => {
    expect(redactUrl('/x?%73ig=secret&SIG=secret2&code')).toBe(
      '/x?%73ig=[redacted]&SIG=[redacted]&code=[redacted]',
    );
  });
});

describe('request logs', () => {
  it('carry no working signed link or OAuth code', async () => {
    const log = captureLog();
    // At debug, where the quick reads are logged too.
    t = await buildTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: log.stream });
    const signer = new UrlSigner(Buffer.alloc(32, 7));
    const media = signer.sign('/v1/media/b1/scene_1.png', 600);
    const events = signer.sign('/v1/stories/jobs/job-1/events', 600);
    const secrets = [
      new URL(media, 'http://x').searchParams.get('sig'),
      new URL(events, 'http://x').searchParams.get('sig'),
      'oauth-code-4-0AbCdEf',
      'oauth-state-Zz9',
    ];
    await t.app.inject(media);
    await t.app.inject(events);
    await t.app.inject(`/v1/auth/callback?code=${secrets[2]}&state=${secrets[3]}`);

    const text = log.text();
    for (const secret of secrets) expect(text).not.toContain(secret);
    const urls = log
      .entries()
      .map((entry) => (entry.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/v1/media/b1/scene_1.png?exp=[redacted]&sig=[redacted]',
        '/v1/stories/jobs/job-1/events?exp=[redacted]&sig=[redacted]',
        '/v1/auth/callback?code=[redacted]&state=[redacted]',
      ]),
    );
  });

  it('are one line per request once it is answered; a quick good read only at debug', async () => {
    const urlOf = (entry: Record<string, unknown>) => (entry.req as { url?: string } | undefined)?.url;
    const log = captureLog();
    t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
    await t.app.inject('/v1/health');
    await t.app.inject('/v1/stories/bundle/nosuchstory');
    await t.app.inject({ method: 'POST', url: '/v1/stories/generate', payload: {} });
    const linesOf = (entries: Record<string, unknown>[], url: string) =>
      entries.filter((entry) => urlOf(entry) === url);
    expect(linesOf(log.entries(), '/v1/health')).toEqual([]);
    const [notFound] = linesOf(log.entries(), '/v1/stories/bundle/nosuchstory');
    expect(notFound).toMatchObject({ msg: 'request completed', res: { statusCode: 404 } });
    expect(notFound?.responseTime).toEqual(expect.any(Number));
    expect(linesOf(log.entries(), '/v1/stories/generate')).toEqual([
      expect.objectContaining({ msg: 'request completed', res: { statusCode: 400 } }),
    ]);

    await t.close();
    const debug = captureLog();
    t = await buildTestApp({ env: { LOG_LEVEL: 'debug' }, logStream: debug.stream });
    await t.app.inject('/v1/health');
    expect(linesOf(debug.entries(), '/v1/health')).toEqual([
      expect.objectContaining({ msg: 'request completed', level: 20 }),
    ]);
  });
});
