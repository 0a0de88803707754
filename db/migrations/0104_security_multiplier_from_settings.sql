-- The security multiplier reads its thresholds from the settings (security.highWinRate and
-- watchWinRate), and the streak bonus is told whether the high tier applies: both functions take
-- new arguments (domain/quiz/finish-quiz.sql defines them), so their old signatures go.
drop function if exists quiz_security_multiplier(int, int);
drop function if exists quiz_streak_bonus(int, numeric, int, bigint);
