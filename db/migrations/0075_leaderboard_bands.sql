-- A player's rank without counting every entry ahead (issue 17, decision 0038): entries are grouped
-- in earnings bands (band = floor(64 * log2(earnings)), about 1.1% wide; domain/leaderboard/band.sql),
-- and the number of players per (period, band) is kept. A rank is then the players of the bands above
-- (a few hundred rows at most) plus the entries ahead within the player's own band (one index range).
-- prev_band is the band before the entry's last change, set by the upsert under the row lock, so the
-- trigger knows which band a player left without reading the row again.
alter table leaderboard_entries add column band smallint not null default 0, add column prev_band smallint;

-- Same formula as leaderboard_band() (domain/leaderboard/band.sql); functions load after migrations.
update leaderboard_entries set band = floor(ln(greatest(earnings, 1)::float8) * 64 / ln(2::float8))::smallint;

drop index leaderboard_entries_rank_idx;
create index leaderboard_entries_rank_idx on leaderboard_entries(period, band desc, earnings desc, user_id);

-- Players per (period, band): folded totals, plus the changes the trigger appends (appends never wait
-- on each other, unlike an update of a shared counter row); leaderboard__fold_bands folds them every
-- minute and readers add the unfolded ones.
create table leaderboard_bands (
  period text not null,
  band smallint not null,
  players bigint not null,
  primary key (period, band)
);
create table leaderboard_band_changes (
  period text not null,
  band smallint not null,
  players integer not null
);
create index leaderboard_band_changes_idx on leaderboard_band_changes(period, band);

insert into leaderboard_bands (period, band, players)
select period, band, count(*) from leaderboard_entries group by period, band;
