import { useSuspenseQuery } from '@tanstack/react-query'
import { Award } from 'lucide-react'
import { useApi } from '../../context'
import { formatAmount } from '../../format'
import { achievementsQuery } from '../../queries/progress'
import { HOME_REFRESH } from './live'

export const RARITY_TONE: Record<string, string> = {
  common: 'bg-slate-400/15 text-slate-300',
  rare: 'bg-primary/15 text-primary',
  epic: 'bg-purple-400/15 text-purple-400',
  legendary: 'bg-secondary/15 text-secondary',
}

export function RecentAchievements() {
  const api = useApi()
  const { data: achievements } = useSuspenseQuery({ ...achievementsQuery(api), ...HOME_REFRESH })
  const unlocked = achievements.filter((a) => a.unlocked).slice(0, 3)
  if (unlocked.length === 0) return <p className="text-sm text-muted">No achievements yet. Finish a quiz to unlock your first one.</p>
  return (
    <ul className="flex flex-col gap-2" data-testid="recent-achievements">
      {unlocked.map((a) => (
        <li key={a.id} className="flex items-center gap-3">
          <span className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${RARITY_TONE[a.rarity] ?? RARITY_TONE.common}`}>
            <Award aria-hidden className="size-4" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{a.title}</p>
            <p className="truncate text-xs text-muted">{a.description}</p>
          </div>
          <span className="shrink-0 text-sm font-semibold text-secondary tabular-nums">+{formatAmount(a.reward)} USDT</span>
        </li>
      ))}
    </ul>
  )
}
