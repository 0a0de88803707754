-- A play-through once met stays met (decision 0078): `met_at` records when a read first found it met,
-- with the progress it read (`met_staked`, `met_quizzes`), so the wallet and the withdrawal request stop
-- summing the player's whole play since `since` on every read (a soak found a wallet read at 138 ms
-- after ten minutes of play). A new grant starts a new play-through and clears them
-- (domain/wallet/play-through.ts).
alter table bonus_play_throughs
  add column met_at timestamptz,
  add column met_staked bigint,
  add column met_quizzes int,
  add constraint bonus_play_throughs_met_check
    check ((met_at is null) = (met_staked is null) and (met_at is null) = (met_quizzes is null));
