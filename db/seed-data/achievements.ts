/** The seeded achievement catalogue (rewards in micro-USDT); the unlock conditions live in domain/achievements. */
export const achievementSeed = [
  { id: 'first_quiz', title: 'First Steps', description: 'Complete your first quiz', type: 'quiz', icon: 'star', rarity: 'common', reward: 500_000 },
  { id: 'quizzes_10', title: 'Quiz Enthusiast', description: 'Complete 10 quizzes', type: 'quiz', icon: 'target', rarity: 'rare', reward: 1_000_000 },
  { id: 'quizzes_100', title: 'Quiz Veteran', description: 'Complete 100 quizzes', type: 'quiz', icon: 'trophy', rarity: 'epic', reward: 5_000_000 },
  { id: 'perfect_score', title: 'Perfectionist', description: 'Score 100% in a quiz', type: 'quiz', icon: 'award', rarity: 'rare', reward: 1_000_000 },
  { id: 'hard_master', title: 'Brainiac', description: 'Score at least 80% in a hard quiz', type: 'quiz', icon: 'award', rarity: 'epic', reward: 2_000_000 },
  { id: 'correct_5_row', title: 'Hot Streak', description: 'Answer 5 questions in a row correctly', type: 'streak', icon: 'star', rarity: 'common', reward: 500_000 },
  { id: 'correct_10_row', title: 'On Fire', description: 'Answer 10 questions in a row correctly', type: 'streak', icon: 'trophy', rarity: 'rare', reward: 1_000_000 },
  { id: 'daily_streak_7', title: 'Dedicated', description: 'Claim the daily bonus 7 days in a row', type: 'streak', icon: 'gift', rarity: 'rare', reward: 1_000_000 },
  { id: 'daily_streak_30', title: 'Unstoppable', description: 'Claim the daily bonus 30 days in a row', type: 'streak', icon: 'gift', rarity: 'legendary', reward: 5_000_000 },
  { id: 'first_challenge_win', title: 'Risk Taker', description: 'Win your first challenge stake', type: 'quiz', icon: 'target', rarity: 'common', reward: 500_000 },
  { id: 'level_5', title: 'Rising Star', description: 'Reach level 5', type: 'other', icon: 'star', rarity: 'rare', reward: 1_000_000 },
  { id: 'level_10', title: 'Crypto Expert', description: 'Reach level 10', type: 'other', icon: 'trophy', rarity: 'epic', reward: 2_000_000 },
  { id: 'first_deposit', title: 'Investor', description: 'Make your first deposit', type: 'other', icon: 'gift', rarity: 'common', reward: 500_000 },
] as const;

export type AchievementId = (typeof achievementSeed)[number]['id'];
