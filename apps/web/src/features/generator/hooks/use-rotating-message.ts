import { useEffect, useState } from 'react';

/** Steps through `messages` every `intervalMs` while active, starting again from the first each time. */
export function useRotatingMessage(messages: readonly string[], intervalMs: number, active: boolean): string {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!active) return;
    setIndex(0);
    const timer = setInterval(() => setIndex((current) => (current + 1) % messages.length), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs, messages.length]);

  return messages[index % messages.length] ?? '';
}
