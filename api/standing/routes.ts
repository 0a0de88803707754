import { Elysia } from 'elysia';
import { readStanding } from '../../domain/standing/read-standing.ts';
import type { Deps } from '../http/deps.ts';

/** The player's own fair-play standing (issue 30): shown on the quiz setup and the profile. */
export function standingRoutes({ sql, auth, now }: Deps) {
  return new Elysia().get(
    '/api/users/standing',
    async ({ request }) => {
      const { userId, sessionId } = await auth.signedCaller(request);
      return { data: await readStanding(sql, { userId, accessSession: sessionId }, now()) };
    },
    {
      detail: {
        summary:
          'Quizzes left and when they free up, the wait before the next quiz, flags, the reward multiplier and why, any block, and the responsible-play limits',
      },
    },
  );
}
