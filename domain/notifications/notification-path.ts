import type { NotificationType } from './notify.ts';

/** The screen a notification is about: the Telegram message's button and the bell panel's link both open it. */
export const notificationPath = {
  deposit_approved: '/profile',
  deposit_rejected: '/profile',
  withdrawal_completed: '/profile',
  withdrawal_rejected: '/profile',
  task_proof_approved: '/earn',
  task_proof_rejected: '/earn',
  task_activated: '/earn',
  tournament_completed: '/tournaments',
  referral_reward: '/earn',
  achievement_unlocked: '/profile',
  level_up: '/profile',
  daily_bonus_ready: '/',
  daily_bonus_streak: '/',
  dispute_decided: '/',
  answer_resettled: '/profile',
} as const satisfies Record<NotificationType, '/' | '/earn' | '/profile' | '/tournaments'>;

/** The screen of a notification of any type, the home screen for one this map does not know. */
export const notificationPathOf = (type: string): (typeof notificationPath)[NotificationType] =>
  notificationPath[type as NotificationType] ?? '/';
