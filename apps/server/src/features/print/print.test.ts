import fs from 'node:fs';
import path from 'node:path';
import type { PrintOrder } from '@storyloom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRenderer } from '../../engines/pdf/renderer.ts';
import type { MediaStore } from '../../platform/media.ts';
import { insertStory } from '../../test/factories.ts';
import { pdfImages, pdfInfo, pdfText } from '../../test/pdf.ts';
import { generateStory } from '../../test/requests.ts';
import { type SignedIn, signIn } from '../../test/sign-in.ts';
import { filesUnder } from '../../test/stored-data.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import type { DocumentService } from '../documents/service.ts';
import { PrintRepository } from './repository.ts';
import { PrintService } from './service.ts';

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

/** SL- and two groups of four, from digits and capitals without 0, O, 1 or I. */
const ORDER_NUMBER = /^SL-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

const orderFile = (orderId: string) => path.join(t.config.privateMediaDir, 'orders', orderId, 'interior.pdf');
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
    ['state', 'State is required'],
    ['postal_code', 'ZIP code is required'],
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
      expect(res.json()).toEqual({ ok: false, error: 'Story not found', code: 'storyNotFound' });
    }
  });

  it('stores a test-mode order at the documented prices with a print-ready interior, and charges nothing', async () => {
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
    expect(placed.order_number).toMatch(ORDER_NUMBER);

    const row = await t.db
      .selectFrom('print_orders')
      .selectAll()
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: buyer.uid,
      story_id: storyId,
      status: 'test',
      total_cents: 2498,
      order_number: placed.order_number,
    });
    // The file belongs to the order, in its own private folder, not in the story's.
    const pdf = fs.readFileSync(orderFile(placed.id));
    // 8 × 8 in trim with 0.125 in bleed on every side; a title page and one page per scene.
    expect(await pdfInfo(pdf)).toEqual({ pages: 3, width: 594, height: 594, trimBox: [9, 9, 585, 585] });
    const pictures = await pdfImages(pdf);
    expect(pictures.length).toBeGreaterThanOrEqual(3);
    for (const picture of pictures) expect(picture).toMatchObject({ width: 2475, height: 2475, ppi: 300 });
    expect(await pdfText(pdf)).toContain('Mia');
    // Never where the public media are served.
    expect(filesUnder(t.config.publicMediaDir).some((f) => f.endsWith('.pdf'))).toBe(false);
    expect(filesUnder(path.join(t.config.privateMediaDir, storyId))).toEqual([]);
  });

  it('takes the optional fields and ships abroad at the same flat rate', async () => {
    const res = await order(buyer.headers, {
      bundle_id: storyId,
      shipping: {
        ...shipping,
        country: 'CA',
        state: 'ON',
        postal_code: 'K1A 0B1',
        address_line2: 'Apt 4',
        phone: '+1 555 0100',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      shipping_cents: 499,
      total_cents: 2498,
      shipping: { country: 'CA', phone: '+1 555 0100' },
    });
  });
});

describe('addresses outside the US', () => {
  const countOrders = async () => (await t.db.selectFrom('print_orders').select('id').execute()).length;
  const refuses = async (address: Record<string, string>, message: string) => {
    const before = await countOrders();
    const res = await order(buyer.headers, { bundle_id: storyId, shipping: address });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, error: message });
    expect(await countOrders()).toBe(before);
  };
  const { state: _usState, ...withoutState } = shipping;
  const uk = { ...withoutState, city: 'Bristol', postal_code: 'bs1 4dj', country: 'GB' };

  it('takes a UK address without a county, its postcode written the Royal Mail way', async () => {
    const res = await order(buyer.headers, { bundle_id: storyId, shipping: uk });
    expect(res.statusCode, res.body).toBe(201);
    const placed: PrintOrder = res.json();
    expect(placed.shipping).toEqual({ ...uk, postal_code: 'BS1 4DJ' });
    expect(placed.order_number).toMatch(ORDER_NUMBER);
    const withCounty = await order(buyer.headers, {
      bundle_id: storyId,
      shipping: { ...uk, state: 'Avon', postal_code: 'BS14DJ' },
    });
    expect(withCounty.json().shipping).toMatchObject({ state: 'Avon', postal_code: 'BS1 4DJ' });
  });

  it.each([
    [{ ...uk, postal_code: '97201' }, 'Postcode should look like SW1A 1AA'],
    [{ ...uk, postal_code: ' ' }, 'Postcode is required'],
    [{ ...shipping, postal_code: 'OR 97' }, 'ZIP code should look like 97201'],
    [{ ...withoutState, country: 'CA', postal_code: 'K1A 0B1' }, 'Province is required'],
    [
      { ...shipping, country: 'CA', state: 'ON', postal_code: 'D1A 0B1' },
      'Postal code should look like K1A 0B1',
    ],
    [{ ...withoutState, country: 'AU', postal_code: '2000' }, 'State is required'],
    [{ ...shipping, country: 'AU', state: 'NSW', postal_code: '20000' }, 'Postcode should look like 2000'],
    [{ ...withoutState, country: 'FR', postal_code: '7500' }, 'Postal code should look like 75001'],
  ])('refuses %o with the country’s own words, and stores nothing', refuses);

  it('takes German and French addresses without a region line, and keeps none', async () => {
    for (const [country, postal_code] of [
      ['DE', '10115'],
      ['FR', '75001'],
    ]) {
      const res = await order(buyer.headers, {
        bundle_id: storyId,
        shipping: { ...shipping, country, postal_code },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().shipping).toEqual({ ...withoutState, country, postal_code });
    }
  });
});

