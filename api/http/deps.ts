import type { Sql } from '../../db/connection.ts';
import type { ReadReplica } from '../../db/read-replica.ts';
import type { UserView } from '../../domain/identity/user-view.ts';
import type { Env } from '../../config/env.ts';
import type { ProfileCache } from '../profile/profile-cache.ts';
import type { Auth } from './auth.ts';

/** What every feature's routes receive: plain values, no globals. */
export type Deps = {
  sql: Sql;
  /** The read replica's state, for the Database screen (decision 0064). */
  readReplica: ReadReplica;
  /**
   * A read that tolerates a few seconds of lag (admin lists and exports, analytics, leaderboards):
   * on the read replica when it is fresh enough for this request's caller, else on the primary.
   */
  lagTolerant: <T>(request: Request, read: (db: Sql) => Promise<T>) => Promise<T>;
  env: Env;
  auth: Auth;
  clientIp: (request: Request) => string;
  now: () => Date;
  /** The clock of sign-in codes and session inactivity (api/app.ts AppOptions.sessionNow). */
  sessionNow: () => Date;
  profiles: ProfileCache<UserView>;
};
