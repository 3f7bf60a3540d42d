import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStory } from './test/factories.ts';
import { buildGenerateRequest, multipart } from './test/requests.ts';
import { type SignedIn, signIn } from './test/sign-in.ts';
import { filesUnder, rowCounts } from './test/stored-data.ts';
import { buildTestApp, type TestApp } from './test/test-app.ts';

/**
 * Malformed and hostile requests over every endpoint, as an attacker or a broken client sends them:
 * wrong types, sizes, unicode tricks, traversal in ids, wrong magic bytes, a decompression-bomb PNG,
 * truncated multipart, huge WAV headers, forged cookies and tokens. None may answer 5xx, and a
 * refused request stores nothing: every table's rows and every media file are counted around it.
 */

interface Case {
  name: string;
  request: InjectOptions;
  /**
   * `refused`: a 4xx is the only right answer. `harmless`: any answer but a 5xx (odd but legal reads).
   * `sent-home`: a sign-in page that goes wrong sends the browser back to the app, on this site.
   */
  expect: 'refused' | 'harmless' | 'sent-home';
}

let t: TestApp;
let parent: SignedIn;
let publicStory: string;
let privateStory: string;

/** Rows counted in every table, and every media file with its size. */
async function stored(): Promise<string> {
  const media = path.join(t.config.dataDir, 'media');
  const files = filesUnder(media).map((file) => `${file}:${fs.statSync(path.join(media, file)).size}`);
  return JSON.stringify({ rows: await rowCounts(t.db), files });
}

// ---- hostile values ----

const NOT_STRINGS = [null, true, 3, [], ['Mia'], {}, { $ne: '' }];
const HOSTILE_TEXT = [
  '',
  '   ',
  '\u202E\u200B',
  '\u0000\u0001\u0007',
  '\u200B'.repeat(8),
  'x'.repeat(10_000),
];
const NOT_NUMBERS = [true, false, '0x3', [2], {}, '', '1e1', 'NaN', 'Infinity', '-0x1', ' ', '3px'];
const OUT_OF_RANGE = [-1, 1e9, 2.5, Number.MAX_SAFE_INTEGER];
const NOT_BOOLEANS = [2, 'maybe', [], {}, null, -1];

const fieldCases: [field: string, values: unknown[]][] = [
  ['child_name', [...NOT_STRINGS, ...HOSTILE_TEXT, '🦄🦄', '💩']],
  ['theme', [...NOT_STRINGS, '', 'x'.repeat(10_000)]],
  ['language', [...NOT_STRINGS, 'xx', 'EN', '../en', 'en\u0000']],
  ['age', [...NOT_NUMBERS, -1, 19, 2.5, 1e9]],
  ['scenes', [...NOT_NUMBERS, 0, ...OUT_OF_RANGE]],
  ['pause_ms', [...NOT_NUMBERS.slice(0, 6), ...OUT_OF_RANGE.slice(0, 2)]],
  ['speech_rate', [...NOT_NUMBERS.slice(0, 6), 0, 100]],
  ['sentences_per_scene', [...NOT_NUMBERS.slice(0, 6), 0, 6, 1.5]],
  ['privacy', ['secret', true, null, ['public'], 'PUBLIC']],
  ['audio_only', NOT_BOOLEANS],
  ['background_music', NOT_BOOLEANS],
  ['sign_language', NOT_BOOLEANS],
  ['sign_language_type', ['XSL', 3, null, '']],
  ['image_mode', ['hacker', 3, null, '../auto', '']],
  ['child_gender', ['other', 3, null, '']],
  ['tts_provider', ['evil', 3, null, '']],
  ['tts_voice', ['', 3, [], 'x'.repeat(10_000), '../../etc/passwd', 'nobody-speaks-this']],
  ['voice_clone_id', ['', 3, 'no-such-clone', '../../x', 'clone\u0000']],
];

const json = (
  method: InjectOptions['method'],
  url: string,
  payload: unknown,
  headers = {},
): InjectOptions => ({
  method,
  url,
  payload: payload as InjectOptions['payload'],
  headers: { 'content-type': 'application/json', ...headers },
});

