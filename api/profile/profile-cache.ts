/**
 * The signed-in player's profile, remembered per process for at most `ttlMs` from the start of the
 * query that read it (docs/decisions/0005-profile-read-cache.md). Writes made through this process
 * drop the entries they may have changed (api/app.ts); other processes' writes show within the TTL.
 * Nothing that decides about money reads it: those decisions read balances under row locks.
 */
export type ProfileCacheOptions = { ttlMs?: number; maxEntries?: number; now?: () => number };

export function createProfileCache<V>({
  ttlMs = 1_000,
  maxEntries = 50_000,
  now = () => performance.now(),
}: ProfileCacheOptions = {}) {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  // Reads that miss together share one load (at expiry, every request in flight for a busy player
  // would otherwise query at once). A write takes a load out of here, so later reads start afresh.
  const loading = new Map<string, Promise<V>>();
  // A load stores its result only if no write was recorded meanwhile, for everyone or for its user:
  // a load that read the database before a write committed must not outlive that write's eviction.
  let generation = 0;
  const userGenerations = new Map<string, number>();

  function clear(): void {
    generation += 1;
    entries.clear();
    loading.clear();
    userGenerations.clear();
  }

  async function loadAndStore(userId: string, load: () => Promise<V>, startedAt: number): Promise<V> {
    const before = { all: generation, user: userGenerations.get(userId) };
    const value = await load();
    if (before.all === generation && before.user === userGenerations.get(userId)) {
      entries.delete(userId); // re-inserted last, so the first key is always the oldest
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(userId, { value, expiresAt: startedAt + ttlMs });
    }
    return value;
  }

  return {
    read(userId: string, load: () => Promise<V>): Promise<V> {
      const startedAt = now();
      const cached = entries.get(userId);
      if (cached && cached.expiresAt > startedAt) return Promise.resolve(cached.value);
      const pending = loading.get(userId);
      if (pending) return pending;
      const loaded = loadAndStore(userId, load, startedAt).finally(() => {
        if (loading.get(userId) === loaded) loading.delete(userId);
      });
      loading.set(userId, loaded);
      return loaded;
    },
    /** After a write that may have changed this user (and only them). */
    forget(userId: string): void {
      entries.delete(userId);
      loading.delete(userId);
      if (userGenerations.size >= maxEntries) return clear();
      userGenerations.set(userId, (userGenerations.get(userId) ?? 0) + 1);
    },
    /** After a write that may have changed anyone. */
    clear,
    get size() {
      return entries.size;
    },
  };
}

export type ProfileCache<V> = ReturnType<typeof createProfileCache<V>>;
