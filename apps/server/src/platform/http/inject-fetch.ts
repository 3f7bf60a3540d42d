import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A fetch that answers requests for this server's own address inside the process (through
 * Fastify's inject) and sends everything else over the network. The local identity provider is
 * reached this way, so it works whatever address the server is known by from outside.
 */
export function selfFetch(app: FastifyInstance, publicUrl: string): typeof fetch {
  const origin = new URL(publicUrl).origin;
  return async (input, init = {}) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== origin) return fetch(request);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: { ...Object.fromEntries(request.headers), host: url.host },
      payload: body,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) {
        if (one !== undefined) headers.append(name, String(one));
      }
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}
