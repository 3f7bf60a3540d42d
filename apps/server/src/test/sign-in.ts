import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/database.ts';

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
