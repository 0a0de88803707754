-- A referred player's qualifying action (the first completed quiz, the first credited deposit) queues
-- referrals__process in the same transaction as the action itself, by the use case that writes it.
-- The job checks the setting that says which action counts; its hourly sweep picks up any referral
-- this missed.
--
-- Called by: quiz_finish (domain/quiz/finish-quiz.sql), when users.quizzes_completed leaves 0, and
--   creditDeposit (domain/wallet/review-transaction.ts: an admin's approval, the chain verifier, the
--   TON watcher), when users.has_deposited turns true.
-- Calls: jobs_add_keyed (domain/database/add-keyed-job.sql: a job a worker runs keeps its key).
-- Triggers: none.

create or replace function referrals_queue_on_qualifying(p_user_id uuid) returns void language plpgsql as $$
begin
  if exists (select 1 from referrals where user_id = p_user_id and status = 'pending') then
    perform jobs_add_keyed('referrals__process', json_build_object('referredId', p_user_id),
      'referrals__process:' || p_user_id);
  end if;
end $$;
