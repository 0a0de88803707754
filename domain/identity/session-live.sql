-- Whether the sign-in session an access token is bound to (its refresh-token family, decision 0019)
-- is still live: not logged out, not revoked, not expired. PL/pgSQL so that its plan is kept per
-- connection: a SQL function whose body holds a subquery is never inlined, and PostgreSQL 15 plans it
-- again on every call (decision 0049).
--
-- Called by: the access check of every authenticated request (api/http/auth.ts), and answerQuestion
--   (domain/quiz/answer-question.ts) in the answer's own statement, before quiz_answer.
-- Calls: nothing of ours.
-- Triggers: none (read only).

create or replace function session_live(p_user_id uuid, p_family_id uuid)
returns boolean language plpgsql stable as $$
begin
  return exists (select 1 from refresh_tokens t where t.family_id = p_family_id and t.user_id = p_user_id
                 and t.revoked_at is null and t.expires_at > now());
end $$;