/** A PNG of a few dozen bytes whose header claims a huge picture. */
function bombPng(width: number, height: number, colourType = 3): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // The CRC is not checked by every reader; a wrong one must be refused as much as a right one.
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(colourType, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('PLTE', Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255])),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A WAV header that claims far more than it carries. */
function hugeWav({ dataBytes = 0xffff_fff0, rate = 44_100, channels = 1, bits = 16 } = {}): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(0xffff_fff8, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(((rate * channels * bits) / 8) % 2 ** 32, 28);
  header.writeUInt16LE(((channels * bits) / 8) % 2 ** 16, 32);
  header.writeUInt16LE(bits, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.alloc(2048)]);
}

function generateCases(): Case[] {
  const cases: Case[] = [];
  const post = (payload: unknown, headers = {}) => json('POST', '/v1/stories/generate', payload, headers);
  for (const [field, values] of fieldCases) {
    for (const value of values) {
      const label = JSON.stringify(value)?.slice(0, 40);
      const payload = { ...buildGenerateRequest(), [field]: value };
      cases.push({ name: `generate ${field}=${label}`, request: post(payload), expect: 'refused' });
    }
  }
  const customTheme = (value: unknown) => ({
    ...buildGenerateRequest(),
    theme: 'custom',
    custom_theme: value,
  });
  for (const value of [...NOT_STRINGS, ...HOSTILE_TEXT]) {
    cases.push({
      name: `generate custom_theme=${JSON.stringify(value)?.slice(0, 40)}`,
      request: post(customTheme(value)),
      expect: 'refused',
    });
  }
  const bodies: [string, string | Buffer, string][] = [
    ['invalid JSON', '{"child_name": "Mia",', 'application/json'],
    ['a JSON array', '[1,2,3]', 'application/json'],
    ['a JSON string', '"Mia"', 'application/json'],
    ['JSON null', 'null', 'application/json'],
    ['an empty JSON body', '', 'application/json'],
    ['plain text', 'child_name=Mia', 'text/plain'],
    ['a form-encoded body', 'child_name=Mia&theme=ocean', 'application/x-www-form-urlencoded'],
    ['XML', '<story><child_name>Mia</child_name></story>', 'application/xml'],
    ['JSON nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'],
    [
      'a prototype-polluting body',
      '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
      'application/json',
    ],
    ['JSON over the body limit', `{"child_name":"${'x'.repeat(2 * 1024 * 1024)}"}`, 'application/json'],
    ['UTF-16 JSON', Buffer.from('{"child_name":"Mia"}', 'utf16le'), 'application/json; charset=utf-16'],
    ['a bad content-type', '{}', 'application/json; charset=klingon'],
  ];
  for (const [name, payload, type] of bodies) {
    cases.push({
      name: `generate with ${name}`,
      request: { method: 'POST', url: '/v1/stories/generate', payload, headers: { 'content-type': type } },
      expect: 'refused',
    });
  }
  cases.push(
    {
      name: 'generate a private story anonymously',
      request: post(buildGenerateRequest({ privacy: 'private' })),
      expect: 'refused',
    },
    {
      name: 'generate with sign language anonymously',
      request: post(buildGenerateRequest({ sign_language: true })),
      expect: 'refused',
    },
    {
      name: 'generate with an unkind name',
      request: post(buildGenerateRequest({ child_name: 'Fuck' })),
      expect: 'refused',
    },
  );
  return cases;
}

