import type { RunningServer } from './server.ts';

export interface MadeStory {
  bundleId: string;
  title: string;
}

/** Makes a public story through the API, as an anonymous visitor would, and returns its id and title. */
export async function makePublicStory(
  server: RunningServer,
  fields: Record<string, unknown>,
): Promise<MadeStory> {
  const res = await fetch(`${server.url}/v1/stories/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ theme: 'space', language: 'en', age: 6, scenes: 1, ...fields }),
  });
  if (!res.ok) throw new Error(`generate answered ${res.status}: ${await res.text()}`);
  const { bundle_id } = (await res.json()) as { bundle_id: string };
  const bundle = (await (await fetch(`${server.url}/v1/stories/bundle/${bundle_id}`)).json()) as {
    title: string;
  };
  return { bundleId: bundle_id, title: bundle.title };
}
