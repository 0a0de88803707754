-- Player tables keyed by their player (issue 34, decision 0080): the rows of these tables each belong
-- to one player and nothing references them by id, so their primary key becomes (user_id, id), as
-- a table distributed by user_id needs (docs/scaling.md). Ids still come from their sequence or
-- gen_random_uuid(). Where an admin addresses a row by its id alone (a security flag, a task proof, a
-- dispute) a plain index on id keeps that lookup an index scan; everything else is read by player.
alter table activities drop constraint activities_pkey, add primary key (user_id, id);
-- (user_id, id desc) is the new primary key read backwards.
drop index activities_user_idx;
alter table play_breaks drop constraint play_breaks_pkey, add primary key (user_id, id);
alter table play_limits drop constraint play_limits_pkey, add primary key (user_id, id);
alter table referral_refusals drop constraint referral_refusals_pkey, add primary key (user_id, id);
alter table sign_in_signals drop constraint sign_in_signals_pkey, add primary key (user_id, id);
alter table user_blocks drop constraint user_blocks_pkey, add primary key (user_id, id);
alter table deposit_proofs drop constraint deposit_proofs_pkey, add primary key (user_id, id);
alter table deposit_intents drop constraint deposit_intents_pkey, add primary key (user_id, id);
alter table security_flags drop constraint security_flags_pkey, add primary key (user_id, id);
create index security_flags_id_idx on security_flags (id);
alter table task_proofs drop constraint task_proofs_pkey, add primary key (user_id, id);
create index task_proofs_id_idx on task_proofs (id);
alter table question_disputes drop constraint question_disputes_pkey, add primary key (user_id, id);
create index question_disputes_id_idx on question_disputes (id);
-- A session's marks are read with the session's player (its access token names both).
alter table admin_sessions drop constraint admin_sessions_pkey, add primary key (user_id, session_id);
drop index admin_sessions_user_id;
alter table mini_app_sessions drop constraint mini_app_sessions_pkey, add primary key (user_id, session_id);
drop index mini_app_sessions_user_idx;
-- A re-settlement is the answering player's: (correction, answer) stays its idempotency key.
alter table answer_resettlements drop constraint answer_resettlements_pkey,
  add primary key (user_id, correction_id, session_id, position);
