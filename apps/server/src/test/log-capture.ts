/** A log destination that keeps every entry, for tests that read what the server logged. */
export function captureLog() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    /** Every entry so far, parsed. */
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown> & { msg?: string }),
    /** Everything logged, as written. */
    text: () => lines.join(''),
  };
}
