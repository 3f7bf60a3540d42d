import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MESSAGES } from '@storyloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatPng } from '../../test/images.ts';
import { buildGenerateRequest } from '../../test/requests.ts';
import { type SignedIn, signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ana: SignedIn;
let origin: string;
beforeAll(async () => {
  t = await buildTestApp();
  ana = await signIn(t, 'ana');
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(async () => t?.close());

const BOUNDARY = 'storyloom-test-boundary';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, fileName: string, type: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="${fileName}"\r\ncontent-type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
const END = `--${BOUNDARY}--\r\n`;

const ROUTES = {
  generate: {
    url: '/v1/stories/generate',
    fields: () =>
      Object.entries(buildGenerateRequest({ scenes: 1 }))
        .map(([k, v]) => field(k, String(v)))
        .join(''),
    file: () => filePart('reference_image', 'a.png', 'image/png', flatPng('#e53935')),
    headers: () => ({}),
  },
  clone: {
    url: '/v1/voice/clone',
    fields: () => field('voice_name', 'Mum') + field('language', 'en'),
    file: () => filePart('audio_file', 'a.wav', 'audio/wav', Buffer.from('RIFF....WAVEfmt ')),
    headers: () => ana.headers,
  },
} as const;
type Route = keyof typeof ROUTES;

const post = (route: Route, payload: Buffer | string | Readable, contentType = CONTENT_TYPE) =>
  t.app.inject({
    method: 'POST',
    url: ROUTES[route].url,
    payload,
    headers: { ...ROUTES[route].headers(), 'content-type': contentType },
  });

/** Rows and files: none may appear for a refused form. */
async function stored() {
  const stories = (await t.app.inject('/v1/stories/list')).json().total as number;
  const clones = (await t.app.inject({ url: '/v1/voice/clones', headers: ana.headers })).json().clones.length;
  const media = path.join(t.config.dataDir, 'media');
  const files = fs.existsSync(media) ? fs.readdirSync(media, { recursive: true }).length : 0;
  return { stories, clones, files };
}

/** 200 text fields of 1 MB each, made as they are read: 200 MB that never exist at once. */
function hugeFields(): { body: Readable; sent: () => number } {
  const megabyte = 'a'.repeat(1024 * 1024);
  let sent = 0;
  const body = new Readable({
    read() {
      if (sent === 200) {
        this.push(END);
        this.push(null);
      } else {
        this.push(field(`f${sent++}`, megabyte));
      }
    },
  });
  return { body, sent: () => sent };
}

/** Streams a body to the listening app, chunked, and answers as soon as the response has come. */
function streamTo(url: string, headers: Record<string, string>, body: Readable) {
  return new Promise<{ status: number; connection?: string; json: { ok: boolean; error: string } }>(
    (resolve, reject) => {
      const req = http.request(`${origin}${url}`, { method: 'POST', headers }, (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => {
          body.destroy();
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            json: JSON.parse(text),
          });
        });
      });
      // The server closes the connection on its refusal while the body is still being sent.
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      body.pipe(req);
    },
  );
}

describe.each(Object.keys(ROUTES) as Route[])('a multipart form to %s', (route) => {
  const { fields, file } = ROUTES[route];

  it('refuses 200 text fields of 1 MB with a 413 after reading the first few', async () => {
    const before = await stored();
    const fields = hugeFields();
    const res = await streamTo(
      ROUTES[route].url,
      { ...ROUTES[route].headers(), 'content-type': CONTENT_TYPE },
      fields.body,
    );
    expect(res.status).toBe(413);
    expect(res.json.ok).toBe(false);
    expect(fields.sent()).toBeLessThan(20);
    // The rest is not read: the connection closes with the answer.
    expect(res.connection).toBe('close');
    expect(await stored()).toEqual(before);
  });

  it('refuses a body announced larger than any form before reading it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ROUTES[route].url,
      payload: Readable.from([fields()]),
      headers: { ...ROUTES[route].headers(), 'content-type': CONTENT_TYPE, 'content-length': '209715200' },
    });
    expect(res.statusCode, res.body).toBe(413);
  });

  it.each([
    ['one field over 4 KB', 413, () => fields() + field('custom_theme', 'x'.repeat(5000)) + END],
    ['40 fields', 400, () => Array.from({ length: 40 }, (_, i) => field(`f${i}`, 'x')).join('') + END],
    ['two files', 400, () => Buffer.concat([Buffer.from(fields()), file(), file(), Buffer.from(END)])],
    ['a body cut short', 400, () => Buffer.concat([Buffer.from(fields()), file()]).subarray(0, 300)],
    ['a part header with no colon', 400, () => `--${BOUNDARY}\r\nthis is not a header\r\n\r\nx\r\n${END}`],
  ])('refuses %s with a %i and stores nothing', async (_, status, body) => {
    const before = await stored();
    const res = await post(route, body());
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().ok).toBe(false);
    expect(await stored()).toEqual(before);
  });

  it('refuses a multipart type with no boundary with a 400', async () => {
    const res = await post(route, fields() + END, 'multipart/form-data');
    expect(res.statusCode, res.body).toBe(400);
    expect(JSON.stringify(res.json())).toContain(MESSAGES.formUnreadable);
  });
});

it('names the problem of a form in the words of each route', async () => {
  const twoImages = Buffer.concat([
    Buffer.from(ROUTES.generate.fields()),
    ROUTES.generate.file(),
    ROUTES.generate.file(),
    Buffer.from(END),
  ]);
  expect((await post('generate', twoImages)).json()).toMatchObject({ error: MESSAGES.formOneImage });
  const twoSamples = Buffer.concat([
    Buffer.from(ROUTES.clone.fields()),
    ROUTES.clone.file(),
    ROUTES.clone.file(),
    Buffer.from(END),
  ]);
  expect((await post('clone', twoSamples)).json()).toMatchObject({
    error: MESSAGES.createCloneFailed,
    detail: MESSAGES.formOneAudioFile,
  });
  const longField = ROUTES.generate.fields() + field('custom_theme', 'x'.repeat(5000)) + END;
  expect((await post('generate', longField)).json()).toMatchObject({ error: MESSAGES.formFieldTooLarge });
});
