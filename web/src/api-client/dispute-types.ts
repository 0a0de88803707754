// The disputes API's responses (docs/api-additions.md "Fair play: commitments and disputes"), as the
// server builds them, read through JSON (decision 0050).
import type { DisputeStatus, DisputedQuestion as DisputedQuestionJson } from '../../../domain/disputes/list-disputes';
import type { OpenedDispute as OpenedDisputeJson } from '../../../domain/disputes/open-dispute';
import type { Jsonified } from '../../../domain/json';

export type { DisputeStatus };
export type DisputedQuestion = Jsonified<DisputedQuestionJson>;
export type OpenedDispute = Jsonified<OpenedDisputeJson>;
