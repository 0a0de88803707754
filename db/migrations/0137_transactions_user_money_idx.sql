-- A player's deposits and withdrawals by time, apart from their stakes and prizes. The fraud score
-- counts a player's deposits and withdrawals of the last hour and reads their withdrawal addresses
-- (domain/fraud/score-user.ts, linked-accounts.ts), for every player who finished a quiz, each minute
-- (decision 0079). Through transactions_user_idx each count read all of the player's transactions of
-- the hour, and the addresses all of their history: a player who stakes all day has thousands.
-- Counting both for 1,000 players with 1,000 transactions each in the hour: 3.2 s through
-- transactions_user_idx, 8 ms through this index. Deposits and withdrawals are few: it is small.
-- Migrations run in a transaction, so it is built without CONCURRENTLY: writes to transactions wait
-- for the build (a pass over the table, seconds for millions of rows). A long read holding the table
-- fails the start-up after 30 s rather than stalling every money write behind it (run it again).
set local lock_timeout = '30s';
create index transactions_user_money_idx on transactions (user_id, type, created_at)
  where type in ('deposit', 'withdrawal');
