-- What starting a quiz reads and writes (docs/decisions/0009-starting-a-quiz-in-one-statement.md):
-- the player's standing for the start checks, and the new session with its first question served.
-- quiz_start (migration 0014) puts them together.

-- What the spec's start checks need to know about a player at `p_now` (quiz_start_refusal), or null
-- when the player does not exist. The daily limit counts the last 24 hours,
-- not a calendar day a time-zone change could restart. A player has one quiz at a time, so the
-- latest started is the latest to end. PL/pgSQL, not SQL: its plan is cached per connection.
create function player_standing(p_user_id uuid, p_now timestamptz, p_flag_block_hours double precision)
returns jsonb language plpgsql stable as $$
declare
  v_counts record;
begin
  -- One pass over the last day's quizzes for both limits.
  select count(*) as day, count(*) filter (where started_at > p_now - interval '1 hour') as hour into v_counts
  from quiz_sessions where user_id = p_user_id and started_at > p_now - interval '24 hours';
  return (select jsonb_build_object(
    'status', u.status,
    'blockedUntil', u.blocked_until,
    'level', u.level,
    'questionsAnswered', u.questions_answered,
    'playable', (select balance - locked from accounts where user_id = u.id and kind = 'playable'),
    'quizzesToday', v_counts.day,
    'quizzesLastHour', v_counts.hour,
    'lastQuizAt', (select greatest(s.started_at, coalesce(s.completed_at, s.started_at)) from quiz_sessions s
                   where s.user_id = u.id order by s.started_at desc limit 1),
    'openFlags', (select count(*) from security_flags f where f.user_id = u.id and f.resolved_at is null
                  and f.created_at > p_now - make_interval(secs => p_flag_block_hours * 3600)))
  from users u where u.id = p_user_id);
end $$;

-- Opens a quiz with the picked questions in order and serves the first one (in challenge mode its
-- stake moves into escrow). Returns {"session", "question"}, or null when the first stake cannot be
-- covered: the caller then refuses the start and undoes these writes.
create function quiz_open(p_session_id uuid, p_user_id uuid, p_difficulty text, p_mode text, p_stake bigint, p_question_ids uuid[],
  p_now timestamptz, p_reveal_seconds double precision, p_seconds_per_question double precision)
returns jsonb language plpgsql as $$
begin
  insert into quiz_sessions (id, user_id, difficulty, mode, stake, question_count, started_at)
  values (p_session_id, p_user_id, p_difficulty, p_mode, p_stake, cardinality(p_question_ids), p_now);
  insert into quiz_answers (session_id, position, question_id)
  select p_session_id, ordinality - 1, id from unnest(p_question_ids) with ordinality as id;
  if not quiz_serve_question(p_session_id, p_user_id, p_stake, 0, p_now, p_reveal_seconds, p_seconds_per_question) then
    return null;
  end if;
  return jsonb_build_object(
    'session', (select to_jsonb(s) from quiz_sessions s where s.id = p_session_id),
    'question', quiz_question_payload(p_session_id, 0));
end $$;
