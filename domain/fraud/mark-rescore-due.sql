-- Marks the player's fraud score due again (decision 0079) in the caller's transaction: a finished
-- quiz changes it. Costs an index probe when the player is already due (a burst of quizzes is one
-- row); the per-minute sweep (fraud__score_user {"sweep":"due"}, scoreDuePlayers in
-- domain/fraud/score-user.ts) scores the player and deletes the row in one transaction, so a quiz
-- that finishes while its player is being scored waits for that transaction and marks them again.
--
-- Called by: quiz_answer (domain/quiz/answer-question.sql), inside the statement of a quiz's last answer.
-- Calls: nothing of ours.
-- Triggers: none.

create or replace function fraud_mark_rescore_due(p_user_id uuid) returns void language sql as $$
  insert into fraud_rescore_due (user_id) values (p_user_id) on conflict (user_id) do nothing;
$$;
