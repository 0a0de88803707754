-- Guest practice quizzes (decision 0067): a few questions for a visitor without an account, served and
-- judged as a quiz's are (the shown order, the commitment, the reveal and the question's clock come
-- from session-view.sql), with nothing at stake: no player, no ledger, no counters, no rewards.
--
-- Called by: startPracticeQuiz, answerPracticeQuiz and readPracticeQuiz (domain/practice-quiz/*.ts)
--   for /api/practice-quiz/sessions[/:id[/answers]].
-- Calls: quiz_option_order, quiz_shown_options, quiz_question_json, quiz_commitment, quiz_shown_key and
--   quiz_reveal_json (domain/quiz/session-view.sql).
-- Triggers: none (practice_quiz_* tables have none).

-- A practice quiz as its guest sees it: where it is and how many answers were right so far.
create or replace function practice_quiz_json(p_session_id uuid)
returns jsonb language sql stable as $$
  select jsonb_build_object('id', s.id, 'difficulty', s.difficulty,
    'status', case when p.answered = s.question_count then 'completed' else 'active' end,
    'index', p.current_index, 'total', s.question_count, 'correctAnswers', p.correct,
    'expiresAt', to_char(s.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  from practice_quiz_sessions s cross join lateral (
    select coalesce(max(position) filter (where served_at is not null), 0)::int as current_index,
      (count(*) filter (where answered_at is not null))::int as answered,
      (count(*) filter (where is_correct))::int as correct
    from practice_quiz_answers where session_id = s.id) p
  where s.id = p_session_id
$$;

-- A practice quiz's score: right answers of all its questions, as a percentage too.
create or replace function practice_quiz_result(p_session_id uuid)
returns jsonb language sql stable as $$
  select jsonb_build_object('correctAnswers', count(*) filter (where is_correct), 'totalQuestions', count(*),
    'scorePercent', round(100.0 * count(*) filter (where is_correct) / count(*))::int)
  from practice_quiz_answers where session_id = p_session_id
$$;

-- The question at `p_position` as the guest sees it (no key, its commitment), or null.
create or replace function practice_quiz_question(p_session_id uuid, p_position int)
returns jsonb language sql stable as $$
  select quiz_question_json(q.id, q.question, quiz_shown_options(q.options, a.option_order), q.difficulty, q.category, a.position,
    s.question_count, a.served_at, a.deadline_at, null, quiz_commitment(q.id, a.option_order, a.key_index, a.salt))
  from practice_quiz_answers a join questions q on q.id = a.question_id join practice_quiz_sessions s on s.id = a.session_id
  where a.session_id = p_session_id and a.position = p_position and a.served_at is not null
$$;

-- Opens a practice quiz of `p_count` active practice-pool questions of `p_difficulty` with its first
-- question served at `p_now`. Returns {"session", "question"}, or null (nothing written) when the bank
-- has too few such questions.
create or replace function practice_quiz_start(p_session_id uuid, p_difficulty text, p_count int, p_now timestamptz,
  p_seconds_per_question double precision, p_expires_at timestamptz)
returns jsonb language plpgsql as $$
declare
  v_question_ids uuid[] := array(select id from questions where pool = 'practice' and difficulty = p_difficulty and is_active
    order by random() limit p_count);
begin
  if cardinality(v_question_ids) < p_count then return null; end if;
  insert into practice_quiz_sessions (id, difficulty, question_count, started_at, expires_at)
  values (p_session_id, p_difficulty, p_count, p_now, p_expires_at);
  insert into practice_quiz_answers (session_id, position, question_id, option_order, key_index, served_at, deadline_at)
  select p_session_id, ordinality - 1, q.id, quiz_option_order(), q.correct_index,
    case when ordinality = 1 then p_now end,
    case when ordinality = 1 then p_now + make_interval(secs => p_seconds_per_question) end
  from unnest(v_question_ids) with ordinality as picked(id, ordinality) join questions q on q.id = picked.id;
  return jsonb_build_object('session', practice_quiz_json(p_session_id), 'question', practice_quiz_question(p_session_id, 0));
end $$;

-- Judges one answer by the server's clock, as quiz_answer does: the pick is a position of the shown
-- order, judged against the key the question was served with; after the deadline it counts as wrong;
-- before the question was served (during the last reveal) it is refused and not processed. Then the
-- next question is served when this reveal ends, or after the last one the quiz's score is returned.
-- Returns {"error"} (NOT_FOUND: unknown or expired), {"refused"}, or the reveal with "next" or "result".
create or replace function practice_quiz_answer(p_session_id uuid, p_question_id uuid, p_answer_index int, p_now timestamptz,
  p_reveal_seconds double precision, p_seconds_per_question double precision)
returns jsonb language plpgsql as $$
declare
  a record;
  v_answer int := p_answer_index;
  v_timed_out boolean;
  v_correct boolean;
  v_served timestamptz := p_now + make_interval(secs => p_reveal_seconds);
  v_end jsonb;
begin
  select s.question_count, r.position, r.served_at, r.deadline_at, r.answered_at, r.option_order, r.key_index, r.salt, q.explanation
  into a
  from practice_quiz_sessions s
  join practice_quiz_answers r on r.session_id = s.id and r.question_id = p_question_id
  join questions q on q.id = r.question_id
  where s.id = p_session_id and s.expires_at > p_now
  for no key update of r;
  if not found then
    if exists (select 1 from practice_quiz_sessions where id = p_session_id and expires_at > p_now) then
      return jsonb_build_object('error', 'NOT_CURRENT_QUESTION');
    end if;
    return jsonb_build_object('error', 'NOT_FOUND');
  end if;
  if a.answered_at is not null then return jsonb_build_object('error', 'ALREADY_ANSWERED'); end if;
  if a.served_at is null then return jsonb_build_object('error', 'NOT_CURRENT_QUESTION'); end if;
  if p_now < a.served_at then return jsonb_build_object('refused', 'RAPID_ANSWERS'); end if;

  if p_answer_index is not null then v_answer := a.option_order[p_answer_index + 1]; end if;
  v_timed_out := p_now > a.deadline_at;
  v_correct := not v_timed_out and v_answer is not null and v_answer = a.key_index;
  update practice_quiz_answers set answered_at = p_now, answer_index = v_answer, is_correct = v_correct, timed_out = v_timed_out
  where session_id = p_session_id and position = a.position;

  if a.position + 1 < a.question_count then
    update practice_quiz_answers set served_at = v_served, deadline_at = v_served + make_interval(secs => p_seconds_per_question)
    where session_id = p_session_id and position = a.position + 1;
    v_end := jsonb_build_object('next', practice_quiz_question(p_session_id, a.position + 1));
  else
    v_end := jsonb_build_object('result', practice_quiz_result(p_session_id));
  end if;
  return jsonb_build_object('correct', v_correct, 'timedOut', v_timed_out,
    'correctAnswer', quiz_shown_key(a.option_order, a.key_index), 'explanation', a.explanation,
    'reveal', quiz_reveal_json(a.option_order, a.key_index, a.salt)) || v_end;
end $$;
