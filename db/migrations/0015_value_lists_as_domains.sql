-- Value lists as domains instead of table CHECK constraints (docs/decisions/0011-fewer-executor-steps-per-answer.md).
-- PostgreSQL reads every CHECK constraint of a table back from its stored form for each statement
-- that writes a row there, whatever columns it changes, and a value list ("type in (19 names)")
-- costs far more to read than the comparison it makes: under the challenge benchmark, 8% of
-- PostgreSQL's CPU went to it. A domain's check is prepared once per connection and runs only
-- where a value of that column is written. The rules themselves are unchanged.

create domain user_status as text check (value in ('active', 'pending', 'blocked'));
create domain quiz_difficulty as text check (value in ('easy', 'medium', 'hard'));
create domain quiz_mode as text check (value in ('standard', 'challenge'));
create domain quiz_status as text check (value in ('active', 'completed'));
create domain bet_result as text check (value in ('won', 'lost'));
create domain account_kind as text check (value in ('playable', 'bonus', 'system'));
create domain journal_type as text check (value in (
  'deposit', 'withdrawal', 'withdrawal_fee', 'quiz_reward', 'streak_bonus', 'quiz_stake', 'quiz_payout', 'quiz_stake_lost',
  'tournament_win', 'tournament_creation', 'tournament_join', 'referral_bonus', 'daily_bonus', 'task_reward',
  'welcome_bonus', 'achievement_reward', 'bonus_unlock', 'adjustment', 'reversal'));

alter table users drop constraint users_status_check, alter column status type user_status;
alter table quiz_sessions drop constraint quiz_sessions_difficulty_check, drop constraint quiz_sessions_mode_check,
  drop constraint quiz_sessions_status_check,
  alter column difficulty type quiz_difficulty, alter column mode type quiz_mode, alter column status type quiz_status;
alter table quiz_answers drop constraint quiz_answers_bet_result_check, alter column bet_result type bet_result;
alter table journals drop constraint journals_type_check, alter column type type journal_type;
-- The owner rule without its value list (the kind is the domain's): a user's account has a balance
-- that never goes negative, a system account a code and no cached balance (decision 0001).
alter table accounts drop constraint accounts_owner, alter column kind type account_kind,
  add constraint accounts_owner check (
    (user_id is not null and code is null and kind <> 'system' and balance >= 0)
    or (user_id is null and code is not null and kind = 'system' and balance is null));
