-- A payment to a player in one call: the journal from system account `p_from` into the player's
-- `p_into` account (bonus credit goes to playable once the player has deposited, decision 0004), the
-- player's completed transaction row, and their total_earned. Returns {"journalId", "transactionId"}.
--
-- Called by: payUser (domain/ledger/pay-user.ts: the welcome, daily and referral bonuses, task and
--   achievement rewards) and quiz_finish (the quiz reward and streak bonus, domain/quiz/finish-quiz.sql).
-- Calls: post_transfer (post-journal.sql), transactions_count (domain/wallet/transaction-counters.sql).
-- Triggers: none (post_transfer adds a reward to the leaderboard itself).

create or replace function pay_user(p_user_id uuid, p_type text, p_amount bigint, p_into text, p_from text, p_description text, p_details jsonb)
returns jsonb language plpgsql as $$
declare
  v_into text := p_into;
  v_journal bigint;
  v_transaction uuid;
begin
  if p_into = 'bonus' and exists (select 1 from users where id = p_user_id and has_deposited) then v_into := 'playable'; end if;
  v_journal := post_transfer(p_type, p_user_id, v_into, p_amount, p_from, p_description, null);
  insert into transactions (user_id, type, amount, status, description, details, journal_id)
  values (p_user_id, p_type, p_amount, 'completed', p_description, coalesce(p_details, '{}'::jsonb), v_journal)
  returning id into v_transaction;
  perform transactions_count(array[v_transaction], 1);
  update users set total_earned = total_earned + p_amount where id = p_user_id;
  return jsonb_build_object('journalId', v_journal, 'transactionId', v_transaction);
end $$;
