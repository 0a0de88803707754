-- A question as the player sees it, for quizzes and tournament runs alike: quiz_question_json (no answer
-- key, its commitment), quiz_shown_options (the options in the order served), quiz_option_order (a new
-- random order), quiz_question_payload (the question at a position, when a quiz is resumed), and the
-- fair-play pair (decision 0058): quiz_commitment (what is served) and quiz_reveal_json (what the reveal shows).
--
-- Called by: quiz_open (start-quiz.sql), quiz_carry_answer (answer-question.sql), tournament_answer
--   (domain/tournaments/answer-run.sql), startRun (domain/tournaments/start-run.ts);
--   quiz_question_payload by questionAt (domain/quiz/session-view.ts); quiz_reveal_json by quiz_answer and
--   sessionReview (domain/quiz/session-view.ts), and the tournament's reveals (domain/tournaments/run-reveals.ts).
-- Calls: nothing else of ours.
-- Triggers: none (read only).

-- A question as the player sees it: no answer key. Times as ISO-8601 UTC strings, the stake in micro-USDT.
-- Stable, as to_char is: a SQL function is inlined into the calling query only when it is declared
-- no less volatile than its body, and otherwise planned again on every call.
create or replace function quiz_question_json(p_question_id uuid, p_question text, p_options jsonb, p_difficulty text, p_category text,
  p_position int, p_total int, p_served_at timestamptz, p_deadline_at timestamptz, p_stake bigint, p_commitment text)
returns jsonb language sql stable as $$
  select jsonb_build_object(
    'id', p_question_id, 'index', p_position, 'total', p_total, 'question', p_question, 'options', p_options,
    'difficulty', p_difficulty, 'category', p_category, 'commitment', p_commitment,
    'servedAt', to_char(p_served_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'deadlineAt', to_char(p_deadline_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'stake', p_stake)
$$;

-- A question's options as one served row shows them (`p_order`, quiz_answers.option_order; null: as stored).
-- A question has exactly four options (questions_options_check) and an order lists all four
-- (quiz_option_order), so the shown array is built without a subquery. Stable, as jsonb_build_array
-- is: the function is then inlined into the calling query instead of being planned again on every
-- call (decision 0049).
create or replace function quiz_shown_options(p_options jsonb, p_order smallint[])
returns jsonb language sql stable as $$
  select case when p_order is null then p_options
    else jsonb_build_array(p_options->p_order[1]::int, p_options->p_order[2]::int, p_options->p_order[3]::int, p_options->p_order[4]::int) end
$$;

-- A new random order for a question's four options (questions_options_check). PL/pgSQL so that its
-- plan is kept per connection (an aggregate keeps a SQL function from being inlined).
create or replace function quiz_option_order()
returns smallint[] language plpgsql volatile as $$
begin
  return (select array_agg(i::smallint order by random()) from generate_series(0, 3) i);
end $$;

-- The question at `p_position` of the player's session (resuming a quiz).
create or replace function quiz_question_payload(p_user_id uuid, p_session_id uuid, p_position int)
returns jsonb language plpgsql stable as $$
begin
  return (select quiz_question_json(q.id, q.question, quiz_shown_options(q.options, a.option_order), q.difficulty, q.category, a.position, s.question_count, a.served_at, a.deadline_at, a.stake,
    quiz_commitment(q.id, a.option_order, a.key_index, a.salt))
  from quiz_answers a join questions q on q.id = a.question_id join quiz_sessions s on s.user_id = a.user_id and s.id = a.session_id
  where a.user_id = p_user_id and a.session_id = p_session_id and a.position = p_position);
end $$;

-- The key in the order one served row shows its options (`p_order`; null: as stored).
create or replace function quiz_shown_key(p_order smallint[], p_key smallint)
returns int language sql immutable as $$
  select coalesce(array_position(p_order, p_key) - 1, p_key)
$$;

-- A served row's commitment: the hex SHA-256 of `{questionId}:{shown key}:{salt}`, which the player
-- can recompute from the reveal. Stable, as convert_to is, so that it is inlined.
create or replace function quiz_commitment(p_question_id uuid, p_order smallint[], p_key smallint, p_salt text)
returns text language sql stable as $$
  select encode(sha256(convert_to(p_question_id::text || ':' || quiz_shown_key(p_order, p_key) || ':' || p_salt, 'UTF8')), 'hex')
$$;

-- What a reveal shows of a served row: the key it was served with, in the shown order, and its salt.
create or replace function quiz_reveal_json(p_order smallint[], p_key smallint, p_salt text)
returns jsonb language sql immutable as $$
  select jsonb_build_object('correctIndex', quiz_shown_key(p_order, p_key), 'salt', p_salt)
$$;
