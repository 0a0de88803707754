import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Award,
  Gift,
  Sparkles,
  Target,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { JournalType } from '../../../../domain/ledger/types';

/** The spec's transaction types (and the journal types that also show up in a player's history). */
export const TRANSACTION_TYPES: Partial<Record<JournalType, { label: string; icon: LucideIcon; debit?: boolean }>> = {
  deposit: { label: 'Deposit', icon: ArrowDownToLine },
  withdrawal: { label: 'Withdrawal', icon: ArrowUpFromLine, debit: true },
  quiz_reward: { label: 'Quiz reward', icon: Target },
  tournament_win: { label: 'Tournament win', icon: Trophy },
  referral_bonus: { label: 'Referral bonus', icon: Users },
  daily_bonus: { label: 'Daily bonus', icon: Gift },
  streak_bonus: { label: 'Streak bonus', icon: Sparkles },
  task_reward: { label: 'Task reward', icon: Award },
  welcome_bonus: { label: 'Welcome bonus', icon: Gift },
  achievement_reward: { label: 'Achievement reward', icon: Award },
  tournament_creation: { label: 'Tournament creation', icon: Trophy, debit: true },
  tournament_join: { label: 'Tournament entry', icon: Trophy, debit: true },
  tournament_refund: { label: 'Tournament refund', icon: Trophy },
  quiz_stake: { label: 'Challenge stake', icon: Target, debit: true },
};

export function transactionType(type: string) {
  return (
    TRANSACTION_TYPES[type as JournalType] ?? {
      label: type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
      icon: Sparkles,
    }
  );
}
