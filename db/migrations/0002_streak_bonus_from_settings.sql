-- quiz_streak_bonus reads its step and amount from the settings (domain/quiz/finish-quiz.sql): the
-- two-argument signature goes.
drop function if exists quiz_streak_bonus(int, numeric);
