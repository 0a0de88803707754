-- The dashboard's revenue of today and of this month without a scan of transactions (issue 32,
-- decision 0060): the transactions counters' change rows now carry the UTC day of each row's
-- updated_at, and the fold adds them to transaction_days, one row per (day, type, status). Change
-- rows from before this have no day: they fold into the totals only, and the days are counted here
-- from the transactions themselves, which already hold their effect.
alter table transaction_counter_changes add column day date;

create table transaction_days (
  day date not null,
  type text not null,
  status text not null,
  count bigint not null,
  amount bigint not null,
  primary key (day, type, status)
);

insert into transaction_days (day, type, status, count, amount)
select (updated_at at time zone 'UTC')::date, type, status, count(*), coalesce(sum(amount), 0)
from transactions group by 1, 2, 3;

-- The dashboard's quiz card (total, completed, average score) without a scan of quiz_sessions: change
-- rows appended by quiz_sessions' triggers in the writing transaction (a start, a finish), folded
-- every minute by quiz__fold_counters into the one totals row; readers add the unfolded changes.
create table quiz_counter_changes (
  started bigint not null,
  completed bigint not null,
  score_sum numeric not null
);

create table quiz_counters (
  id boolean primary key default true check (id),
  started bigint not null,
  completed bigint not null,
  score_sum numeric not null
);

insert into quiz_counters (started, completed, score_sum)
select count(*), count(*) filter (where status = 'completed'),
  coalesce(sum(correct_answers * 100.0 / question_count) filter (where status = 'completed'), 0)
from quiz_sessions;
