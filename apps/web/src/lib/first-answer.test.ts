import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A page as the server sends it with an answer: the script first-answer.ts reads. */
function pageWithAnswer(path: string, answer: unknown, at: number, json = JSON.stringify(answer)) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-answer';
  script.dataset.path = path;
  script.dataset.at = String(at);
  script.textContent = json;
  document.head.append(script);
}

// The module reads the page once, as the app does: each test loads it afresh.
const load = async () => {
  vi.resetModules();
  return import('./first-answer.ts');
};

afterEach(() => {
  document.getElementById('first-answer')?.remove();
});

describe('fromFirstAnswer', () => {
  const path = '/v1/stories/bundle/b1';
  const story = { bundle_id: 'b1', title: 'The Sea' };

  it('starts the query from the page’s answer, as of when the server gave it, without asking again', async () => {
    const { fromFirstAnswer } = await load();
    const answeredAt = Date.now() - 1_000;
    pageWithAnswer(path, story, answeredAt);
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const queryFn = vi.fn(async () => ({ bundle_id: 'b1', title: 'Asked again' }));

    const data = await queryClient.ensureQueryData({ queryKey: ['b1'], queryFn, ...fromFirstAnswer(path) });

    expect(data).toEqual(story);
    expect(queryFn).not.toHaveBeenCalled();
    expect(queryClient.getQueryState(['b1'])?.dataUpdatedAt).toBe(answeredAt);
    // The page no longer carries it.
    expect(document.getElementById('first-answer')).toBeNull();
  });

  it('gives it once: a query made later asks the server', async () => {
    const { fromFirstAnswer } = await load();
    pageWithAnswer(path, story, Date.now());
    const first = fromFirstAnswer(path);
    expect(first.initialData()).toEqual(story);
    expect(first.initialData()).toEqual(story);
    expect(fromFirstAnswer(path).initialData()).toBeUndefined();
  });

  it('gives nothing for another call, and shapes it as the query keeps it', async () => {
    const { fromFirstAnswer } = await load();
    const list = { ok: true, stories: [story] };
    pageWithAnswer('/v1/stories/list?limit=100', list, Date.now());

    expect(fromFirstAnswer('/v1/stories/list?limit=100&q=sea').initialData()).toBeUndefined();
    const pages = fromFirstAnswer('/v1/stories/list?limit=100', (answer: typeof list) => ({
      pages: [answer],
      pageParams: [undefined],
    }));
    expect(pages.initialData()).toEqual({ pages: [list], pageParams: [undefined] });
  });

  it('gives nothing when the page has no answer, or one cut short', async () => {
    const { fromFirstAnswer } = await load();
    expect(fromFirstAnswer(path).initialData()).toBeUndefined();

    const again = await load();
    pageWithAnswer(path, story, Date.now(), '{"bundle_id": "b1", "tit');
    expect(again.fromFirstAnswer(path).initialData()).toBeUndefined();
    expect(again.fromFirstAnswer(path).initialDataUpdatedAt()).toBeUndefined();
  });
});
