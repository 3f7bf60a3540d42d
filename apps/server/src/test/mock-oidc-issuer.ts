import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const MOCK_CLIENT_ID = 'storyloom-test.apps.googleusercontent.com';
export const MOCK_CLIENT_SECRET = 'mock-client-secret';

interface PendingCode {
  nonce: string;
  challenge: string;
  claims: JWTPayload;
}

/**
 * A stand-in for Google's OpenID endpoints on a real local port: discovery, the key set and the
 * token endpoint, speaking the same shapes. Tests mint ID tokens with it and say what a code is worth.
 */
export async function startMockIssuer() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'mock-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const stats = { jwksFetches: 0, tokenCalls: 0 };
  let failNextTokenCalls = 0;

  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = (req.url ?? '').split('?')[0];
    if (path === '/.well-known/openid-configuration') {
      return send(200, {
        issuer: base,
        authorization_endpoint: `${base}/o/oauth2/v2/auth`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/oauth2/v3/certs`,
        code_challenge_methods_supported: ['plain', 'S256'],
      });
    }
    if (path === '/oauth2/v3/certs') {
      stats.jwksFetches++;
      return send(200, { keys: [jwk] });
    }
    if (path === '/token' && req.method === 'POST') {
      stats.tokenCalls++;
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', async () => {
        if (failNextTokenCalls > 0) {
          failNextTokenCalls--;
          return send(503, { error: 'temporarily_unavailable' });
        }
        const form = new URLSearchParams(body);
        const expectedAuth = `Basic ${Buffer.from(`${MOCK_CLIENT_ID}:${MOCK_CLIENT_SECRET}`).toString('base64')}`;
        if (req.headers.authorization !== expectedAuth) return send(401, { error: 'invalid_client' });
        const pending = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!pending || pending.challenge !== challenge) return send(400, { error: 'invalid_grant' });
        codes.delete(form.get('code') ?? '');
        return send(200, {
          access_token: 'ya29.mock',
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'openid email profile',
          id_token: await mint({ ...pending.claims, nonce: pending.nonce }),
        });
      });
      return;
    }
    send(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** An ID token as Google would sign it, with overrides (or another key, to forge one). */
  async function mint(
    claims: JWTPayload = {},
    options: { key?: Parameters<SignJWT['sign']>[0]; expiresIn?: string | number } = {},
  ): Promise<string> {
    return new SignJWT({
      email: 'parent@gmail.com',
      email_verified: true,
      name: 'Pat Parent',
      picture: 'https://lh3.googleusercontent.com/a/pat',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'mock-1', typ: 'JWT' })
      .setIssuer(typeof claims.iss === 'string' ? claims.iss : base)
      .setAudience(claims.aud ?? MOCK_CLIENT_ID)
      .setSubject(claims.sub ?? '1234567890')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);
  }

  return {
    url: base,
    stats,
    mint,
    /** Makes the next `count` token calls answer 503. */
    failTokenCalls(count: number) {
      failNextTokenCalls = count;
    },
    /** Makes a code redeemable, as Google does once the person has chosen an account. */
    issueCode(authorizationUrl: string, claims: JWTPayload = {}): { code: string; state: string } {
      const url = new URL(authorizationUrl);
      const code = randomBytes(12).toString('hex');
      codes.set(code, {
        nonce: url.searchParams.get('nonce') ?? '',
        challenge: url.searchParams.get('code_challenge') ?? '',
        claims,
      });
      return { code, state: url.searchParams.get('state') ?? '' };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MockIssuer = Awaited<ReturnType<typeof startMockIssuer>>;
