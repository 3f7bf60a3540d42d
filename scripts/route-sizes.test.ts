import { describe, expect, it } from 'vitest';
import { describeRouteSize, holdsZod, routeSizes } from './route-sizes.ts';

// `npm test` builds before it runs the tests; alone, run `npm run build` first.
describe('the JavaScript each page needs', () => {
  const sizes = routeSizes();

  it.each(sizes.filter((size) => size.budgetBytes !== null))(
    '$route stays within its gzipped budget',
    (size) => {
      expect(size.gzipBytes, describeRouteSize(size)).toBeLessThanOrEqual(size.budgetBytes ?? 0);
    },
  );

  it('leaves zod out of the home page', () => {
    const home = sizes.find((size) => size.route === 'home');
    expect(home?.files.length).toBeGreaterThan(0);
    expect(home?.files.filter((file) => holdsZod(file))).toEqual([]);
  });
});
