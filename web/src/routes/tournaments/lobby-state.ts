import type { Tournament } from '../../api-client/tournament-types';
import type { MessageKey } from '../../i18n/catalogs';

export type LobbyState = 'waiting' | 'ready' | 'upcoming' | 'ended' | 'completed' | 'cancelled';

/**
 * The lobby's label: an active tournament is "waiting" with one player and "ready" with two or
 * more; past its end (before the settlement has run) it has "ended".
 */
export function lobbyState(t: Tournament, now: number | null): LobbyState {
  if (t.status === 'active' && now !== null && Date.parse(t.endsAt) <= now) return 'ended';
  if (t.status === 'active') return t.currentParticipants >= 2 ? 'ready' : 'waiting';
  return t.status;
}

/** Each state's message key. */
export const stateLabel: Record<LobbyState, MessageKey> = {
  waiting: 'lobby.waiting',
  ready: 'lobby.ready',
  upcoming: 'lobby.upcoming',
  ended: 'lobby.ended',
  completed: 'lobby.completed',
  cancelled: 'lobby.cancelled',
};

export const stateTone: Record<LobbyState, string> = {
  waiting: 'bg-secondary/15 text-secondary',
  ready: 'bg-accent/15 text-accent',
  upcoming: 'bg-primary/15 text-primary',
  ended: 'bg-surface-2 text-muted',
  completed: 'bg-surface-2 text-fg',
  cancelled: 'bg-danger/15 text-danger',
};
