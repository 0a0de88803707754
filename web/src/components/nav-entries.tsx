import { Coins, Crown, House, Target, Trophy, UserRound, type LucideIcon } from 'lucide-react';
import type { AppSettings, User } from '../api-client/types';
import type { MessageKey } from '../i18n/i18n';

// The bottom navigation's entries (BottomNav.tsx and its More menu, NavMoreMenu.tsx).

type NavPath = '/' | '/quiz' | '/tournaments' | '/earn' | '/leaderboard' | '/profile';

export interface NavEntry {
  to: NavPath;
  label: MessageKey;
  icon: LucideIcon;
  badge?: number;
}

export function navEntries(settings: AppSettings, user: User | null): NavEntry[] {
  const entries: NavEntry[] = [{ to: '/', label: 'nav.home', icon: House }];
  if (settings.features.quiz) entries.push({ to: '/quiz', label: 'nav.quiz', icon: Target });
  if (settings.features.tournaments) entries.push({ to: '/tournaments', label: 'nav.tournaments', icon: Trophy });
  if (settings.features.tasks) entries.push({ to: '/earn', label: 'nav.earn', icon: Coins });
  if (settings.features.leaderboard) entries.push({ to: '/leaderboard', label: 'nav.leaderboard', icon: Crown });
  entries.push({ to: '/profile', label: 'nav.profile', icon: UserRound, badge: user?.level });
  return entries;
}

/** The quiz screen, at /quiz (standard), /betting-quiz (challenge) or /practice-quiz (a guest's practice): all are the Quiz entry. */
export function isQuizScreen(pathname: string) {
  return pathname === '/quiz' || pathname === '/betting-quiz' || pathname === '/practice-quiz';
}

export function isActive(pathname: string, to: NavPath) {
  if (to === '/') return pathname === '/';
  if (to === '/quiz') return isQuizScreen(pathname);
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function LevelBadge({ level }: { level: number }) {
  return (
    <span
      aria-hidden
      className="flex h-4 min-w-4 items-center justify-center rounded-full bg-secondary px-1 text-[10px] font-bold text-black tabular-nums"
    >
      {level}
    </span>
  );
}
