// The value lists of tasks, once (checked against the database's checks by domain/value-lists.test.ts).
// This file imports nothing, so the back office imports its values.

export const taskTypes = ['daily', 'marketing', 'partner', 'referral'] as const;
export type TaskType = (typeof taskTypes)[number];
export const taskActions = [
  'share',
  'invite',
  'social',
  'subscribe',
  'create',
  'join',
  'game',
  'survey',
  'watch',
  'download',
] as const;
export type TaskAction = (typeof taskActions)[number];
export const verificationKinds = ['quiz', 'telegram_channel', 'referrals', 'daily_login', 'proof', 'link'] as const;
export type VerificationKind = (typeof verificationKinds)[number];
export const taskStatuses = ['active', 'inactive', 'completed', 'expired'] as const;
export type TaskStatus = (typeof taskStatuses)[number];
/** The back office's task filter: a status, or `pending` (tasks with proofs waiting for review, spec 002 section 2.9). */
export const taskFilterStatuses = [...taskStatuses, 'pending'] as const;
export type TaskFilterStatus = (typeof taskFilterStatuses)[number];
