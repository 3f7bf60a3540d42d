import type { IntlShape } from 'react-intl';

/** A size in the chosen language's own words and digits: '840 kB', '12.4 MB', '1.2 GB'. */
export function formatSize(intl: Pick<IntlShape, 'formatNumber'>, bytes: number): string {
  const [unit, value] =
    bytes >= 1e9
      ? (['gigabyte', bytes / 1e9] as const)
      : bytes >= 1e6
        ? (['megabyte', bytes / 1e6] as const)
        : (['kilobyte', Math.max(bytes / 1e3, 1)] as const);
  return intl.formatNumber(value, { style: 'unit', unit, maximumFractionDigits: value < 10 ? 1 : 0 });
}
