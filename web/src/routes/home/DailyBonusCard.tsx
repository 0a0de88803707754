import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { CircleCheck, Gift, LoaderCircle } from 'lucide-react'
import { useEffect } from 'react'
import { Skeleton } from '../../components/Skeleton'
import { useClaimDailyBonus } from '../../components/DailyBonus'
import { formatCountdown, useNow } from '../../components/useNow'
import { useApi } from '../../context'
import { formatAmount } from '../../format'
import { dailyBonusQuery } from '../../queries/daily-bonus'
import { HOME_REFRESH } from './live'

export function DailyBonusCard() {
  const api = useApi()
  const queryClient = useQueryClient()
  const { data: bonus } = useSuspenseQuery({ ...dailyBonusQuery(api), ...HOME_REFRESH })
  const claim = useClaimDailyBonus()
  const now = useNow(1_000, !bonus.available)
  const remaining = now === null ? null : Date.parse(bonus.nextAvailableAt) - now
  const due = !bonus.available && remaining !== null && remaining <= 0

  useEffect(() => {
    // local midnight passed: ask the server whether today's bonus is open
    if (due) void queryClient.invalidateQueries({ queryKey: dailyBonusQuery(api).queryKey })
  }, [due, api, queryClient])

  return (
    <section aria-labelledby="daily-bonus" className="card flex items-center gap-3 bg-linear-to-br from-secondary/15 to-surface" data-testid="daily-bonus-card">
      <div className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-secondary/20 text-secondary">
        <Gift aria-hidden className="size-6" />
      </div>
      <div className="min-w-0 flex-1">
        <h2 id="daily-bonus" className="font-semibold">
          Daily Bonus
        </h2>
        <p className="text-sm text-muted tabular-nums">
          {bonus.available ? (
            <>
              <span className="font-semibold text-secondary">+{formatAmount(bonus.nextAmount)} USDT</span> · x{bonus.multiplier}
            </>
          ) : (
            <span data-testid="bonus-countdown">Next bonus in {remaining === null ? '--:--:--' : formatCountdown(remaining)}</span>
          )}
        </p>
      </div>
      {bonus.available ? (
        <button type="button" className="btn btn-primary shrink-0 px-3.5" disabled={claim.isPending} onClick={() => claim.mutate()}>
          {claim.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          Claim Now
        </button>
      ) : (
        <span className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-xl bg-accent/15 px-3 text-sm font-semibold text-accent">
          <CircleCheck aria-hidden className="size-4" /> Claimed
        </span>
      )}
    </section>
  )
}

export function DailyBonusCardSkeleton() {
  return (
    <div aria-hidden className="card flex items-center gap-3">
      <Skeleton className="size-12 rounded-2xl" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-3.5 w-40" />
      </div>
      <Skeleton className="h-11 w-24 rounded-xl" />
    </div>
  )
}
