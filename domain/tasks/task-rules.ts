import { AppError } from '../errors.ts';
import { formatAmount, parseAmount, type Micro } from '../money.ts';
import { DIFFICULTIES, type Difficulty } from '../quiz/types.ts';
import { checkTranslations, type Translations } from '../identity/translations.ts';
import type { Settings } from '../settings/defaults.ts';
import {
  taskActions,
  taskTypes,
  verificationKinds,
  type TaskAction,
  type TaskStatus,
  type TaskType,
  type VerificationKind,
} from './task-lists.ts';

export * from './task-lists.ts';

export type TaskRequirements = {
  minScore?: number;
  difficulty?: Difficulty;
  chat?: string;
  target?: number;
};

/** A task as an admin sends it (every field optional: an edit sends only what changes). */
export type TaskInput = {
  title?: string;
  description?: string;
  type?: string;
  reward?: string | number;
  action?: string;
  link?: string | null;
  partnerName?: string | null;
  verification?: string;
  requirements?: Record<string, unknown>;
  maxCompletions?: number;
  startDate?: string | null;
  endDate?: string | null;
  isActive?: boolean;
  /** Title and description per player language (decision 0069). */
  translations?: unknown;
};

/** A task's stored fields after every rule passed. */
export type TaskFields = {
  title: string;
  description: string;
  type: TaskType;
  reward: Micro;
  action: TaskAction;
  link: string | null;
  partnerName: string | null;
  verification: VerificationKind;
  requirements: TaskRequirements;
  maxCompletions: number;
  startDate: Date | null;
  endDate: Date | null;
  isActive: boolean;
  translations: TaskTranslations;
};

export type TaskTranslations = Translations<'title' | 'description'>;

const refuse = (message: string): never => {
  throw new AppError('VALIDATION_ERROR', message);
};

/** Rewards of marketing and partner tasks go in cents (spec 002 "step 0.01"), the simple form's in dimes ("steps of 0.1"). */
export const rewardStep = (type: TaskType): Micro => (type === 'marketing' || type === 'partner' ? 10_000 : 100_000);
const maxReward: Micro = 1_000_000_000;

const channelName = /^@[A-Za-z][A-Za-z0-9_]{3,31}$/;
const channelId = /^-?\d{5,20}$/;

/** The chat a telegram_channel task checks: `requirements.chat`, else the `@username` of a https://t.me/<username> link. */
export function taskChat(requirements: TaskRequirements, link: string | null): string | null {
  if (requirements.chat) return requirements.chat;
  const match = link ? /^https:\/\/t\.me\/([A-Za-z][A-Za-z0-9_]{3,31})\/?$/.exec(link) : null;
  return match ? `@${match[1]}` : null;
}

function date(value: string | null | undefined, label: string): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 9999)
    refuse(`${label} is not a valid date`);
  return at;
}

function requirementsOf(raw: Record<string, unknown>, kind: VerificationKind, settings: Settings): TaskRequirements {
  const out: TaskRequirements = {};
  if (kind === 'quiz') {
    const minScore = raw.minScore ?? settings.tasks.defaultMinScore;
    if (typeof minScore !== 'number' || !Number.isInteger(minScore) || minScore < 0 || minScore > 100)
      refuse('Minimum score must be a whole number from 0 to 100');
    out.minScore = minScore as number;
    if (raw.difficulty !== undefined && raw.difficulty !== null && raw.difficulty !== '') {
      if (!DIFFICULTIES.includes(raw.difficulty as never)) refuse('Difficulty must be easy, medium or hard');
      out.difficulty = raw.difficulty as TaskRequirements['difficulty'];
    }
  }
  if (kind === 'telegram_channel' && raw.chat !== undefined && raw.chat !== null && raw.chat !== '') {
    const chat = String(raw.chat).trim();
    if (!channelName.test(chat) && !channelId.test(chat)) refuse('Channel must be an @username or a numeric chat id');
    out.chat = chat;
  }
  if (kind === 'referrals') {
    const target = raw.target ?? 1;
    if (typeof target !== 'number' || !Number.isInteger(target) || target < 1 || target > 1000)
      refuse('Target must be 1 to 1000 referrals');
    out.target = target as number;
  }
  return out;
}

