// Shapes of the earn tasks API (API.md "Earn tasks and proofs"). Amounts are decimal strings.
import type {
  TaskAction,
  TaskStatus,
  TaskType,
  VerificationKind as Verification,
} from '../../../domain/tasks/task-lists';
import type { User } from './types';

export type {
  TaskAction,
  TaskStatus,
  TaskType,
  VerificationKind as Verification,
} from '../../../domain/tasks/task-lists';

export interface TaskRequirements {
  minScore?: number;
  difficulty?: 'easy' | 'medium' | 'hard';
  chat?: string;
  target?: number;
}

/** A task as the player sees it, with their own state in the current period. */
export interface PlayerTask {
  id: string;
  type: TaskType;
  title: string;
  description: string;
  reward: string;
  link: string | null;
  action: TaskAction;
  partnerName: string | null;
  requiresProof: boolean;
  verification: Verification;
  requirements: TaskRequirements;
  status: 'available' | 'pending' | 'completed' | 'rejected';
  progress: number;
  target: number;
  started: boolean;
  rejectionReason?: string;
  expiresAt?: string;
}

export interface TaskCompletion {
  task: PlayerTask;
  reward: string;
  user: User;
}

export interface SubmittedProof {
  id: string;
  taskId: string;
  status: 'pending';
  submittedAt: string;
}

export interface AdminTask {
  id: string;
  type: TaskType;
  title: string;
  description: string;
  reward: string;
  action: TaskAction;
  link: string | null;
  partnerName: string | null;
  verification: Verification;
  requiresProof: boolean;
  requirements: TaskRequirements;
  maxCompletions: number;
  completions: number;
  uniqueUsers: number;
  successRate: number;
  pendingProofs: number;
  rewardsPaid: string;
  startDate: string | null;
  endDate: string | null;
  expiryDate: string | null;
  isActive: boolean;
  status: TaskStatus;
  createdAt: string;
  updatedAt: string;
}

export interface AdminTaskPage {
  data: AdminTask[];
  nextCursor: string | null;
  total: number;
  counts: {
    total: number;
    active: number;
    inactive: number;
    completed: number;
    expired: number;
    pending: number;
    completions: number;
    rewardsPaid: string;
  };
}

export interface AdminTaskProof {
  id: string;
  taskId: string;
  taskType: TaskType;
  taskTitle: string;
  taskDescription: string;
  taskReward: string;
  taskLink: string | null;
  userId: string;
  userName: string;
  userUsername: string | null;
  userTelegramId: string | null;
  username: string;
  taskUrl: string;
  description: string;
  hasScreenshot: boolean;
  status: 'pending' | 'approved' | 'rejected';
  submittedAt: string;
  ageHours: number;
  overdue: boolean;
  reviewedAt: string | null;
  reviewedBy: string | null;
  rejectionReason: string | null;
}

export interface AdminTaskProofPage {
  data: AdminTaskProof[];
  nextCursor: string | null;
  prevCursor: string | null;
  /** Pending and overdue are exact; the others stop at 10,000 (`capped`: shown as "10,000+"). */
  counts: { total: number; approved: number; rejected: number; pending: number; overdue: number; capped: boolean };
}
