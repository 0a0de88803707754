-- The spec's rapid-answer monitoring (monitorQuizSession), shared by quiz and tournament answers: an
-- answer given within `rapidAnswerMs` of its question being served is rapid; the
-- `rapidAnswersToFlag`-th rapid answer within `rapidWindowMs`, counting both kinds, raises a
-- RAPID_ANSWERS security flag and is refused by the caller. Returns whether this answer is refused.
--
-- Called by: quiz_answer (answer-question.sql) and tournament_answer (domain/tournaments/answer-run.sql).
-- Calls: nothing.
-- Triggers: none (the security_flags row it may insert has no trigger).
create or replace function quiz_rapid_answer_refused(p_user_id uuid, p_elapsed_ms double precision, p_now timestamptz, p_rules jsonb)
returns boolean language plpgsql as $$
declare
  v_rapid_ms double precision := (p_rules->>'rapidAnswerMs')::double precision;
  v_window interval := make_interval(secs => (p_rules->>'rapidWindowMs')::double precision / 1000);
  v_rapid interval := make_interval(secs => (p_rules->>'rapidAnswerMs')::double precision / 1000);
  v_recent int;
begin
  if p_elapsed_ms >= v_rapid_ms then return false; end if;
  select (select count(*) from quiz_answers a join quiz_sessions q on q.user_id = a.user_id and q.id = a.session_id
          -- Only sessions that can hold an answer inside the window (a quiz lasts minutes), through the
          -- (user_id, started_at) index, so the count does not grow with the player's history.
          where q.user_id = p_user_id and q.started_at > p_now - v_window - interval '1 hour'
            and a.answered_at > p_now - v_window and a.answer_index is not null and a.answered_at - a.served_at < v_rapid)
       + (select count(*) from tournament_answers
          where user_id = p_user_id and answered_at > p_now - v_window and answer_index is not null and answered_at - served_at < v_rapid)
  into v_recent;
  if v_recent + 1 < (p_rules->>'rapidAnswersToFlag')::int then return false; end if;
  insert into security_flags (user_id, code, reason, created_at)
  values (p_user_id, 'RAPID_ANSWERS', format('%s answers under %s s within %s s', v_recent + 1,
    trim_scale((v_rapid_ms / 1000)::numeric), trim_scale(((p_rules->>'rapidWindowMs')::numeric / 1000))), p_now);
  return true;
end $$;
