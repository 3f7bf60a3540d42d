import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import { Migrator } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Db, MIGRATIONS } from '../../platform/db/database.ts';
import { deriveKey, loadSecret } from '../../platform/secret.ts';
import { insertLegacyStory } from '../../test/factories.ts';
import {
  MOCK_CLIENT_ID,
  MOCK_CLIENT_SECRET,
  type MockIssuer,
  startMockIssuer,
} from '../../test/mock-oidc-issuer.ts';
import { generateStory } from '../../test/requests.ts';
import { signIn } from '../../test/sign-in.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { runAdminCommand } from '../voices/admin-command.ts';
import { localAccountId } from './dev-idp.ts';

const apps: TestApp[] = [];
const start = async (options: Parameters<typeof buildTestApp>[0] = {}) => {
  const app = await buildTestApp(options);
  apps.push(app);
  return app;
};
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

let issuer: MockIssuer;
beforeAll(async () => {
  issuer = await startMockIssuer();
});
afterAll(() => issuer.close());

const RANDOM_ID = /^u_[0-9a-f]{20}$/;

/** Every way of deriving an id from an email that a curious visitor might try. */
function derivations(email: string): string[] {
  const forms = [email, email.toLowerCase(), email.trim().toLowerCase()];
  return forms.flatMap((form) =>
    ['md5', 'sha1', 'sha256', 'sha512'].flatMap((algorithm) => {
      const digest = createHash(algorithm).update(form).digest();
      return [digest.toString('hex'), digest.toString('base64url')];
    }),
  );
}