/**
 * The rules of a task (spec 002 sections 2.9, 2.10, 5 and 9): the whole task after an edit is
 * checked, so a change can never leave a task the server cannot verify.
 */
export function checkTask(input: TaskInput, before: TaskFields | null, settings: Settings): TaskFields {
  const title = (input.title ?? before?.title ?? '').trim();
  if (!title) refuse('Title is required');
  if (title.length > 120) refuse('Title must be at most 120 characters');
  const description = (input.description ?? before?.description ?? '').trim();
  if (description.length > 2000) refuse('Description must be at most 2000 characters');
  const translations = checkTranslations(input.translations ?? before?.translations ?? {}, {
    title: { label: 'Title', max: 120 },
    description: { label: 'Description', max: 2000 },
  });

  const type = (input.type ?? before?.type ?? 'daily') as TaskType;
  if (!taskTypes.includes(type)) refuse('Type must be daily, marketing, partner or referral');
  const action = (input.action ?? before?.action ?? 'share') as TaskAction;
  if (!taskActions.includes(action)) refuse(`Action must be one of ${taskActions.join(', ')}`);
  const verification = (input.verification ?? before?.verification ?? 'proof') as VerificationKind;
  if (!verificationKinds.includes(verification)) refuse('Unknown task type');

  const reward = input.reward === undefined ? (before?.reward ?? 0) : parseAmount(input.reward);
  if (reward === null || reward < 0) refuse('Reward must be 0 or more');
  if ((reward as Micro) > maxReward) refuse(`Reward must be at most ${formatAmount(maxReward)}`);
  const step = rewardStep(type);
  if ((reward as Micro) % step !== 0) refuse(`Reward must be in steps of ${formatAmount(step)}`);
  const linkCap = parseAmount(settings.tasks.linkRewardCap) ?? 0;
  if (verification === 'link' && (reward as Micro) > linkCap)
    refuse(`Link tasks can reward at most $${formatAmount(linkCap)}`);

  const rawLink = input.link === undefined ? (before?.link ?? null) : input.link;
  const link = rawLink ? rawLink.trim() : null;
  if (link) {
    let ok = false;
    try {
      const url = new URL(link);
      ok = (url.protocol === 'https:' || url.protocol === 'http:') && link.length <= 500;
    } catch {
      ok = false;
    }
    if (!ok) refuse('Link must be a valid http(s) URL');
  }
  if (verification === 'link' && !link) refuse('A link is required for link tasks');

  const rawPartner = input.partnerName === undefined ? (before?.partnerName ?? null) : input.partnerName;
  const partnerName = rawPartner?.trim() || null;
  if (partnerName && partnerName.length > 80) refuse('Partner name must be at most 80 characters');

  const requirements = requirementsOf(
    (input.requirements ?? before?.requirements ?? {}) as Record<string, unknown>,
    verification,
    settings,
  );
  if (verification === 'telegram_channel' && !taskChat(requirements, link))
    refuse('Telegram tasks need a channel (@username) or a https://t.me/<channel> link');

  const maxCompletions = input.maxCompletions ?? before?.maxCompletions ?? 0;
  if (!Number.isInteger(maxCompletions) || maxCompletions < 0 || maxCompletions > 10_000_000)
    refuse('Max completions must be 0 (unlimited) or a whole number above it');

  const startDate = input.startDate === undefined ? (before?.startDate ?? null) : date(input.startDate, 'Start date');
  const endDate = input.endDate === undefined ? (before?.endDate ?? null) : date(input.endDate, 'End date');
  if (startDate && endDate && endDate <= startDate) refuse('End date must be after the start date');

  return {
    title,
    description,
    translations,
    type,
    reward: reward as Micro,
    action,
    link,
    partnerName,
    verification,
    requirements,
    maxCompletions,
    startDate,
    endDate,
    isActive: input.isActive ?? before?.isActive ?? true,
  };
}

/** A task's status from its facts: switched off, past its end, full, or active. */
export function taskStatus(
  t: { isActive: boolean; endDate: Date | null; maxCompletions: number; completions: number },
  now: Date,
): TaskStatus {
  if (!t.isActive) return 'inactive';
  if (t.endDate && t.endDate <= now) return 'expired';
  if (t.maxCompletions > 0 && t.completions >= t.maxCompletions) return 'completed';
  return 'active';
}
