const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const shortDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  // A story with an unreadable date still shows; it just has no date line.
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}

/** A date in the en-US short form of product §9, e.g. 'Mar 5, 2026'. */
export const formatShortDate = (iso: string): string => format(shortDate, iso);

/** A date and time in the en-US short form of product §9, e.g. 'Mar 5, 2026, 4:07 PM'. */
export const formatShortDateTime = (iso: string): string => format(shortDateTime, iso);
