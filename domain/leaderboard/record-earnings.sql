-- Keeps leaderboard_entries: every posting into a player's account from a reward journal adds to the
-- player's all-time row and to the row of the journal's week (Monday 00:00 UTC). One statement per
-- inserting statement (a transition table), so a journal costs one upsert per player it pays.
-- Earnings are rewards won by playing: deposits, stake returns, bonus unlocks and the welcome bonus
-- do not count; tasks counts task rewards.
create or replace function leaderboard_record_earnings() returns trigger language plpgsql as $$
begin
  insert into leaderboard_entries as e (period, user_id, earnings, tasks)
  select p.period, a.user_id, sum(added.amount), count(*) filter (where j.type = 'task_reward')
  from added
  join accounts a on a.id = added.account_id and a.user_id is not null
  join journals j on j.id = added.journal_id
    and j.type in ('quiz_reward', 'streak_bonus', 'tournament_win', 'referral_bonus', 'daily_bonus', 'task_reward', 'achievement_reward')
  cross join lateral (values ('all'), (to_char(date_trunc('week', j.created_at at time zone 'UTC'), 'YYYY-MM-DD'))) as p(period)
  where added.amount > 0
  group by p.period, a.user_id
  on conflict (period, user_id) do update set earnings = e.earnings + excluded.earnings, tasks = e.tasks + excluded.tasks;
  return null;
end $$;

create or replace trigger postings_leaderboard
  after insert on postings referencing new table as added
  for each statement execute function leaderboard_record_earnings();
