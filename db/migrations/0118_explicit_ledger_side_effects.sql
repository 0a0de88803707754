-- The triggers that did product work on player tables, ended (issue 34, decision 0070): each use case
-- now does that work in an explicit statement of its own transaction (docs/architecture.md, "Money
-- and side effects"). post_journal checks that a journal's postings sum to zero before it writes, and
-- the ledger's writers add reward journals to the leaderboard themselves.
drop trigger if exists postings_balanced on postings;
drop function if exists ledger_check_balanced();
drop trigger if exists postings_leaderboard on postings;
drop function if exists leaderboard_record_earnings();
