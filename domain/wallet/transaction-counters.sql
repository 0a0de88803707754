-- The transactions list's summary counters (decision 0021). Statement-level triggers append one change
-- row per (type, status) a statement touched, in the same transaction as the write: a million-row
-- insert adds a handful of rows, and concurrent writers never wait on each other (appends take no row
-- lock, unlike an update of a shared counter row). transaction_counters_fold moves them into the totals
-- and into transaction_days by the UTC day of each row's updated_at (the dashboard's revenue of today
-- and of this month, decision 0060).
--
-- Called by: the triggers transactions_counters_insert, transactions_counters_update and
--   transactions_counters_delete; transaction_counters_fold by foldTransactionCounters
--   (domain/wallet/fold-transaction-counters.ts) for the wallet__fold_counters job, every minute.
-- Calls: nothing of ours.
-- Triggers: none.

create or replace function transaction_counters_record() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into transaction_counter_changes (type, status, day, count, amount)
    select type, status, (updated_at at time zone 'UTC')::date, count(*), coalesce(sum(amount), 0)
    from added group by 1, 2, 3;
  elsif tg_op = 'DELETE' then
    insert into transaction_counter_changes (type, status, day, count, amount)
    select type, status, (updated_at at time zone 'UTC')::date, -count(*), -coalesce(sum(amount), 0)
    from removed group by 1, 2, 3;
  else
    insert into transaction_counter_changes (type, status, day, count, amount)
    select type, status, day, sum(count), sum(amount)
    from (
      select type, status, (updated_at at time zone 'UTC')::date as day, 1 as count, amount from added
      union all
      select type, status, (updated_at at time zone 'UTC')::date, -1, -amount from removed
    ) moved
    group by type, status, day
    having sum(count) <> 0 or sum(amount) <> 0;
  end if;
  return null;
end $$;

create or replace trigger transactions_counters_insert after insert on transactions
  referencing new table as added for each statement execute function transaction_counters_record();
create or replace trigger transactions_counters_update after update on transactions
  referencing old table as removed new table as added for each statement execute function transaction_counters_record();
create or replace trigger transactions_counters_delete after delete on transactions
  referencing old table as removed for each statement execute function transaction_counters_record();

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
