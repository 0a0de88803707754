// The Tournaments endpoints' responses (shared/API.md "Tournaments"), as the server builds them:
// each is the server's own type read through JSON (decision 0050).
import type { Jsonified } from '../../../domain/json';
import type { RunAnswer as RunAnswerJson } from '../../../domain/tournaments/answer-run';
import type {
  AdminTournamentPage as AdminTournamentPageJson,
  TournamentLobbyPage,
} from '../../../domain/tournaments/list-tournaments';
import type { TournamentDetail as TournamentDetailJson } from '../../../domain/tournaments/read-tournament';
import type { StartedRun as StartedRunJson } from '../../../domain/tournaments/start-run';
import type { TournamentJson } from '../../../domain/tournaments/tournament-view';

export type { LobbyTab } from '../../../domain/tournaments/list-tournaments';
export type { MyEntry, TournamentStatus } from '../../../domain/tournaments/tournament-view';

/** A tournament; in the lobby with the caller's entry (`me`). */
export type Tournament = Jsonified<TournamentJson> & { me?: TournamentDetail['me'] };
export type TournamentDetail = Jsonified<TournamentDetailJson>;
export type Participant = TournamentDetail['participants'][number];
export type TournamentPage = Jsonified<TournamentLobbyPage>;
export type AdminTournamentPage = Jsonified<AdminTournamentPageJson>;
export type StartedRun = Jsonified<StartedRunJson>;
export type RunSession = StartedRun['session'];
/** A run's answer: sealed (no judgement) until the tournament completes. */
export type RunAnswer = Jsonified<RunAnswerJson>;
