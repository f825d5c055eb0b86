/**
 * Values remembered until what they were built from changes, not for a guessed number of seconds. Each entry
 * names its tags (`book:<id>`, `user:<id>`); `invalidate(tags)` drops every entry with one of them. It answers
 * only while its change source is live (`setLive(true)`); losing it forgets everything (changes may have been
 * missed). A load that was running when one of its tags changed is returned to its caller but not kept, so a
 * value read before a commit can never outlive the notification of that commit (docs/decisions/0005-answer-cache.md).
 * Values are deep-frozen when kept: they are shared by every request that hits them.
 */
export function taggedCache<V extends object>(o: { max: number; ttlMs: number; now?: () => number }) {
  const now = o.now ?? Date.now;
  let seq = 0; // bumped by every invalidation
  let floor = 0; // loads that began before this are not kept (after going live, a reset, or a prune)
  let live = false;
  const changedAt = new Map<string, number>();
  const entries = new Map<string, { value: V; tags: readonly string[]; expires: number }>();
  const byTag = new Map<string, Set<string>>();

  function drop(key: string) {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    for (const t of e.tags) {
      const keys = byTag.get(t);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(t);
    }
  }

  function keep(key: string, tags: readonly string[], value: V) {
    drop(key);
    if (entries.size >= o.max) drop(entries.keys().next().value!);
    entries.set(key, { value: deepFreeze(value), tags, expires: now() + o.ttlMs });
    for (const t of tags) {
      const keys = byTag.get(t);
      if (keys) keys.add(key);
      else byTag.set(t, new Set([key]));
    }
  }

  function reset() {
    entries.clear();
    byTag.clear();
    changedAt.clear();
    floor = ++seq;
  }

  return {
    /**
     * The kept value of `key`, else `load()`'s (undefined = nothing to keep, e.g. an unknown book). `tags` may be
     * read from the loaded value when only the load tells them (a session's user).
     */
    async get(
      key: string,
      tagsOf: readonly string[] | ((value: V) => readonly string[]),
      load: () => Promise<V | undefined>,
    ): Promise<V | undefined> {
      const hit = entries.get(key);
      if (hit) {
        if (hit.expires > now()) {
          // most recently used last: the oldest goes first when full
          entries.delete(key);
          entries.set(key, hit);
          return hit.value;
        }
        drop(key);
      }
      const start = seq;
      const value = await load();
      if (value === undefined || !live || start < floor) return value;
      const tags = typeof tagsOf === 'function' ? tagsOf(value) : tagsOf;
      if (tags.every((t) => (changedAt.get(t) ?? -1) <= start)) keep(key, tags, value);
      return value;
    },

    /** Forgets one entry (e.g. a session found expired). */
    drop,

    invalidate(tags: readonly string[]) {
      seq++;
      for (const t of tags) {
        changedAt.set(t, seq);
        for (const key of [...(byTag.get(t) ?? [])]) drop(key);
      }
      // the change marks only matter to loads in flight: forget them all now and then, refusing older loads
      if (changedAt.size > 10_000) {
        changedAt.clear();
        floor = seq;
      }
    },

    setLive(isLive: boolean) {
      live = isLive;
      reset();
    },

    get size() {
      return entries.size;
    },
  };
}
export type TaggedCache<V extends object> = ReturnType<typeof taggedCache<V>>;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
