-- The earnings band of a leaderboard entry: floor(64 * log2(earnings in micro-USDT)), so each band is
-- about 1.1% wide and a million players spread over several hundred bands (decision 0038). Monotonic in
-- earnings, which is all the rank needs: every entry of a higher band earned more.
--
-- Called by: leaderboard_record_earnings (domain/leaderboard/record-earnings.sql).
-- Calls: nothing of ours.
-- Triggers: none (immutable).

create or replace function leaderboard_band(earnings bigint) returns smallint
language sql immutable parallel safe
return floor(ln(greatest(earnings, 1)::float8) * 64 / ln(2::float8))::smallint;
