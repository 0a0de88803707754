-- Keeps the leaderboard from the ledger: every posting into a player's account from a reward journal
-- adds to the player's all-time row of leaderboard_entries and to the row of the journal's week
-- (Monday 00:00 UTC), and a change of earnings band is appended to leaderboard_band_changes, which
-- leaderboard_bands_fold moves into leaderboard_bands.
--
-- Called by: the trigger postings_leaderboard (after every statement that inserts postings:
--   post_journal and post_transfer, domain/ledger/post-journal.sql); leaderboard_bands_fold by
--   foldLeaderboardBands (domain/leaderboard/fold-bands.ts) for the leaderboard__fold_bands job, every
--   minute.
-- Calls: leaderboard_band (band.sql).
-- Triggers: none (the leaderboard tables have none).

-- One statement per inserting statement (a transition table), so a journal costs one upsert per player
-- it pays. Earnings are rewards won by playing (v_rewards): deposits, stake returns, bonus unlocks and
-- the welcome bonus do not count; tasks counts task rewards.
-- When an entry enters or changes earnings band (decision 0038), the same statement appends the move
-- to leaderboard_band_changes (+1 to the new band, -1 to the old): an append takes no row lock, so
-- concurrent answers never wait on a shared counter; most rewards do not change band and append
-- nothing.
-- Most inserting statements post no reward (every stake, payout and loss of a challenge answer): one
-- indexed look at their journals returns before the upsert's plan runs (decision 0049).
create or replace function leaderboard_record_earnings() returns trigger language plpgsql as $$
declare
  v_rewards text[] := '{quiz_reward,streak_bonus,tournament_win,referral_bonus,daily_bonus,task_reward,achievement_reward}';
begin
  if not exists (select 1 from added join journals j on j.id = added.journal_id and j.type = any (v_rewards) where added.amount > 0) then
    return null;
  end if;
  with moved as (
    insert into leaderboard_entries as e (period, user_id, earnings, tasks, band)
    select p.period, a.user_id, sum(added.amount), count(*) filter (where j.type = 'task_reward'),
      leaderboard_band(sum(added.amount)::bigint)
    from added
    join accounts a on a.id = added.account_id and a.user_id is not null
    join journals j on j.id = added.journal_id
      and j.type = any (v_rewards)
    cross join lateral (values ('all'), (to_char(date_trunc('week', j.created_at at time zone 'UTC'), 'YYYY-MM-DD'))) as p(period)
    where added.amount > 0
    group by p.period, a.user_id
    on conflict (period, user_id) do update set earnings = e.earnings + excluded.earnings, tasks = e.tasks + excluded.tasks,
      band = leaderboard_band(e.earnings + excluded.earnings), prev_band = e.band
    returning e.period, e.band, e.prev_band
  )
  insert into leaderboard_band_changes (period, band, players)
  select period, band, 1 from moved where prev_band is distinct from band
  union all
  select period, prev_band, -1 from moved where prev_band <> band;
  return null;
end $$;

create or replace trigger postings_leaderboard
  after insert on postings referencing new table as added for each statement execute function leaderboard_record_earnings();

-- Moves the band changes into the totals. Safe to run concurrently and at any time: a change row is
-- deleted by exactly one fold, and readers add the unfolded changes, so totals never jump.
create or replace function leaderboard_bands_fold() returns integer language sql as $$
  with moved as (
    delete from leaderboard_band_changes returning period, band, players
  ), summed as (
    insert into leaderboard_bands as b (period, band, players)
    select period, band, sum(players) from moved group by period, band
    on conflict (period, band) do update set players = b.players + excluded.players
    returning 1
  )
  select count(*)::int from moved;
$$;
