import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './safe-redirect.ts';

const SITE = 'https://stories.example.com';

describe('sameOriginPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(sameOriginPath('/stories/play/abc?child=Mia%20Rose#s2', SITE)).toBe(
      '/stories/play/abc?child=Mia%20Rose#s2',
    );
    expect(sameOriginPath('/stories/../v1/health', SITE)).toBe('/v1/health');
    // The query is data: encoded spaces, newlines and stray percent signs there are harmless.
    expect(sameOriginPath('/stories/play/x?note=a%0Ab%20c%', SITE)).toBe('/stories/play/x?note=a%0Ab%20c%');
  });

  it.each([
    ['another site', 'https://evil.example/x'],
    ['a scheme-relative address', '//evil.example/x'],
    ['a backslash', '/\\evil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a raw tab', '/\t/evil.example/x'],
    ['an encoded tab', '/%09/evil.example/x'],
    ['a raw newline in the query', '/stories/?a=\nb'],
    ['an encoded newline', '/%0a'],
    ['an encoded CRLF', '/x%0d%0aSet-Cookie:%20a=b'],
    ['an encoded slash that makes two', '/%2Fevil.example'],
    ['a space', '/ /evil.example'],
    ['a no-break space', '/\u00a0/evil.example'],
    ['an encoded line separator', '/%E2%80%A8'],
    ['a broken escape', '/%'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'evil.example'],
    ['nothing', ''],
  ])('refuses %s', (_, target) => {
    expect(sameOriginPath(target, SITE)).toBeNull();
  });
});
