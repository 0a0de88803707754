// The responsible-play and standing responses, as the server builds them: each is the server's own
// type read through JSON (decision 0050).
import type { Jsonified } from '../../../domain/json';
import type { PlayLimits as PlayLimitsJson } from '../../../domain/responsible-play/play-limits';
import type { Standing as StandingJson } from '../../../domain/standing/read-standing';

/** GET /api/users/limits (docs/api-additions.md, Responsible play). */
export type PlayLimits = Jsonified<PlayLimitsJson>;
/** GET /api/users/standing. */
export type Standing = Jsonified<StandingJson>;