describe('order numbers', () => {
  it('gives every order its own number, listed with the order', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const placed: PrintOrder = (await order(buyer.headers, { bundle_id: storyId, shipping })).json();
      numbers.add(placed.order_number);
    }
    expect(numbers.size).toBe(3);
    const listed = (await t.app.inject({ url: '/v1/print/orders', headers: buyer.headers })).json();
    for (const number of numbers) {
      expect(listed.orders.map((o: PrintOrder) => o.order_number)).toContain(number);
    }
  });

  it('draws again when another order already has the number', async () => {
    const taken: PrintOrder = (await order(buyer.headers, { bundle_id: storyId, shipping })).json();
    const draws = [taken.order_number, taken.order_number, 'SL-2345-6789'];
    const service = new PrintService({
      orders: new PrintRepository(t.db),
      documents: {
        storyDocument: async () => ({ story: { id: storyId, title: 'Mia' }, document: {} }),
      } as unknown as DocumentService,
      media: { writeOrderFile: async () => {}, removeOrder: async () => {} } as unknown as MediaStore,
      renderer: { render: async () => Buffer.from('%PDF') } as unknown as DocumentRenderer,
      maxOrdersPerDay: 100,
      orderNumber: () => draws.shift() ?? 'SL-none',
    });
    const placed = await service.place(
      { bundle_id: storyId, shipping: { ...shipping, country: 'US' } },
      buyer.uid,
    );
    expect(placed.order_number).toBe('SL-2345-6789');
    expect(draws).toEqual([]);
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
    expect(orders.some((o) => o.shipping.country === 'CA')).toBe(true);

    const theirs = await t.app.inject({ url: '/v1/print/orders', headers: other.headers });
    expect(theirs.json()).toEqual({ ok: true, orders: [] });
  });
});

describe('deleting a story that has print orders', () => {
  it('keeps the orders and their files, the buyer’s and the owner’s own', async () => {
    const { bundle_id } = await generateStory(t.app, { child_name: 'Lea', scenes: 1 }, other.headers);
    const theirs: PrintOrder = (await order(buyer.headers, { bundle_id, shipping })).json();
    const own: PrintOrder = (await order(other.headers, { bundle_id, shipping })).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/stories/bundle/${bundle_id}`,
      headers: other.headers,
    });
    expect(deleted.statusCode).toBe(200);

    const listed = (await t.app.inject({ url: '/v1/print/orders', headers: buyer.headers })).json();
    expect(listed.orders.find((o: PrintOrder) => o.id === theirs.id)).toEqual(theirs);
    expect(theirs.title).toMatch(/Lea/);
    const ownList = (await t.app.inject({ url: '/v1/print/orders', headers: other.headers })).json();
    expect(ownList.orders.map((o: PrintOrder) => o.id)).toContain(own.id);
    for (const placed of [theirs, own]) expect(fs.existsSync(orderFile(placed.id))).toBe(true);
  });
});

describe('the number of print orders an account may place in a day', () => {
  let limited: TestApp;
  let parent: SignedIn;
  let bundleId: string;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { MAX_PRINT_ORDERS_PER_DAY: '2' } });
    parent = await signIn(limited, 'parent');
    bundleId = (await generateStory(limited.app, { child_name: 'Ada', scenes: 1 }, parent.headers)).bundle_id;
  }, 60_000);
  afterAll(() => limited?.close());

  const place = () =>
    limited.app.inject({
      method: 'POST',
      url: '/v1/print/orders',
      headers: parent.headers,
      payload: { bundle_id: bundleId, shipping },
    });
  const orderRows = () => limited.db.selectFrom('print_orders').selectAll().execute();
  const orderFolders = () => {
    const dir = path.join(limited.config.privateMediaDir, 'orders');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  it('refuses one more with a 429 that says when to try again, and stores nothing', async () => {
    expect((await place()).statusCode).toBe(201);
    const earlier = Date.now();
    expect((await place()).statusCode).toBe(201);
    const res = await place();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      ok: false,
      error: 'You can place up to 2 print orders a day. Please try again tomorrow.',
      retry_after_seconds: Number(res.headers['retry-after']),
    });
    // Until the first order of the day is 24 hours old.
    const wait = Number(res.headers['retry-after']);
    expect(wait).toBeGreaterThan(24 * 3600 - 120);
    expect(wait).toBeLessThanOrEqual(Math.ceil((earlier + 24 * 3600 * 1000 - Date.now()) / 1000) + 1);
    expect(await orderRows()).toHaveLength(2);
    expect(orderFolders()).toHaveLength(2);
  });

  it('counts only the last 24 hours', async () => {
    await limited.db
      .updateTable('print_orders')
      .set({ created_at: new Date(Date.now() - 25 * 3600 * 1000).toISOString() })
      .execute();
    expect((await place()).statusCode).toBe(201);
  });

  it('keeps one of several orders placed at once past the quota', async () => {
    const answers = await Promise.all([place(), place(), place()]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 429, 429]);
    expect(orderFolders()).toHaveLength(4);
    expect(await orderRows()).toHaveLength(4);
  });
});

it('prints the interior of a story kept with a name no face can draw', async () => {
  // Names now need a letter; a story made before that keeps its emoji-only name.
  const id = await insertStory(t.db, { child: '🦄', title: '🦄’s Ocean Adventure' });
  const res = await order(buyer.headers, { bundle_id: id, shipping });
  expect(res.statusCode, res.body).toBe(201);
});
