-- Players whose fraud score is due again after a finished quiz (decision 0079): one row per player,
-- written in the statement of the quiz's last answer (fraud_mark_rescore_due) and taken by the
-- per-minute sweep of fraud__score_user, instead of a keyed graphile-worker job per finished quiz.
create table fraud_rescore_due (
  user_id uuid primary key references users (id) on delete cascade
);
