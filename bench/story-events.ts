/**
 * Asks a server for a story with `Prefer: respond-async` and follows its event stream until it is
 * done; resolves with when scene 1 and the whole story were ready, counted from `started`.
 */
export async function timeStoryEvents(
  address: string,
  request: object,
  started: number,
  headers: Record<string, string> = {},
): Promise<{ sceneOne: number; story: number }> {
  const res = await fetch(`${address}/v1/stories/generate`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', prefer: 'respond-async' },
    body: JSON.stringify(request),
  });
  if (res.status !== 202) throw new Error(`generate failed: ${await res.text()}`);
  const { events_url } = (await res.json()) as { events_url: string };
  const stream = await fetch(`${address}${events_url}`, { headers });
  const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let sceneOne: number | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('the event stream ended before the story was done');
    buffer += decoder.decode(value, { stream: true });
    for (const [, event, data] of buffer.matchAll(/event: (\w+)\ndata: (.*)\n/g)) {
      if (event === 'scene' && sceneOne === null && JSON.parse(data as string).index === 0) {
        sceneOne = performance.now() - started;
      }
      if (event === 'error') throw new Error(`the story failed: ${data}`);
      if (event === 'done') {
        await reader.cancel();
        return { sceneOne: sceneOne ?? Number.NaN, story: performance.now() - started };
      }
    }
    buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
  }
}