function multipartCases(): Case[] {
  const cases: Case[] = [];
  const fields = { ...buildGenerateRequest() } as Record<string, unknown>;
  const form = (file?: Parameters<typeof multipart>[1], extra: Record<string, unknown> = {}) => {
    const body = multipart({ ...fields, ...extra }, file);
    return {
      method: 'POST' as const,
      url: '/v1/stories/generate',
      payload: body.payload,
      headers: body.headers,
    };
  };
  const image = (bytes: Buffer, name = 'child.png', type = 'image/png') => ({
    field: 'reference_image',
    name,
    type,
    bytes,
  });
  cases.push(
    {
      name: 'multipart: a PNG header claiming 50000×50000',
      request: form(image(bombPng(50_000, 50_000))),
      expect: 'refused',
    },
    {
      name: 'multipart: a truecolour PNG claiming 20000×20000',
      request: form(image(bombPng(20_000, 20_000, 2))),
      expect: 'refused',
    },
    { name: 'multipart: a PNG 13000 px wide', request: form(image(bombPng(13_000, 10))), expect: 'refused' },
    {
      name: 'multipart: a text file named .png',
      request: form(image(Buffer.from('hello, not a picture'))),
      expect: 'refused',
    },
    {
      name: 'multipart: a PNG signature and nothing else',
      request: form(image(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))),
      expect: 'refused',
    },
    {
      name: 'multipart: a JPEG marker and garbage',
      request: form(image(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'a.jpg', 'image/jpeg')),
      expect: 'refused',
    },
    {
      name: 'multipart: an SVG with a script',
      request: form(
        image(
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          'a.svg',
          'image/svg+xml',
        ),
      ),
      expect: 'refused',
    },
    {
      name: 'multipart: a 12 MB reference image',
      request: form(image(Buffer.alloc(12 * 1024 * 1024, 1))),
      expect: 'refused',
    },
    {
      name: 'multipart: two reference images',
      request: (() => {
        const one = multipart(fields, image(bombPng(10, 10)));
        const boundary = String(one.headers['content-type']).split('boundary=')[1];
        const extra = Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="reference_image"; filename="b.png"\r\ncontent-type: image/png\r\n\r\nxx\r\n`,
        );
        const payload = Buffer.concat([extra, one.payload]);
        return { method: 'POST' as const, url: '/v1/stories/generate', payload, headers: one.headers };
      })(),
      expect: 'refused',
    },
    {
      name: 'multipart: a file name that climbs folders',
      request: form(image(Buffer.from('nope'), '../../../../etc/passwd')),
      expect: 'refused',
    },
    {
      name: 'multipart: numbers that are not numbers',
      request: form(undefined, { scenes: '0x3' }),
      expect: 'refused',
    },
    {
      name: 'multipart: a custom theme of control characters',
      request: form(undefined, { theme: 'custom', custom_theme: '\u0007\u0008' }),
      expect: 'refused',
    },
  );
  const raw = (name: string, payload: string | Buffer, type: string): Case => ({
    name: `multipart: ${name}`,
    request: { method: 'POST', url: '/v1/stories/generate', payload, headers: { 'content-type': type } },
    expect: 'refused',
  });
  const whole = multipart(fields, image(bombPng(10, 10)));
  cases.push(
    raw('no boundary', whole.payload, 'multipart/form-data'),
    raw('an empty boundary', whole.payload, 'multipart/form-data; boundary='),
    raw('a boundary that never appears', whole.payload, 'multipart/form-data; boundary=nothere'),
    raw(
      'a truncated body',
      whole.payload.subarray(0, Math.floor(whole.payload.length / 2)),
      String(whole.headers['content-type']),
    ),
    raw(
      'a body cut inside a part header',
      Buffer.from(`--b\r\ncontent-disposition: form-da`),
      'multipart/form-data; boundary=b',
    ),
    raw(
      'a part without a content-disposition',
      Buffer.from('--b\r\ncontent-type: text/plain\r\n\r\nx\r\n--b--\r\n'),
      'multipart/form-data; boundary=b',
    ),
    raw('an empty body', '', 'multipart/form-data; boundary=b'),
    raw(
      'forty text fields of 1 MB',
      Buffer.concat([
        ...Array.from({ length: 40 }, (_, i) =>
          Buffer.from(
            `--b\r\ncontent-disposition: form-data; name="f${i}"\r\n\r\n${'x'.repeat(1024 * 1024)}\r\n`,
          ),
        ),
        Buffer.from('--b--\r\n'),
      ]),
      'multipart/form-data; boundary=b',
    ),
    raw(
      '2,000 small fields',
      Buffer.concat([
        ...Array.from({ length: 2000 }, (_, i) =>
          Buffer.from(`--b\r\ncontent-disposition: form-data; name="f${i}"\r\n\r\nx\r\n`),
        ),
        Buffer.from('--b--\r\n'),
      ]),
      'multipart/form-data; boundary=b',
    ),
  );
  return cases;
}

const HOSTILE_IDS = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '.',
  'a'.repeat(1500),
  '%00',
  "x'%20OR%201%3D1--",
  '%E2%80%AEgpj.exe',
  '%F0%9F%A6%84',
  'scene_1.png%00.txt',
  '%C0%AE%C0%AE',
];

function idCases(): Case[] {
  const cases: Case[] = [];
  const routes: [method: InjectOptions['method'], url: (id: string) => string, signed: boolean][] = [
    ['GET', (id) => `/v1/stories/bundle/${id}`, false],
    ['DELETE', (id) => `/v1/stories/bundle/${id}`, true],
    ['GET', (id) => `/v1/stories/${id}/pdf`, false],
    ['POST', (id) => `/v1/stories/${id}/like`, false],
    ['GET', (id) => `/v1/stories/${id}/like/status`, false],
    ['POST', (id) => `/v1/stories/${id}/report`, false],
    ['GET', (id) => `/v1/account/export/${id}`, true],
    ['GET', (id) => `/v1/account/export/${id}/download?exp=99999999999&sig=abc`, false],
    ['POST', (id) => `/v1/bookmarks/${id}`, true],
    ['DELETE', (id) => `/v1/bookmarks/${id}`, true],
    ['POST', (id) => `/v1/stories/${id}/regenerate-audio`, true],
    ['DELETE', (id) => `/v1/voice/clone/${id}`, true],
    ['GET', (id) => `/v1/stories/jobs/${id}/events`, false],
    ['GET', (id) => `/v1/media/${id}/scene_1.png?exp=99999999999&sig=abc`, false],
    ['GET', (id) => `/data/${id}/scene_1.png`, false],
  ];
  for (const [method, url, signed] of routes) {
    for (const id of HOSTILE_IDS) {
      cases.push({
        name: `${method} ${url(id).slice(0, 70)}`,
        request: {
          method,
          url: url(id),
          ...(method === 'POST' ? { payload: {}, headers: { 'content-type': 'application/json' } } : {}),
          signed,
        } as InjectOptions,
        expect: 'refused',
      });
    }
  }
  for (const file of [
    '..%2F..%2Fstoryloom.db',
    '%2e%2e/%2e%2e/storyloom.db',
    '..%5C..%5Cstoryloom.db',
    '.auth-secret',
  ]) {
    cases.push({
      name: `GET /data/ climbing to ${file}`,
      request: { url: `/data/${file}` },
      expect: 'refused',
    });
    cases.push({
      name: `GET a private link climbing to ${file}`,
      request: { url: `/v1/media/x/${file}?exp=99999999999&sig=abc` },
      expect: 'refused',
    });
  }
  return cases;
}

function queryCases(): Case[] {
  const get = (url: string, expect: Case['expect'] = 'refused'): Case => ({
    name: `GET ${url.slice(0, 80)}`,
    request: { url },
    expect,
  });
  return [
    get('/v1/stories/list?limit=-1'),
    get('/v1/stories/list?limit=0'),
    get('/v1/stories/list?limit=1000000'),
    get('/v1/stories/list?limit=abc'),
    get('/v1/stories/list?limit=0x10'),
    get('/v1/stories/list?limit=true'),
    get('/v1/stories/list?limit=1&limit=2'),
    get('/v1/stories/list?cursor=%%%'),
    get(
      `/v1/stories/list?cursor=${Buffer.from('2026-01-01T00:00:00.000Z|\u0000').toString('base64url')}`,
      'harmless',
    ),
    get('/v1/stories/list?q=%00'),
    get('/v1/stories/latest?child=%00'),
    get(`/v1/stories/list?cursor=${Buffer.from('not-a-date|x').toString('base64url')}`),
    get(`/v1/stories/list?cursor=${'A'.repeat(500)}`),
    get('/v1/stories/list?mine=1'),
    get('/v1/stories/list?mine=perhaps'),
    get(`/v1/stories/list?q=${'%27%22%3B--'.repeat(10)}`, 'harmless'),
    get(`/v1/stories/list?q=${'x'.repeat(5000)}`),
    get('/v1/stories/list?q=%25%5F%5C', 'harmless'),
    get('/v1/stories/list?language=%00', 'harmless'),
    get(`/v1/stories/list?theme=${'t'.repeat(1000)}`),
    get('/v1/stories/latest'),
    get('/v1/stories/latest?child='),
    get(`/v1/stories/latest?child=${'x'.repeat(5000)}`),
    get('/v1/stories/latest?child=%E2%80%AE'),
    get('/v1/auth/login?mode=sideways'),
    get('/v1/auth/login?mode=redirect&return_to=/%09/evil.example/x', 'harmless'),
    get('/v1/auth/login?mode=redirect&return_to=%0a', 'harmless'),
    get(`/v1/auth/login?origin=${'x'.repeat(1000)}`),
    get(`/v1/auth/login?return_to=${'x'.repeat(5000)}`),
    get('/v1/auth/callback?code=abc&state=def', 'sent-home'),
    get('/v1/auth/callback?error=access_denied', 'sent-home'),
    get(`/v1/auth/callback?code=${'c'.repeat(5000)}`),
    get('/v1/bookmarks'),
    get('/v1/voice/clones'),
    get('/v1/print/orders'),
    get('/v1/auth/me'),
    get('/v1/account'),
    { name: 'export anonymously', request: json('POST', '/v1/account/export', {}), expect: 'refused' },
    {
      name: 'delete an account anonymously',
      request: json('DELETE', '/v1/account', { confirm: 'ana@example.com' }),
      expect: 'refused',
    },
    get('/v1/meta/openai-options?x=%00', 'harmless'),
  ];
}

function authCases(): Case[] {
  const bearer = (token: string): Case => ({
    name: `a forged bearer token ${token.slice(0, 30)}`,
    request: { url: '/v1/auth/me', headers: { authorization: `Bearer ${token}` } },
    expect: 'refused',
  });
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const cookie = (url: string, method: InjectOptions['method'], value: string): Case => ({
    name: `${method} ${url} with cookie ${value.slice(0, 30)}`,
    request: { method, url, headers: { cookie: value } },
    expect: url.startsWith('/v1/auth/callback') ? 'sent-home' : 'refused',
  });
  return [
    bearer('x'),
    bearer(''),
    bearer('null'),
    bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'u1', exp: 9_999_999_999 })}.`),
    bearer(`${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', exp: 9_999_999_999 })}.${'A'.repeat(43)}`),
    bearer('a.b.c.d.e'),
    bearer('x'.repeat(10_000)),
    {
      name: 'a Basic authorization',
      request: { url: '/v1/auth/me', headers: { authorization: 'Basic YTpi' } },
      expect: 'refused',
    },
    {
      name: 'a tampered bearer token',
      request: { url: '/v1/auth/me', headers: { authorization: 'tampered' } },
      expect: 'refused',
    },
    cookie('/v1/auth/refresh', 'POST', 'storyloom_session=garbage'),
    cookie('/v1/auth/refresh', 'POST', `storyloom_session=${'s'.repeat(5000)}`),
    cookie('/v1/auth/refresh', 'POST', 'storyloom_session=a; storyloom_session=b'),
    cookie(
      '/v1/auth/callback?code=a&state=b',
      'GET',
      'storyloom_login=s%3A%7B%22mode%22%3A%22redirect%22%7D.forged',
    ),
    cookie(
      '/v1/auth/callback?code=a&state=b',
      'GET',
      'storyloom_login={"mode":"redirect","returnTo":"//evil.example"}',
    ),
    {
      name: 'a native sign-in with a made-up ID token',
      request: json('POST', '/v1/auth/native', { id_token: `${b64({ alg: 'none' })}.${b64({ sub: 'x' })}.` }),
      expect: 'refused',
    },
    {
      name: 'a native sign-in with no token',
      request: json('POST', '/v1/auth/native', {}),
      expect: 'refused',
    },
    {
      name: 'a native sign-in with a number',
      request: json('POST', '/v1/auth/native', { id_token: 3 }),
      expect: 'refused',
    },
    {
      name: 'a native sign-in from another site',
      request: json('POST', '/v1/auth/native', { id_token: 'x' }, { origin: 'https://evil.example' }),
      expect: 'refused',
    },
    {
      name: 'a refresh from another site',
      request: {
        method: 'POST',
        url: '/v1/auth/refresh',
        headers: { origin: 'https://evil.example', cookie: 'storyloom_session=x' },
      },
      expect: 'refused',
    },
  ];
}

function signedInCases(): Case[] {
  const cases: Case[] = [];
  const signedJson = (method: InjectOptions['method'], url: string, payload: unknown): InjectOptions =>
    ({ ...json(method, url, payload), signed: true }) as InjectOptions;
  const address = {
    full_name: 'Ana Parent',
    address_line1: '1 Long Road',
    city: 'Leeds',
    state: 'West Yorkshire',
    postal_code: 'LS1 1AA',
    country: 'GB',
  };
  const orders: [string, unknown][] = [
    ['no body', undefined],
    ['no shipping', { bundle_id: 'STORY' }],
    ['an unknown story', { bundle_id: 'nope', shipping: address }],
    ['a story id holding a NUL', { bundle_id: 'STORY\u0000', shipping: address }],
    ['an empty name', { bundle_id: 'STORY', shipping: { ...address, full_name: '' } }],
    [
      'a name of control characters',
      { bundle_id: 'STORY', shipping: { ...address, full_name: '\u0000\u0001' } },
    ],
    ['a number for a city', { bundle_id: 'STORY', shipping: { ...address, city: 42 } }],
    ['an unknown country', { bundle_id: 'STORY', shipping: { ...address, country: 'Atlantis' } }],
    [
      'a postal code of 5,000 characters',
      { bundle_id: 'STORY', shipping: { ...address, postal_code: 'x'.repeat(5000) } },
    ],
    ['an array of orders', [{ bundle_id: 'STORY', shipping: address }]],
    ['someone else’s private story', { bundle_id: 'OTHER', shipping: address }],
  ];
  for (const [name, payload] of orders) {
    cases.push({
      name: `print order with ${name}`,
      request: signedJson('POST', '/v1/print/orders', payload),
      expect: 'refused',
    });
  }
  const revoice: [string, unknown][] = [
    ['no voice', {}],
    ['an unknown provider', { tts_provider: 'evil', tts_voice: 'alloy' }],
    ['an unknown voice', { tts_provider: 'builtin', tts_voice: 'nobody' }],
    ['a number for a voice', { tts_voice: 3 }],
    ['someone else’s clone', { voice_clone_id: 'clone-of-someone' }],
    ['an array', [{ tts_voice: 'alloy' }]],
  ];
  for (const [name, payload] of revoice) {
    cases.push({
      name: `regenerate audio with ${name}`,
      request: signedJson('POST', '/v1/stories/STORY/regenerate-audio', payload),
      expect: 'refused',
    });
  }
  cases.push(
    {
      name: 'regenerate someone else’s story',
      request: signedJson('POST', '/v1/stories/OTHER/regenerate-audio', {
        tts_provider: 'builtin',
        tts_voice: 'builtin-luna',
      }),
      expect: 'refused',
    },
    {
      name: 'delete someone else’s story',
      request: { method: 'DELETE', url: '/v1/stories/bundle/OTHER', signed: true } as InjectOptions,
      expect: 'refused',
    },
    {
      name: 'bookmark someone else’s private story',
      request: signedJson('POST', '/v1/bookmarks/OTHER', {}),
      expect: 'refused',
    },
    {
      name: 'a private story in the generator with a foreign clone',
      request: signedJson(
        'POST',
        '/v1/stories/generate',
        buildGenerateRequest({ privacy: 'private', voice_clone_id: 'clone-of-someone' }),
      ),
      expect: 'refused',
    },
  );
  const clone = (
    name: string,
    fields: Record<string, unknown>,
    file?: Parameters<typeof multipart>[1],
    type?: string,
  ): Case => {
    const body = multipart(fields, file);
    return {
      name: `voice clone upload: ${name}`,
      request: {
        method: 'POST',
        url: '/v1/voice/clone',
        payload: body.payload,
        headers: type ? { 'content-type': type } : body.headers,
        signed: true,
      } as InjectOptions,
      expect: 'refused',
    };
  };
  const audio = (bytes: Buffer, name = 'mum.wav', type = 'audio/wav') => ({
    field: 'audio_file',
    name,
    type,
    bytes,
  });
  cases.push(
    clone('no file', { voice_name: 'Mum' }),
    clone('no name', {}, audio(hugeWav())),
    clone('a name of zero-width spaces', { voice_name: '\u200B\u200B' }, audio(hugeWav())),
    clone('a name of 10,000 characters', { voice_name: 'x'.repeat(10_000) }, audio(hugeWav())),
    clone('a WAV claiming 4 GB of samples', { voice_name: 'Mum' }, audio(hugeWav())),
    clone('a WAV claiming 8 million channels', { voice_name: 'Mum' }, audio(hugeWav({ channels: 65_535 }))),
    clone('a WAV claiming 4 GHz sampling', { voice_name: 'Mum' }, audio(hugeWav({ rate: 0xffff_fff0 }))),
    clone('a text file named .wav', { voice_name: 'Mum' }, audio(Buffer.from('hello'))),
    clone(
      'an M3U playlist pointing at a file',
      { voice_name: 'Mum' },
      audio(Buffer.from('#EXTM3U\nfile:///etc/passwd\n'), 'a.mp3', 'audio/mpeg'),
    ),
    clone(
      'an HLS playlist pointing at the network',
      { voice_name: 'Mum' },
      audio(Buffer.from('#EXTM3U\n#EXT-X-TARGETDURATION:1\nhttp://127.0.0.1:9/x.ts\n'), 'a.m4a', 'audio/mp4'),
    ),
    clone(
      'ffconcat reading a local file',
      { voice_name: 'Mum' },
      audio(Buffer.from('ffconcat version 1.0\nfile /etc/passwd\n'), 'a.wav'),
    ),
    clone('a PNG', { voice_name: 'Mum' }, audio(bombPng(10, 10), 'a.wav')),
    clone('no boundary', { voice_name: 'Mum' }, audio(hugeWav()), 'multipart/form-data'),
    clone('a JSON body', {}, undefined, 'application/json'),
    clone('a language other than English', { voice_name: 'Mum', language: 'xx' }, audio(hugeWav())),
  );
  return cases;
}

const ALL_CASES = [
  ...generateCases(),
  ...multipartCases(),
  ...idCases(),
  ...queryCases(),
  ...authCases(),
  ...signedInCases(),
];

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
  parent = await signIn(t, 'ana');
  const other = await signIn(t, 'bo');
  publicStory = await insertStory(t.db, { user_id: parent.uid, child: 'Ana' });
  privateStory = await insertStory(t.db, { user_id: other.uid, child: 'Bo', privacy: 'private' });
  const folder = path.join(t.config.publicMediaDir, publicStory);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'scene_1.png'), bombPng(4, 4));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('hostile and malformed requests', () => {
  it('are at least 300, over every endpoint', () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(300);
  });

  it('never answer 5xx, and a refused one stores nothing', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const { name, request, expect: expected } of ALL_CASES) {
      const { signed, ...options } = request as InjectOptions & { signed?: boolean };
      const resolve = (value: string) =>
        value.replaceAll('STORY', publicStory).replaceAll('OTHER', privateStory);
      const url = resolve(String(options.url));
      const payload =
        options.payload !== undefined &&
        !Buffer.isBuffer(options.payload) &&
        typeof options.payload !== 'string'
          ? JSON.parse(resolve(JSON.stringify(options.payload)))
          : options.payload;
      const headers = { ...(signed ? parent.headers : {}), ...options.headers };
      const before = await stored();
      const response = await t.app.inject({ ...options, url, payload, headers });
      const after = await stored();
      const status = response.statusCode;
      if (status >= 500) failures.push(`${name}: ${status} ${response.body.slice(0, 120)}`);
      else if (expected === 'refused' && (status < 400 || status >= 500))
        failures.push(`${name}: expected a 4xx, got ${status} ${response.body.slice(0, 120)}`);
      if (status >= 400 && after !== before)
        failures.push(`${name}: answered ${status} but stored something`);
      if (expected === 'harmless' && after !== before) failures.push(`${name}: a read stored something`);
      if (
        status >= 400 &&
        url.startsWith('/v1/') &&
        String(response.headers['content-type']).includes('json')
      ) {
        const body = response.json<{ ok?: boolean; error?: unknown }>();
        if (body.ok !== false || typeof body.error !== 'string')
          failures.push(`${name}: error body ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
