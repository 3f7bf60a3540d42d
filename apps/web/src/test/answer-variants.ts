/** An answer, and it with one field changed, dropped or added, as a server could send it. */
export function answerVariants(
  answer: Record<string, unknown>,
  changes: Record<string, unknown[]>,
): unknown[] {
  const found: unknown[] = [answer, null, [], 'ok', { ...answer, extra: 1 }];
  for (const [key, values] of Object.entries(changes)) {
    const { [key]: _dropped, ...without } = answer;
    found.push(without, ...values.map((value) => ({ ...answer, [key]: value })));
  }
  return found;
}

/** What reading an answer comes to: its value, or a refusal. */
export function outcome(parse: () => unknown): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: parse() };
  } catch {
    return { ok: false };
  }
}
