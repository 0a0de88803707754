-- Tournament entries keyed by their player (issue 34, decision 0080 step 4c), as a table distributed
-- by user_id and colocated with users needs (docs/scaling.md). No row is copied or changed: both
-- keys below already hold for every row.
--
-- A run is found by its player and its id: the one reader of a run by id (tournament_answer, for
-- the authenticated POST /api/quiz/sessions/:id/answers) names the player, so the run's id is unique
-- per player instead of across all players. Run ids still come from gen_random_uuid().
alter table tournament_participants drop constraint tournament_participants_run_id_key;
alter table tournament_participants
  add constraint tournament_participants_user_id_run_id_key unique (user_id, run_id);

-- A seat is numbered by the tournament: the entry takes tournaments.current_participants + 1 in the
-- statement that writes it, under the tournament's row lock (enterTournament), and the counter never
-- goes down, so seats stay 1, 2, 3... per tournament without a key over many players' rows. The
-- entry stays keyed by the player and the tournament (primary key (tournament_id, user_id): today's
-- order, which the reads by tournament use; a player's own reads use tournament_participants_user_idx).
alter table tournament_participants drop constraint tournament_participants_tournament_id_seat_key;
