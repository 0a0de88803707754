import type { TaskAction, TaskType, VerificationKind } from '../../domain/tasks/task-lists.ts';

/**
 * The earn tasks a fresh install starts with (decision 0051), so Earn is not empty on day one. Each
 * is verified by the server from the player's own record (no proof, no outside service); the
 * operator edits or switches them off in the tasks screen like any other task. Rewards in
 * micro-USDT, in the daily form's steps of 0.1.
 */
export const starterTasks: {
  title: string;
  description: string;
  type: TaskType;
  action: TaskAction;
  verification: VerificationKind;
  reward: number;
  requirements: Record<string, unknown>;
}[] = [
  {
    title: 'Daily login',
    description: 'Open the app today and collect your reward.',
    type: 'daily',
    action: 'game',
    verification: 'daily_login',
    reward: 100_000,
    requirements: {},
  },
  {
    title: 'Finish a quiz',
    description: 'Start this task, then finish a quiz with a score of 60% or more.',
    type: 'daily',
    action: 'game',
    verification: 'quiz',
    reward: 200_000,
    requirements: { minScore: 60 },
  },
  {
    title: 'Invite a friend',
    description: 'Share your invite link: the reward is yours once a friend you invited finishes a quiz.',
    type: 'referral',
    action: 'invite',
    verification: 'referrals',
    reward: 500_000,
    requirements: { target: 1 },
  },
];
