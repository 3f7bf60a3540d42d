import { useMemo } from 'react';
import type { FormatDateOptions } from 'react-intl';
import { useIntlShape } from '../i18n/use-t.ts';

const dateOnly: FormatDateOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const dateAndTime: FormatDateOptions = { ...dateOnly, hour: 'numeric', minute: '2-digit' };

/**
 * Dates in product §9's short form, in the interface's language: 'Mar 5, 2026' and
 * 'Mar 5, 2026, 4:07 PM' in English, as the en-US form has always been.
 */
export function useShortDates(): { shortDate(iso: string): string; shortDateTime(iso: string): string } {
  const intl = useIntlShape();
  return useMemo(() => {
    const formatter = (options: FormatDateOptions) => (iso: string) => {
      const date = new Date(iso);
      // A story with an unreadable date still shows; it just has no date line.
      return Number.isNaN(date.getTime()) ? '' : intl.formatDate(date, options);
    };
    return { shortDate: formatter(dateOnly), shortDateTime: formatter(dateAndTime) };
  }, [intl]);
}
