-- Achievements an admin manages (issue 19): a category, a typed requirement the server evaluates
-- ({ metric, target } from a closed list), authorship. The seeded catalogue gets the same shape.
alter table achievements
  add column category text not null default 'general'
    constraint achievements_category_check check (category in ('general', 'quiz', 'social', 'tournament', 'referral')),
  add column metric text not null default 'quizzes_completed'
    constraint achievements_metric_check check (metric in ('quizzes_completed', 'correct_answers', 'perfect_quizzes',
      'answer_streak', 'daily_bonus_streak', 'level', 'referrals', 'tournaments_won', 'tasks_completed', 'deposits',
      'challenge_wins', 'hard_quiz_score')),
  add column target integer not null default 1 constraint achievements_target_check check (target between 1 and 1000000),
  add column created_by uuid references users (id),
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now();
alter table achievements add constraint achievements_type_check
  check (type in ('quiz', 'streak', 'referral', 'tournament', 'social', 'other'));
alter table achievements add constraint achievements_icon_check
  check (icon in ('trophy', 'star', 'award', 'users', 'target', 'gift'));

update achievements a set metric = m.metric, target = m.target, category = m.category
from (values
  ('first_quiz', 'quizzes_completed', 1, 'quiz'),
  ('quizzes_10', 'quizzes_completed', 10, 'quiz'),
  ('quizzes_100', 'quizzes_completed', 100, 'quiz'),
  ('perfect_score', 'perfect_quizzes', 1, 'quiz'),
  ('hard_master', 'hard_quiz_score', 80, 'quiz'),
  ('correct_5_row', 'answer_streak', 5, 'quiz'),
  ('correct_10_row', 'answer_streak', 10, 'quiz'),
  ('daily_streak_7', 'daily_bonus_streak', 7, 'general'),
  ('daily_streak_30', 'daily_bonus_streak', 30, 'general'),
  ('first_challenge_win', 'challenge_wins', 1, 'quiz'),
  ('level_5', 'level', 5, 'general'),
  ('level_10', 'level', 10, 'general'),
  ('first_deposit', 'deposits', 1, 'general')
) as m (id, metric, target, category)
where a.id = m.id;

create index user_achievements_achievement_idx on user_achievements (achievement_id);
