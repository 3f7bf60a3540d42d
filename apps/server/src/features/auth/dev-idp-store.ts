import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * The local provider's short-lived state (sign-in interactions, codes, sessions) kept in memory:
 * it only lives for the minutes a sign-in takes, so a restart merely asks people to choose again.
 */
export function memoryStore(now: () => number = Date.now): (name: string) => Adapter {
  const entries = new Map<string, Entry>();
  const key = (name: string, id: string) => `${name}:${id}`;
  const live = (entry: Entry | undefined) => (entry && entry.expiresAt > now() ? entry : undefined);
  const sweep = () => {
    for (const [k, entry] of entries) if (entry.expiresAt <= now()) entries.delete(k);
  };

  return (name) => ({
    async upsert(id, payload, expiresIn = 600) {
      sweep();
      entries.set(key(name, id), { payload, expiresAt: now() + expiresIn * 1000 });
    },
    async find(id) {
      return live(entries.get(key(name, id)))?.payload;
    },
    async findByUid(uid) {
      for (const [k, entry] of entries) {
        if (k.startsWith(`${name}:`) && entry.payload.uid === uid && live(entry)) return entry.payload;
      }
      return undefined;
    },
    async findByUserCode(userCode) {
      for (const [k, entry] of entries) {
        if (k.startsWith(`${name}:`) && entry.payload.userCode === userCode && live(entry))
          return entry.payload;
      }
      return undefined;
    },
    async consume(id) {
      const entry = entries.get(key(name, id));
      if (entry) entry.payload.consumed = Math.floor(now() / 1000);
    },
    async destroy(id) {
      entries.delete(key(name, id));
    },
    async revokeByGrantId(grantId) {
      for (const [k, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(k);
    },
  });
}
