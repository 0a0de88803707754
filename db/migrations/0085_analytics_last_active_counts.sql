-- How many players were last active on each UTC day, so the Analytics screen's "active players in
-- the period" sums at most 366 rows instead of counting a million analytics_last_active entries.
-- Kept by analytics_count_last_active() (domain/analytics/count-last-active.sql), which the
-- analytics__refresh job's analytics_refresh() calls. See docs/decisions/0040-analytics-at-scale-and-settings-that-apply.md.
create table analytics_last_active_counts (
  day date primary key,
  users int not null
);

insert into analytics_last_active_counts (day, users)
select day, count(*) from analytics_last_active group by day;
