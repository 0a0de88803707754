// The blocked player's notice (docs/api-additions.md "The blocked screen"), as the server builds it,
// read through JSON (decision 0050).
import type { BlockNotice as BlockNoticeJson } from '../../../domain/block-notice/read-block-notice';
import type { Jsonified } from '../../../domain/json';

/** GET /api/users/block-notice. */
export type BlockNotice = Jsonified<BlockNoticeJson>;
