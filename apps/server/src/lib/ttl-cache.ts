/**
 * A small in-process cache whose entries expire after `ttlMs`; the oldest entry goes first when full.
 * Used where a few seconds of staleness are acceptable and written down (docs/decisions/0004-session-cache.md).
 */
export function ttlCache<V>(o: { ttlMs: number; max: number; now?: () => number }) {
  const now = o.now ?? Date.now;
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key: string): V | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return e.value;
    },
    set(key: string, value: V) {
      if (o.ttlMs <= 0) return;
      entries.delete(key);
      if (entries.size >= o.max) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: now() + o.ttlMs });
    },
    /** Drops every entry whose value matches (e.g. all sessions of one user). */
    deleteWhere(match: (value: V) => boolean) {
      for (const [k, e] of entries) if (match(e.value)) entries.delete(k);
    },
    get size() {
      return entries.size;
    },
  };
}
