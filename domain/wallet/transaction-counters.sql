-- The transactions list's summary counters (decision 0021). The writers of transactions append change
-- rows in their transaction (issue 34, decision 0070), one per (type, status, day) a statement
-- touched: a million-row insert adds a handful of rows, and concurrent writers never wait on each
-- other (appends take no row lock, unlike an update of a shared counter row). transaction_counters_fold
-- moves them into the totals and into transaction_days by the UTC day of each row's updated_at (the
-- dashboard's revenue of today and of this month, decision 0060).
--
-- Called by: transactions_count by pay_user (domain/ledger/pay-user.sql), requestDeposit,
--   requestWithdrawal, the TON watcher (watch-ton-deposits.ts), enterTournament, payWinners and
--   refundTournament (settle-tournament.ts) after their inserts, and by countAround (domain/count-around.ts: finish in
--   settle-transaction.ts, verifyDeposit, verifyPayout) around their updates; transaction_counters_fold
--   by foldTransactionCounters (domain/wallet/fold-transaction-counters.ts) for the
--   wallet__fold_counters job, every minute.
-- Calls: nothing of ours.
-- Triggers: none.

-- Appends `p_change` times the count and amount of the listed transactions as they are now: +1 after
-- inserting them, -1 before deleting them, -1 before and +1 after an update under the rows' locks
-- (countAround).
create or replace function transactions_count(p_ids uuid[], p_change int) returns void language sql as $$
  insert into transaction_counter_changes (type, status, day, count, amount)
  select type, status, (updated_at at time zone 'UTC')::date, p_change * count(*), p_change * coalesce(sum(amount), 0)
  from transactions where id = any(p_ids) group by 1, 2, 3;
$$;

-- Moves the changes into the totals. Safe to run concurrently and at any time: a change row is
-- deleted by exactly one fold, and readers add the unfolded changes, so totals never jump.
create or replace function transaction_counters_fold() returns integer language sql as $$
  with moved as (
    delete from transaction_counter_changes returning type, status, day, count, amount
  ), summed as (
    insert into transaction_counters as c (type, status, count, amount)
    select type, status, sum(count), sum(amount) from moved group by type, status
    on conflict (type, status) do update set count = c.count + excluded.count, amount = c.amount + excluded.amount
    returning 1
  ), days as (
    insert into transaction_days as d (day, type, status, count, amount)
    select day, type, status, sum(count), sum(amount) from moved where day is not null group by day, type, status
    on conflict (day, type, status) do update set count = d.count + excluded.count, amount = d.amount + excluded.amount
    returning 1
  )
  select count(*)::int from moved;
$$;