describe('user ids', () => {
  it('are random: no hash of the email, nor the provider’s id for the person', async () => {
    const t = await start();
    const { uid } = await signIn(t, 'parent');
    expect(uid).toMatch(RANDOM_ID);
    const secret = uid.slice(2);
    for (const derived of derivations('parent@example.com')) {
      expect(derived).not.toContain(secret.slice(0, 8));
      expect(secret).not.toContain(derived.slice(0, 8));
    }
    expect(uid).not.toContain(localAccountId('parent@example.com'));
    expect(uid).not.toContain('parent');
  });

  it('differ between two servers for the same email, and stay the same on one', async () => {
    const [a, b] = [await start(), await start()];
    const first = await signIn(a, 'parent');
    const again = await signIn(a, 'parent');
    const elsewhere = await signIn(b, 'parent');
    expect(again.uid).toBe(first.uid);
    expect(elsewhere.uid).not.toBe(first.uid);
    expect(await a.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('keep one Google account one user, under an id that is not Google’s', async () => {
    const t = await start({
      env: {
        GOOGLE_CLIENT_ID: MOCK_CLIENT_ID,
        GOOGLE_CLIENT_SECRET: MOCK_CLIENT_SECRET,
        GOOGLE_ISSUER: issuer.url,
      },
    });
    const native = async (claims: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/native',
        payload: { id_token: await issuer.mint(claims) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().user;
    };
    const first = await native({ sub: '109876543210987654321', email: 'robin@gmail.com' });
    // The same Google account with a new address is the same user; another account is another.
    const renamed = await native({ sub: '109876543210987654321', email: 'robin.new@gmail.com' });
    const other = await native({ sub: '200000000000000000002', email: 'robin@gmail.com' });
    expect(first.uid).toMatch(RANDOM_ID);
    expect(first.uid).not.toContain('109876543210987654321');
    expect(renamed).toMatchObject({ uid: first.uid, email: 'robin.new@gmail.com' });
    expect(other.uid).not.toBe(first.uid);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', first.uid).executeTakeFirst();
    expect(row).toMatchObject({ issuer: issuer.url, subject: '109876543210987654321' });
  });

  it('are what the parent’s own stories show, so the owner check works', async () => {
    const t = await start();
    const parent = await signIn(t, 'parent');
    const me = (await t.app.inject({ url: '/v1/auth/me', headers: parent.headers })).json().user;
    const { bundle_id } = await generateStory(t.app, { privacy: 'public', scenes: 1 }, parent.headers);
    const bundle = (await t.app.inject(`/v1/stories/bundle/${bundle_id}`)).json();
    const listed = (await t.app.inject('/v1/stories/list?limit=10')).json().stories;
    expect(bundle.user_id).toBe(me.uid);
    expect(listed.find((s: { bundle_id: string }) => s.bundle_id === bundle_id)?.user_id).toBe(me.uid);
    // And the owner may do what only the owner may: delete it.
    const other = await signIn(t, 'other');
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/v1/stories/bundle/${bundle_id}`,
      headers: other.headers,
    });
    expect([403, 404]).toContain(refused.statusCode);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/v1/stories/bundle/${bundle_id}`,
      headers: parent.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it('let an administrator set a plan by email still', async () => {
    const t = await start();
    const { uid } = await signIn(t, 'parent');
    expect(await runAdminCommand(['plan', 'parent@example.com', 'premium'], t.db, () => undefined)).toBe(0);
    const row = await t.db.selectFrom('users').select('plan').where('id', '=', uid).executeTakeFirst();
    expect(row?.plan).toBe('premium');
  });
});

describe('migration 0004: random ids for existing users', () => {
  const legacyId = localAccountId('parent@example.com');
  const googleId = '109876543210987654321';
  const at = '2026-01-01T00:00:00.000Z';

  /** A database as the previous release left it: ids are provider subjects, referenced everywhere. */
  async function legacyDatabase(db: Db) {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    const { error } = await migrator.migrateTo('0003-sign-video-mp4');
    if (error) throw error;
    for (const [id, email] of [
      [legacyId, 'parent@example.com'],
      [googleId, 'robin@gmail.com'],
    ]) {
      await db
        .insertInto('users')
        .values({
          id,
          email,
          display_name: email,
          photo_url: null,
          plan: 'premium',
          created_at: at,
          updated_at: at,
        } as never)
        .execute();
    }
    await insertLegacyStory(db, { id: 'mine-private', userId: legacyId, privacy: 'private', child: 'Mira' });
    await insertLegacyStory(db, { id: 'mine-public', userId: legacyId, child: 'Mira' });
    await insertLegacyStory(db, { id: 'robins', userId: googleId, child: 'Rae' });
    await db
      .insertInto('bookmarks')
      .values({ user_id: legacyId, story_id: 'robins', created_at: at })
      .execute();
    await db
      .insertInto('likes')
      .values([
        { story_id: 'robins', liker_id: legacyId, created_at: at },
        { story_id: 'robins', liker_id: 'anon:cookie-1', created_at: at },
      ])
      .execute();
    await db
      .insertInto('voice_clones')
      .values({
        id: 'clone-1',
        user_id: legacyId,
        voice_name: 'Mum',
        provider: 'builtin',
        provider_voice_id: null,
        sample_key: null,
        params: null,
        created_at: at,
      })
      .execute();
    await db
      .insertInto('print_orders')
      .values({
        id: 'order-1',
        user_id: legacyId,
        story_id: 'robins',
        shipping: '{}',
        subtotal_cents: 100,
        shipping_cents: 0,
        total_cents: 100,
        status: 'test',
        pdf_key: null,
        created_at: at,
      } as never)
      .execute();
    await db
      .insertInto('sessions')
      .values({
        id: 'session-1',
        user_id: legacyId,
        family_id: 'family-1',
        token_hash: 'hash-1',
        expires_at: '2099-01-01T00:00:00.000Z',
        replaced_at: null,
        revoked_at: null,
        created_at: at,
      })
      .execute();
  }

  it('gives each user a random id and moves everything of theirs with them', async () => {
    const t = await start({ beforeMigrate: legacyDatabase });
    const users = await t.db.selectFrom('users').selectAll().orderBy('email').execute();
    expect(users).toEqual([
      expect.objectContaining({
        email: 'parent@example.com',
        subject: legacyId,
        issuer: null,
        plan: 'premium',
      }),
      expect.objectContaining({ email: 'robin@gmail.com', subject: googleId, issuer: null, plan: 'premium' }),
    ]);
    const [mine, robin] = users.map((user) => user.id);
    for (const id of [mine, robin]) expect(id).toMatch(RANDOM_ID);

    const owners = await t.db.selectFrom('stories').select(['id', 'user_id']).orderBy('id').execute();
    expect(owners).toEqual([
      { id: 'mine-private', user_id: mine },
      { id: 'mine-public', user_id: mine },
      { id: 'robins', user_id: robin },
    ]);
    const userIdOf = async (table: 'bookmarks' | 'voice_clones' | 'print_orders' | 'sessions') =>
      (await t.db.selectFrom(table).select('user_id').execute()).map((row) => row.user_id);
    expect(await userIdOf('bookmarks')).toEqual([mine]);
    expect(await userIdOf('voice_clones')).toEqual([mine]);
    expect(await userIdOf('print_orders')).toEqual([mine]);
    expect(await userIdOf('sessions')).toEqual([mine]);
    const likers = (await t.db.selectFrom('likes').select('liker_id').orderBy('liker_id').execute()).map(
      (row) => row.liker_id,
    );
    expect(likers).toEqual(['anon:cookie-1', mine].sort());

    // Public answers show the new id only.
    const listed = await t.app.inject('/v1/stories/list?limit=10');
    expect(listed.body).not.toContain(legacyId);
    expect(listed.body).not.toContain(googleId);
  });

  it('keeps an existing parent’s account, private stories included, at their next sign-in', async () => {
    const t = await start({ beforeMigrate: legacyDatabase });
    const parent = await signIn(t, 'parent');
    const me = (await t.app.inject({ url: '/v1/auth/me', headers: parent.headers })).json().user;
    const mine = (
      await t.app.inject({ url: '/v1/stories/list?mine=1&limit=10', headers: parent.headers })
    ).json();
    expect(mine.stories.map((s: { bundle_id: string }) => s.bundle_id).sort()).toEqual([
      'mine-private',
      'mine-public',
    ]);
    const bundle = (
      await t.app.inject({ url: '/v1/stories/bundle/mine-private', headers: parent.headers })
    ).json();
    expect(bundle.user_id).toBe(me.uid);
    expect(me.uid).toMatch(RANDOM_ID);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', me.uid).executeTakeFirst();
    expect(row).toMatchObject({ issuer: 'local', subject: legacyId, plan: 'premium' });
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(2);
  });

  it('refuses a bearer token issued before, which names the old id', async () => {
    const t = await start({ beforeMigrate: legacyDatabase });
    const key = deriveKey(loadSecret(t.config), 'access-tokens');
    const stale = await new SignJWT({ email: 'parent@example.com' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(legacyId)
      .setIssuer('storyloom')
      .setAudience('storyloom-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/bookmarks/mine-public',
      headers: { authorization: `Bearer ${stale}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'auth/invalid-user-token' });
    expect(await t.db.selectFrom('bookmarks').selectAll().execute()).toHaveLength(1);
  });
});
