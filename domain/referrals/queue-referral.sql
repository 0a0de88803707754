-- A referred player's qualifying action (the first completed quiz, the first approved deposit) queues
-- referrals__process in the same transaction as the action itself, wherever that action is written.
-- The job checks the setting that says which action counts; its hourly sweep picks up any referral
-- this missed.
--
-- Called by: the trigger users_referral_qualifying, after users.quizzes_completed leaves 0 (quiz_finish)
--   or users.has_deposited turns true (approveTransaction, domain/wallet/review-transaction.ts).
-- Calls: graphile_worker.add_job (referrals__process).
-- Triggers: none.

create or replace function referrals_queue_on_qualifying() returns trigger language plpgsql as $$
begin
  if exists (select 1 from referrals where referred_id = new.id and status = 'pending') then
    perform graphile_worker.add_job('referrals__process', json_build_object('referredId', new.id),
      job_key => 'referrals__process:' || new.id);
  end if;
  return null;
end $$;

create or replace trigger users_referral_qualifying
  after update of quizzes_completed, has_deposited on users for each row
  when ((old.quizzes_completed = 0 and new.quizzes_completed > 0) or (not old.has_deposited and new.has_deposited))
  execute function referrals_queue_on_qualifying();
