-- The ids of the admin or player who acted (created, reviewed, decided, blocked, settled), a
-- tournament's winner and a player's inviter keep their value without a foreign key to users (issue
-- 34, decision 0075): a distributed schema cannot keep a foreign key across players' shards. Each
-- id is checked when it is written (the signed-in admin, the winner chosen by settlement, the
-- inviter found by referral code), and history keeps it as written.
alter table achievements drop constraint if exists achievements_created_by_fkey;
alter table app_settings drop constraint if exists app_settings_updated_by_fkey;
alter table audit_log drop constraint if exists audit_log_actor_id_fkey;
alter table question_disputes drop constraint if exists question_disputes_decided_by_fkey;
alter table question_generations drop constraint if exists question_generations_requested_by_fkey;
alter table question_key_corrections drop constraint if exists question_key_corrections_decided_by_fkey;
alter table questions drop constraint if exists questions_created_by_fkey;
alter table referral_refusals drop constraint if exists referral_refusals_referrer_id_fkey;
alter table task_proofs drop constraint if exists task_proofs_reviewed_by_fkey;
alter table tasks drop constraint if exists tasks_created_by_fkey;
alter table tournaments drop constraint if exists tournaments_creator_id_fkey;
alter table tournaments drop constraint if exists tournaments_settled_by_fkey;
alter table tournaments drop constraint if exists tournaments_winner_id_fkey;
alter table transactions drop constraint if exists transactions_reviewed_by_fkey;
alter table user_blocks drop constraint if exists user_blocks_blocked_by_fkey;
alter table user_blocks drop constraint if exists user_blocks_lifted_by_fkey;
alter table users drop constraint if exists users_referrer_id_fkey;
