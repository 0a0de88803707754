import { Elysia } from 'elysia';
import { transaction } from '../../db/connection.ts';
import { createTournament } from '../../domain/tournaments/create-tournament.ts';
import { joinTournament } from '../../domain/tournaments/join-tournament.ts';
import { listTournaments } from '../../domain/tournaments/list-tournaments.ts';
import { readTournament } from '../../domain/tournaments/read-tournament.ts';
import { startRun } from '../../domain/tournaments/start-run.ts';
import { requireFeature } from '../../domain/settings/require-feature.ts';
import type { Deps } from '../http/deps.ts';
import { runIdempotent } from '../http/idempotency.ts';
import { CreateBody, IdParams, LobbyQuery } from './schemas.ts';

/** The player's tournaments: lobby, create, join, play (answers go to the quiz's answer endpoint). */
export function tournamentRoutes({ sql, auth, now }: Deps) {
  return new Elysia()
    .get(
      '/api/tournaments',
      async ({ request, query }) => {
        const caller = await auth.caller(request);
        return listTournaments(sql, {
          tab: query.status,
          userId: caller?.userId ?? null,
          limit: query.limit,
          cursor: query.cursor ?? null,
          now: now(),
        });
      },
      { query: LobbyQuery, detail: { summary: 'Tournaments of a lobby tab (active, upcoming, completed, mine)' } },
    )
    .post(
      '/api/tournaments',
      async ({ request, body }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'tournaments');
        return runIdempotent(sql, request, { userId, fingerprint: body }, async (tx) => ({
          status: 201,
          body: {
            data: await createTournament(tx, {
              userId,
              name: body.name,
              description: body.description,
              entryFee: body.entryFee,
              maxParticipants: body.maxParticipants,
              timeLimitMinutes: body.timeLimit,
              now: now(),
            }),
          },
        }));
      },
      {
        body: CreateBody,
        detail: { summary: 'Create a tournament; the creator joins as participant 1 and pays the fee' },
      },
    )
    .get(
      '/api/tournaments/:id',
      async ({ request, params }) => {
        const caller = await auth.caller(request);
        return {
          data: await readTournament(sql, { tournamentId: params.id, userId: caller?.userId ?? null, now: now() }),
        };
      },
      { params: IdParams, detail: { summary: 'A tournament with its participants (scores once completed)' } },
    )
    .post(
      '/api/tournaments/:id/join',
      async ({ request, params }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'tournaments');
        return runIdempotent(sql, request, { userId, fingerprint: params.id }, async (tx) => ({
          status: 200,
          body: { data: await joinTournament(tx, { userId, tournamentId: params.id, now: now() }) },
        }));
      },
      { params: IdParams, detail: { summary: 'Join a tournament and pay its entry fee' } },
    )
    .post(
      '/api/tournaments/:id/play',
      async ({ request, params }) => {
        const { userId } = await auth.requireUser(request);
        await requireFeature(sql, 'tournaments');
        return {
          data: await transaction(sql, (tx) => startRun(tx, { userId, tournamentId: params.id, now: now() })),
        };
      },
      {
        params: IdParams,
        detail: { summary: "Start (or resume) the player's one run; answers go to /api/quiz/sessions/:id/answers" },
      },
    );
}
