import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/database.ts';
import type { TestApp } from './test-app.ts';

/**
 * Lets a test act as a signed-in user through an `x-test-user` header, until the identity
 * feature issues real tokens. Call before the app is ready.
 */
export function allowTestSignIn(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const uid = request.headers['x-test-user'];
    if (typeof uid === 'string')
      request.user = { uid, email: `${uid}@example.com`, displayName: uid, photoURL: null };
  });
}

/**
 * Signs `uid` in and returns the headers that carry their credentials. (Interim: the test header
 * hook must have been installed with allowTestSignIn before the app was ready.)
 */
export async function signIn(t: TestApp, uid: string): Promise<Record<string, string>> {
  const exists = await t.db.selectFrom('users').select('id').where('id', '=', uid).executeTakeFirst();
  if (!exists) await insertUser(t.db, uid);
  return { 'x-test-user': uid };
}

export async function insertUser(db: Db, uid: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      id: uid,
      email: `${uid}@example.com`,
      display_name: uid,
      photo_url: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
