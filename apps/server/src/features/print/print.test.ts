import fs from 'node:fs';
import path from 'node:path';
import type { PrintOrder } from '@storyloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStory } from '../../test/factories.ts';
import { pdfImages, pdfInfo, pdfText } from '../../test/pdf.ts';
import { generateStory } from '../../test/requests.ts';
import { type SignedIn, signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let buyer: SignedIn;
let other: SignedIn;
let storyId: string;
let privateStoryId: string;

beforeAll(async () => {
  t = await buildTestApp();
  [buyer, other] = [await signIn(t, 'buyer'), await signIn(t, 'other')];
  storyId = (await generateStory(t.app, { child_name: 'Mia', scenes: 2 }, buyer.headers)).bundle_id;
  privateStoryId = (
    await generateStory(t.app, { child_name: 'Omar', scenes: 1, privacy: 'private' }, other.headers)
  ).bundle_id;
}, 60_000);
afterAll(() => t?.close());

const shipping = {
  full_name: 'Ada Lovelace',
  address_line1: '12 Story Lane',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'US',
};

const order = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/v1/print/orders', headers, payload: payload as object });

describe('POST /v1/print/orders', () => {
  it('asks an anonymous visitor to sign in', async () => {
    const res = await order({}, { bundle_id: storyId, shipping });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ ok: false, error: 'Please sign in to order a printed storybook' });
  });

  it.each([
    ['full_name', 'Full name is required'],
    ['address_line1', 'Address line 1 is required'],
    ['city', 'City is required'],
    ['state', 'State/Province is required'],
    ['postal_code', 'Postal code is required'],
  ])('refuses an order without %s', async (field, message) => {
    const { [field as keyof typeof shipping]: _left, ...rest } = shipping;
    const missing = await order(buyer.headers, { bundle_id: storyId, shipping: rest });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ ok: false, error: message });
    const blank = await order(buyer.headers, {
      bundle_id: storyId,
      shipping: { ...shipping, [field]: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(message);
  });

  it('refuses a country it does not ship to, and an order without a story', async () => {
    const country = await order(buyer.headers, {
      bundle_id: storyId,
      shipping: { ...shipping, country: 'XX' },
    });
    expect(country.statusCode).toBe(400);
    expect(country.json().detail).toMatch(/^shipping\.country: /);
    expect((await order(buyer.headers, { shipping })).statusCode).toBe(400);
  });

  it('answers 404 for a story that does not exist, or that is someone else’s private story', async () => {
    for (const bundle_id of ['no-such-story', privateStoryId]) {
      const res = await order(buyer.headers, { bundle_id, shipping });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ ok: false, error: 'Story not found' });
    }
  });

  it('stores a test-mode order at the spec’s prices with a print-ready interior, and charges nothing', async () => {
    const res = await order(buyer.headers, { bundle_id: storyId, shipping });
    expect(res.statusCode, res.body).toBe(201);
    const placed: PrintOrder = res.json();
    expect(placed).toMatchObject({
      bundle_id: storyId,
      status: 'test',
      subtotal_cents: 1999,
      shipping_cents: 499,
      total_cents: 2498,
      shipping,
    });
    expect(placed.title).toMatch(/Mia/);

    const row = await t.db
      .selectFrom('print_orders')
      .selectAll()
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: buyer.uid, story_id: storyId, status: 'test', total_cents: 2498 });
    const pdf = fs.readFileSync(path.join(t.config.privateMediaDir, storyId, row.pdf_key as string));
    // 8 × 8 in trim with 0.125 in bleed on every side; a title page and one page per scene.
    expect(await pdfInfo(pdf)).toEqual({ pages: 3, width: 594, height: 594, trimBox: [9, 9, 585, 585] });
    const pictures = await pdfImages(pdf);
    expect(pictures.length).toBeGreaterThanOrEqual(3);
    for (const picture of pictures) expect(picture).toMatchObject({ width: 2475, height: 2475, ppi: 300 });
    expect(await pdfText(pdf)).toContain('Mia');
    // Never where the public media are served.
    expect(fs.existsSync(path.join(t.config.publicMediaDir, storyId, row.pdf_key as string))).toBe(false);
  });

  it('takes the optional fields and ships abroad at the same flat rate', async () => {
    const res = await order(buyer.headers, {
      bundle_id: storyId,
      shipping: { ...shipping, country: 'CA', address_line2: 'Apt 4', phone: '+1 555 0100' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      shipping_cents: 499,
      total_cents: 2498,
      shipping: { country: 'CA', phone: '+1 555 0100' },
    });
  });
});

describe('GET /v1/print/orders', () => {
  it('asks an anonymous visitor to sign in', async () => {
    expect((await t.app.inject({ url: '/v1/print/orders' })).statusCode).toBe(401);
  });

  it('lists only the caller’s own orders, newest first', async () => {
    const mine = await t.app.inject({ url: '/v1/print/orders', headers: buyer.headers });
    expect(mine.statusCode).toBe(200);
    const { ok, orders } = mine.json() as { ok: boolean; orders: PrintOrder[] };
    expect(ok).toBe(true);
    expect(orders.length).toBeGreaterThanOrEqual(2);
    expect(orders.every((o) => o.bundle_id === storyId)).toBe(true);
    const times = orders.map((o) => o.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(orders[0]?.shipping.country).toBe('CA');

    const theirs = await t.app.inject({ url: '/v1/print/orders', headers: other.headers });
    expect(theirs.json()).toEqual({ ok: true, orders: [] });
  });
});

it('prints the interior of a story kept with a name no face can draw', async () => {
  // Names now need a letter; a story made before that keeps its emoji-only name.
  const id = await insertStory(t.db, { child: '🦄', title: '🦄’s Ocean Adventure' });
  const res = await order(buyer.headers, { bundle_id: id, shipping });
  expect(res.statusCode, res.body).toBe(201);
});
