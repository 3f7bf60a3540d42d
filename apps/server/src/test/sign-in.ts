import type { AuthSession } from '@storyloom/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../platform/db/database.ts';
import type { TestApp } from './test-app.ts';

/** Cookies a browser would keep between the requests of a test. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  keep(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

/** Makes a request with the jar's cookies, keeping the cookies the answer sets. */
export async function browse(
  t: TestApp,
  jar: CookieJar,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const response = await t.app.inject({ ...options, headers: { ...options.headers, cookie: jar.header() } });
  jar.keep(response);
  return response;
}

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return url.pathname + url.search;
};

/**
 * Signs in through the local OpenID provider exactly as a browser does (login redirect, account
 * chooser, callback), using "Use another account" with `{who}@example.com`, starting from
 * `loginUrl`; returns the jar and where the browser was sent back to in the end.
 */
export async function signInThroughChooser(
  t: TestApp,
  who: string,
  loginUrl: string,
  jar = new CookieJar(),
): Promise<{ jar: CookieJar; location: string }> {
  let response = await browse(t, jar, { url: loginUrl });
  // Follow the redirects to the account chooser.
  while (response.statusCode >= 300 && response.statusCode < 400) {
    response = await browse(t, jar, { url: pathOf(String(response.headers.location)) });
  }
  const action = /action="([^"]+\/login)"/.exec(response.body)?.[1];
  if (!action) throw new Error(`No account chooser: ${response.statusCode} ${response.body.slice(0, 200)}`);
  response = await browse(t, jar, {
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ name: who, email: `${who}@example.com` }).toString(),
  });
  while (response.statusCode >= 300 && response.statusCode < 400) {
    const location = String(response.headers.location);
    // The provider addresses the host the request came to (`localhost` under inject).
    const next = new URL(location, 'http://localhost');
    const here = [new URL(t.config.publicUrl).origin, 'http://localhost'].includes(next.origin);
    const signingIn = next.pathname.startsWith('/dev-idp/') || next.pathname.startsWith('/v1/auth/');
    if (!here || !signingIn) break;
    response = await browse(t, jar, { url: pathOf(location) });
  }
  return { jar, location: String(response.headers.location) };
}

/** Signs `who` in through the chooser, coming back to the dashboard; returns the jar holding the session. */
export async function signInWithBrowser(t: TestApp, who: string, jar = new CookieJar()): Promise<CookieJar> {
  const { location } = await signInThroughChooser(
    t,
    who,
    '/v1/auth/login?mode=redirect&return_to=/stories/dashboard',
    jar,
  );
  if (!location.includes('auth_result=ok')) throw new Error(`Sign-in did not finish: ${location}`);
  return jar;
}

export interface SignedIn {
  uid: string;
  headers: Record<string, string>;
  session: AuthSession;
  jar: CookieJar;
}

/** Signs `who` in through the local provider and returns their bearer headers and uid. */
export async function signIn(t: TestApp, who: string): Promise<SignedIn> {
  const jar = await signInWithBrowser(t, who);
  const response = await browse(t, jar, { method: 'POST', url: '/v1/auth/refresh' });
  if (response.statusCode !== 200) throw new Error(`Refresh failed: ${response.statusCode} ${response.body}`);
  const session = response.json<AuthSession>();
  return {
    uid: session.user.uid,
    headers: { authorization: `Bearer ${session.access_token}` },
    session,
    jar,
  };
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
