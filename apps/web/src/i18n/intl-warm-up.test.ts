import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warm-up.ts';

describe('warmUpIntl', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts a worker named after the language the page will format in', () => {
    const started: { url: string; name?: string }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options?: WorkerOptions) {
          started.push({ url: String(url), name: options?.name });
        }
      },
    );
    warmUpIntl('ar');
    expect(started).toEqual([{ url: expect.stringMatching(/intl-warm-up\.worker\.ts\b/), name: 'ar' }]);
  });

  it('leaves the formatting to the page where no worker can start', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmUpIntl('en')).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIntl('en')).not.toThrow();
  });
});
