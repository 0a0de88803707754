-- A participant's run of a tournament (decision 0023): the tournament's fixed questions, one at a time,
-- each with its own deadline by the server's clock. Answers are judged and stored, but nothing about
-- them is returned before the tournament completes.
--
-- Called by: tournament_answer: answerRun (domain/tournaments/answer-run.ts), for
--   POST /api/quiz/sessions/:id/answers when the id is a run. tournament_finish_run: tournament_answer
--   and the settlement (domain/tournaments/settle-tournament.ts).
-- Calls: quiz_question_json, quiz_shown_options, quiz_commitment (domain/quiz/session-view.sql),
--   tournament_schedule_completion (schedule-completion.sql).
-- Triggers: none (the tournament tables have none; the users update touches no watched column).

-- Ends a participant's run at `p_now`: questions never answered count as wrong and take their whole
-- time; stores the run's right answers and total answer time, and counts the tournament as played
-- (users.total_tournaments). Used after the last answer and by the
-- settlement for runs still open when the tournament ends.
create or replace function tournament_finish_run(p_tournament_id uuid, p_user_id uuid, p_now timestamptz)
returns void language plpgsql as $$
declare
  v_seconds int := (select seconds_per_question from tournaments where id = p_tournament_id);
begin
  update tournament_participants p set run_finished_at = p_now, correct_answers = r.correct, time_ms = r.time_ms
  from (
    select count(*) filter (where is_correct)::smallint as correct,
      coalesce(sum(case when answered_at is null then v_seconds * 1000
        else round(extract(epoch from (least(answered_at, deadline_at) - served_at)) * 1000) end), 0)::int as time_ms
    from tournament_answers where tournament_id = p_tournament_id and user_id = p_user_id) r
  where p.tournament_id = p_tournament_id and p.user_id = p_user_id and p.run_finished_at is null;
  -- A finished run is a tournament played (the profile's "Tournaments played"), before the tournament ends.
  if found then
    update users set total_tournaments = total_tournaments + 1 where id = p_user_id;
  end if;
end $$;

-- Judges one answer of a run: `p_run_id` is the run's id (the "session" id of the quiz's answer
-- endpoint), found among the player's own entries by the key (user_id, run_id). `p_rules` are the
-- quiz's (domain/quiz/quiz-rules.ts quizRulesJson): a rapid answer is refused exactly as in a quiz
-- (quiz_rapid_answer_refused raises the flag; `attemptsPerQuestion` refusals close the question as
-- wrong). Returns { error }, { refused: 'RAPID_ANSWERS', closed? },
-- { next } with the next question (served now, no key), or { complete, result } after the last one.
-- The reply never says whether the answer was right. When a full tournament's last run ends, its
-- settlement is queued for now.
create or replace function tournament_answer(p_user_id uuid, p_run_id uuid, p_question_id uuid, p_answer_index int, p_now timestamptz,
  p_rules jsonb)
returns jsonb language plpgsql as $$
declare
  s record;
  v_next jsonb;
  v_all_finished boolean;
  v_answer_index int := p_answer_index;
  v_attempts int;
  v_closed boolean := false;
begin
  select u.status as user_status, u.blocked_until, p.tournament_id, p.run_finished_at, t.status, t.question_count, t.seconds_per_question,
         a.position, a.served_at, a.deadline_at, a.answered_at, a.option_order, a.key_index
  into s
  from users u
  join tournament_participants p on p.user_id = u.id and p.run_id = p_run_id
  join tournaments t on t.id = p.tournament_id
  left join tournament_answers a on a.tournament_id = p.tournament_id and a.user_id = u.id and a.question_id = p_question_id
  where u.id = p_user_id
  for no key update of p;
  if not found then return jsonb_build_object('error', 'NOT_FOUND'); end if;
  if s.user_status = 'blocked' and (s.blocked_until is null or s.blocked_until > p_now) then
    return jsonb_build_object('error', 'USER_BLOCKED');
  end if;
  if s.run_finished_at is not null or s.status <> 'active' then return jsonb_build_object('error', 'QUIZ_COMPLETED'); end if;
  if s.position is null or s.served_at is null then return jsonb_build_object('error', 'NOT_CURRENT_QUESTION'); end if;
  if s.answered_at is not null then return jsonb_build_object('error', 'ALREADY_ANSWERED'); end if;
  if p_now < s.served_at then return jsonb_build_object('refused', 'RAPID_ANSWERS'); end if;
  if p_now <= s.deadline_at and p_answer_index is not null and (p_rules->>'fraudDetection')::boolean
     and quiz_rapid_answer_refused(p_user_id, extract(epoch from (p_now - s.served_at)) * 1000, p_now, p_rules) then
    update tournament_answers set attempts = attempts + 1
    where tournament_id = s.tournament_id and user_id = p_user_id and position = s.position
    returning attempts into v_attempts;
    if v_attempts < (p_rules->>'attemptsPerQuestion')::int then return jsonb_build_object('refused', 'RAPID_ANSWERS'); end if;
    -- The question's last attempt was refused: it counts as wrong (no answer) and the run moves on.
    v_closed := true;
  end if;

  -- The player picks by the position shown; the answer keeps the question's own index.
  if s.option_order is not null and p_answer_index is not null then v_answer_index := s.option_order[p_answer_index + 1]; end if;
  if v_closed then v_answer_index := null; end if;
  update tournament_answers set answered_at = p_now, answer_index = v_answer_index,
    is_correct = p_now <= s.deadline_at and v_answer_index is not distinct from s.key_index
  where tournament_id = s.tournament_id and user_id = p_user_id and position = s.position;

  if s.position + 1 < s.question_count then
    update tournament_answers a set served_at = p_now, deadline_at = p_now + make_interval(secs => s.seconds_per_question)
    from questions q
    where a.tournament_id = s.tournament_id and a.user_id = p_user_id and a.position = s.position + 1 and q.id = a.question_id
    returning quiz_question_json(q.id, q.question, quiz_shown_options(q.options, a.option_order), q.difficulty, q.category, a.position, s.question_count,
      a.served_at, a.deadline_at, null, quiz_commitment(q.id, a.option_order, a.key_index, a.salt)) into v_next;
    return jsonb_build_object('next', v_next) || case when v_closed then jsonb_build_object('refused', 'RAPID_ANSWERS', 'closed', true) else '{}' end;
  end if;

  perform tournament_finish_run(s.tournament_id, p_user_id, p_now);
  -- The last finisher of a full tournament queues its settlement now. The tournament's row lock
  -- orders concurrent finishers; the check is a statement of its own, so its snapshot is taken after
  -- the lock and the last finisher sees every other run finished.
  perform 1 from tournaments where id = s.tournament_id for no key update;
  select t.current_participants = t.max_participants
     and not exists (select 1 from tournament_participants o where o.tournament_id = t.id and o.run_finished_at is null)
  into v_all_finished from tournaments t where t.id = s.tournament_id;
  if v_all_finished then perform tournament_schedule_completion(s.tournament_id, p_now); end if;
  return case when v_closed then jsonb_build_object('refused', 'RAPID_ANSWERS', 'closed', true) else '{}' end || jsonb_build_object('complete', true, 'result', (
    select jsonb_build_object('tournamentId', s.tournament_id, 'questionsAnswered', count(*) filter (where answered_at is not null),
      'totalQuestions', s.question_count, 'timeMs', (select time_ms from tournament_participants
        where tournament_id = s.tournament_id and user_id = p_user_id))
    from tournament_answers where tournament_id = s.tournament_id and user_id = p_user_id));
end $$;
