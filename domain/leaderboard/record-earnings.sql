-- Keeps the leaderboard from the ledger: the ledger's writers add every payment into a player's
-- account from a reward journal to the player's all-time row of leaderboard_entries and to the row of
-- the journal's week (Monday 00:00 UTC), and a change of earnings band is appended to
-- leaderboard_band_changes, which leaderboard_bands_fold moves into leaderboard_bands.
--
-- Called by: leaderboard_record_earnings by post_journal and post_transfer
--   (domain/ledger/post-journal.sql), for each journal they write; leaderboard_bands_fold by
--   foldLeaderboardBands (domain/leaderboard/fold-bands.ts) for the leaderboard__fold_bands job, every
--   minute.
-- Calls: leaderboard_band (band.sql).
-- Triggers: none (the leaderboard tables have none).

-- One journal's postings: `p_users` (null for a system account) and `p_amounts`, side by side, so a
-- journal costs one upsert per player it pays. Earnings are rewards won by playing (v_rewards):
-- deposits, stake returns, bonus unlocks and the welcome bonus do not count; tasks counts task rewards.
-- When an entry enters or changes earnings band (decision 0038), the same statement appends the move
-- to leaderboard_band_changes (+1 to the new band, -1 to the old): an append takes no row lock, so
-- concurrent answers never wait on a shared counter; most rewards do not change band and append
-- nothing. Most journals are no reward (every stake, payout and loss of a challenge answer): the type
-- test returns before the upsert's plan runs (decision 0049). The week is the journal's: it is written
-- in this transaction, at now().
create or replace function leaderboard_record_earnings(p_type text, p_users uuid[], p_amounts bigint[])
returns void language plpgsql as $$
declare
  v_rewards text[] := '{quiz_reward,streak_bonus,tournament_win,referral_bonus,daily_bonus,task_reward,achievement_reward}';
begin
  if not p_type = any (v_rewards) then
    return;
  end if;
  with moved as (
    insert into leaderboard_entries as e (period, user_id, earnings, tasks, band)
    select p.period, x.user_id, sum(x.amount), count(*) filter (where p_type = 'task_reward'),
      leaderboard_band(sum(x.amount)::bigint)
    from unnest(p_users, p_amounts) as x(user_id, amount)
    cross join (values ('all'), (to_char(date_trunc('week', now() at time zone 'UTC'), 'YYYY-MM-DD'))) as p(period)
    where x.user_id is not null and x.amount > 0
    group by p.period, x.user_id
    on conflict (period, user_id) do update set earnings = e.earnings + excluded.earnings, tasks = e.tasks + excluded.tasks,
      band = leaderboard_band(e.earnings + excluded.earnings), prev_band = e.band
    returning e.period, e.band, e.prev_band
  )
  insert into leaderboard_band_changes (period, band, players)
  select period, band, 1 from moved where prev_band is distinct from band
  union all
  select period, prev_band, -1 from moved where prev_band <> band;
end $$;

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
