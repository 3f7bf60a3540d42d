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
    t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: log.stream });
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
});
