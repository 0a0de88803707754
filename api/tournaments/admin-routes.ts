import { Elysia } from 'elysia';
import { transaction } from '../../db/connection.ts';
import { readSettings } from '../../domain/settings/read-settings.ts';
import { cancelTournament } from '../../domain/tournaments/cancel-tournament.ts';
import { scheduleTournament } from '../../domain/tournaments/create-tournament.ts';
import { listAdminTournaments } from '../../domain/tournaments/list-tournaments.ts';
import { readTournament } from '../../domain/tournaments/read-tournament.ts';
import { settleTournament } from '../../domain/tournaments/settle-tournament.ts';
import type { Deps } from '../http/deps.ts';
import { runIdempotent } from '../http/idempotency.ts';
import { AdminCreateBody, AdminListQuery, CancelBody, IdParams } from './schemas.ts';

/** Tournament management. The admin role is checked for all of /api/admin in app.ts. */
export function adminTournamentRoutes({ sql, auth, now }: Deps) {
  const admin = (request: Request) => auth.requireAdmin(request);
  return new Elysia()
    .get(
      '/api/admin/tournaments',
      async ({ query }) =>
        listAdminTournaments(sql, {
          status: query.status ?? null,
          category: query.category || null,
          search: query.search || null,
          limit: query.limit,
          cursor: query.cursor ?? null,
          date: query.date ?? null,
          now: now(),
        }),
      { query: AdminListQuery, detail: { summary: 'Every tournament, newest first, by status, category and name' } },
    )
    .get(
      '/api/admin/tournaments/:id',
      async ({ params }) => ({
        data: await readTournament(sql, { tournamentId: params.id, userId: null, now: now() }),
      }),
      { params: IdParams, detail: { summary: 'A tournament with its participants and ranking' } },
    )
    .post(
      '/api/admin/tournaments',
      async ({ request, body }) => {
        const { userId } = await admin(request);
        const { tournaments: defaults } = await readSettings(sql);
        return runIdempotent(sql, request, { userId, fingerprint: body }, async (tx) => ({
          status: 201,
          body: {
            data: await scheduleTournament(tx, {
              actorId: userId,
              name: body.name,
              category: body.category,
              description: body.description,
              rules: body.rules,
              translations: body.translations,
              difficulty: body.difficulty ?? defaults.difficulty,
              questionCount: body.questionCount ?? defaults.questionCount,
              entryFee: body.entryFee,
              prizePool: body.prizePool,
              prizeSplit: body.prizeSplit,
              maxParticipants: body.maxParticipants ?? defaults.adminMaxParticipants,
              startsAt: body.startDate,
              endsAt: body.endDate,
              now: now(),
            }),
          },
        }));
      },
      {
        body: AdminCreateBody,
        detail: { summary: 'Schedule a sponsored tournament (house-funded prize, prize split)' },
      },
    )
    .put(
      '/api/admin/tournaments/:id/complete',
      async ({ request, params }) => {
        const { userId } = await admin(request);
        const settled = await transaction(sql, (tx) =>
          settleTournament(tx, { tournamentId: params.id, now: now(), when: 'now', actorId: userId }),
        );
        return { data: settled.tournament };
      },
      { params: IdParams, detail: { summary: 'Settle now: rank, pay prizes and fee, or cancel and refund' } },
    )
    .put(
      '/api/admin/tournaments/:id/cancel',
      async ({ request, params, body }) => {
        const { userId } = await admin(request);
        return {
          data: await transaction(sql, (tx) =>
            cancelTournament(tx, { tournamentId: params.id, actorId: userId, reason: body.reason, now: now() }),
          ),
        };
      },
      { params: IdParams, body: CancelBody, detail: { summary: 'Cancel with a reason; every entry fee refunded' } },
    );
}
