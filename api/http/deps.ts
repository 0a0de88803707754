import type { Sql } from '../../db/connection.ts';
import type { UserView } from '../../domain/identity/user-view.ts';
import type { Env } from '../../config/env.ts';
import type { ProfileCache } from '../profile/profile-cache.ts';
import type { Auth } from './auth.ts';

/** What every feature's routes receive: plain values, no globals. */
export type Deps = {
  sql: Sql;
  env: Env;
  auth: Auth;
  clientIp: (request: Request) => string;
  now: () => Date;
  /** The clock of sign-in codes and session inactivity (api/app.ts AppOptions.sessionNow). */
  sessionNow: () => Date;
  profiles: ProfileCache<UserView>;
};
