-- The dashboard's quiz card (decision 0060): every quiz started, every quiz completed and the sum of
-- the completed quizzes' scores (correct answers as a percentage of the questions), so the average
-- score is the same figure as avg() over the sessions. The writers of quiz_sessions append one change
-- row in their transaction (issue 34, decision 0070): a start (quiz_open's insert), a completion
-- (quiz_finish; an abandoned quiz counts nowhere as completed), a dispute's right answer on a
-- completed quiz (its score). Appends take no lock that another player's quiz waits for. No use case
-- deletes a session. quiz_counters_fold moves the changes into quiz_counters; readers add the changes
-- not folded yet.
--
-- Called by: quiz_counters_add by quiz_open (start-quiz.sql), quiz_finish (finish-quiz.sql),
--   resettleAnswer's recount (domain/disputes/resettle-answer.ts) and the tests' recordCompletedQuiz
--   (testing/quiz-play.ts); quiz_score by those; quiz_counters_fold by
--   foldQuizCounters (domain/quiz/fold-quiz-counters.ts) for the quiz__fold_counters job, every minute.
-- Calls: nothing of ours.
-- Triggers: none.

create or replace function quiz_score(p_status text, p_correct int, p_questions int) returns numeric
language sql immutable as $$
  select case when p_status = 'completed' then p_correct * 100.0 / p_questions else 0 end
$$;

-- Appends one change: quizzes started, quizzes completed and the sum of their scores (each a
-- percentage, quiz_score).
create or replace function quiz_counters_add(p_started int, p_completed int, p_score_sum numeric) returns void
language sql as $$
  insert into quiz_counter_changes (started, completed, score_sum) values (p_started, p_completed, p_score_sum);
$$;

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
