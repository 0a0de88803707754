import postgres from 'postgres';
import type { Sql } from '../../db/connection.ts';

/** The channel `access_changed_notify` notifies with a player's id (domain/identity/access-changed.sql). */
export const accessChannel = 'access_changed';

export type AccessCacheOptions = {
  /** The safety expiry of an entry (a missed notification is never served longer than this); 0 keeps nothing and never listens. */
  ttlMs?: number;
  /** The wait before listening again after the listener's connection was lost. */
  retryMs?: number;
  maxPlayers?: number;
  /** A monotonic clock in milliseconds (tests move it). */
  now?: () => number;
};

type Entry<T> = { value: T; until: number };

/**
 * The access check's per-process cache (decision 0060): what the check read for a player's session,
 * kept until a notification on `access_changed` says the player's standing changed, or the safety
 * expiry passes. It serves nothing unless its listener is listening: until the first `listen` has
 * succeeded and from the moment its connection is lost until it listens again, every read goes to
 * the database (a notification sent meanwhile would be missed).
 */
export function createAccessCache<T>(sql: Sql, options: AccessCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 5_000;
  const retryMs = options.retryMs ?? 1_000;
  const maxPlayers = options.maxPlayers ?? 100_000;
  const now = options.now ?? (() => performance.now());

  /** Player id -> session id -> what was read. */
  const players = new Map<string, Map<string, Entry<T>>>();
  /** Moves whenever entries are dropped: a read that began before the move is not stored. */
  let epoch = 0;
  let state: 'off' | 'connecting' | 'listening' | 'lost' | 'closed' = 'off';
  let retry: ReturnType<typeof setTimeout> | undefined;

  function dropAll() {
    epoch++;
    players.clear();
  }

  // One connection of its own, made as postgres.js's `sql.listen` makes its own, so that its closing
  // is seen here (`sql.listen` reconnects silently). `onnotify` is the option `sql.listen` itself
  // uses; postgres.js's types leave it out.
  const listenerOptions = {
    ...(sql.options as unknown as postgres.Options<Record<string, never>>),
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    connection: { application_name: 'crypto-quiz access listener' },
    onnotify: (_channel: string, userId: string) => {
      epoch++;
      players.delete(userId);
    },
    onclose: () => lose(),
  };
  const listener = postgres(listenerOptions as postgres.Options<Record<string, never>>);

  function lose() {
    if (state === 'closed') return;
    state = 'lost';
    dropAll();
    retry ??= setTimeout(() => {
      retry = undefined;
      void listen();
    }, retryMs);
    retry.unref?.();
  }

  async function listen() {
    if (state === 'closed') return;
    state = 'connecting';
    try {
      await listener.unsafe(`listen ${accessChannel}`);
      if (state !== 'connecting') return;
      dropAll(); // whatever changed before the listen went unheard
      state = 'listening';
    } catch {
      lose();
    }
  }

  return {
    /** The cached value for the player's session, or `load()`'s (kept when the listener is listening). */
    async read(userId: string, sessionId: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
      if (state === 'off' && ttlMs > 0) void listen();
      if (state === 'listening') {
        const hit = players.get(userId)?.get(sessionId);
        if (hit && hit.until > now()) return hit.value;
      }
      const seen = epoch;
      const value = await load();
      if (value !== undefined && state === 'listening' && epoch === seen) {
        let sessions = players.get(userId);
        if (!sessions) {
          if (players.size >= maxPlayers) players.delete(players.keys().next().value!);
          sessions = new Map();
          players.set(userId, sessions);
        }
        sessions.set(sessionId, { value, until: now() + ttlMs });
      }
      return value;
    },
    /** Whether entries are served: the listener is listening. */
    get listening() {
      return state === 'listening';
    },
    /** Stops listening and serves nothing more from memory. */
    async close() {
      state = 'closed';
      clearTimeout(retry);
      dropAll();
      await listener.end({ timeout: 1 });
    },
  };
}

export type AccessCache<T> = ReturnType<typeof createAccessCache<T>>;
