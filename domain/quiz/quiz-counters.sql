-- The dashboard's quiz card (decision 0060): every quiz started, every quiz completed and the sum of
-- the completed quizzes' scores (correct answers as a percentage of the questions), so the average
-- score is the same figure as avg() over the sessions. Row triggers append one change row in the
-- writing transaction: at a start (quiz_open's insert), at a finish (quiz_finish's status change),
-- and when a session is deleted. Appends take no lock that another player's quiz waits for. The
-- answers' own updates of a session never fire them (the WHEN is false while a quiz is active).
-- quiz_counters_fold moves the changes into quiz_counters; readers add the changes not folded yet.
--
-- Called by: the triggers quiz_sessions_counted, quiz_sessions_recounted and
--   quiz_sessions_uncounted; quiz_counters_fold by foldQuizCounters (domain/quiz/fold-quiz-counters.ts)
--   for the quiz__fold_counters job, every minute.
-- Calls: nothing of ours.
-- Triggers: none.

create or replace function quiz_score(p_status text, p_correct int, p_questions int) returns numeric
language sql immutable as $$
  select case when p_status = 'completed' then p_correct * 100.0 / p_questions else 0 end
$$;

create or replace function quiz_counters_record() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into quiz_counter_changes (started, completed, score_sum)
    values (1, (new.status = 'completed')::int, quiz_score(new.status, new.correct_answers, new.question_count));
  elsif tg_op = 'DELETE' then
    insert into quiz_counter_changes (started, completed, score_sum)
    values (-1, -(old.status = 'completed')::int, -quiz_score(old.status, old.correct_answers, old.question_count));
  else
    insert into quiz_counter_changes (started, completed, score_sum)
    values (0, (new.status = 'completed')::int - (old.status = 'completed')::int,
      quiz_score(new.status, new.correct_answers, new.question_count) - quiz_score(old.status, old.correct_answers, old.question_count));
  end if;
  return null;
end $$;

create or replace trigger quiz_sessions_counted after insert on quiz_sessions
  for each row execute function quiz_counters_record();
create or replace trigger quiz_sessions_recounted after update of status, correct_answers, question_count on quiz_sessions
  for each row when ((old.status = 'completed' or new.status = 'completed')
    -- Three plain comparisons, not a row comparison: PostgreSQL would store that as nested ORs that
    -- db/schema.sql does not read back the same.
    and (old.status is distinct from new.status or old.correct_answers is distinct from new.correct_answers
      or old.question_count is distinct from new.question_count))
  execute function quiz_counters_record();
create or replace trigger quiz_sessions_uncounted after delete on quiz_sessions
  for each row execute function quiz_counters_record();

-- Moves the changes into the totals; safe to run concurrently (a change row is deleted by one fold).
create or replace function quiz_counters_fold() returns integer language sql as $$
  with moved as (
    delete from quiz_counter_changes returning started, completed, score_sum
  ), summed as (
    update quiz_counters c set started = c.started + m.started, completed = c.completed + m.completed,
      score_sum = c.score_sum + m.score_sum
    from (select coalesce(sum(started), 0) as started, coalesce(sum(completed), 0) as completed,
            coalesce(sum(score_sum), 0) as score_sum from moved) m
    returning 1
  )
  select count(*)::int from moved;
$$;
