import { Flame } from 'lucide-react'
import type { DailyBonusStatus } from '../../api/player-types'
import { formatAmount } from '../../format'

export function StreakCard({ days, bonus }: { days: number; bonus: DailyBonusStatus | undefined }) {
  return (
    <section aria-labelledby="streak-heading" className="card flex items-center gap-4 bg-linear-to-br from-orange-500/15 to-surface" data-testid="streak-card">
      <div className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-orange-500/20 text-orange-400">
        <Flame aria-hidden className="size-7" />
      </div>
      <div className="min-w-0 flex-1">
        <h2 id="streak-heading" className="text-sm font-medium text-muted">
          Current Streak
        </h2>
        <p className="text-2xl font-bold tabular-nums">
          {days} {days === 1 ? 'day' : 'days'}
        </p>
        {bonus ? (
          <p className="text-xs text-muted tabular-nums">
            {bonus.available ? 'Claim today to keep it going' : 'Come back tomorrow to keep it going'} · next bonus{' '}
            <span className="font-semibold text-secondary">{formatAmount(bonus.nextAmount)} USDT</span> (x{bonus.multiplier})
          </p>
        ) : null}
      </div>
    </section>
  )
}
