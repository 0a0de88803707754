import { useSuspenseQuery } from '@tanstack/react-query'
import { createRoute, Link } from '@tanstack/react-router'
import { ArrowDownToLine, ChevronRight, Coins, Sparkles, Star, Target, Trophy, Wallet, type LucideIcon } from 'lucide-react'
import type { User } from '../api/types'
import { MASK, useBalanceHidden } from '../components/balanceVisibility'
import { ErrorScreen } from '../components/ErrorScreen'
import { PageSkeleton } from '../components/Skeleton'
import { useApi } from '../context'
import { formatAmount, formatCount, levelProgress, levelTitle } from '../format'
import { profileQuery } from '../queries/profile'
import { useSettings } from '../settings'
import { playerRoute } from './player'

export const homeRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: '/',
  loader: async ({ context }) => {
    if (context.maintenance) return
    await context.queryClient.ensureQueryData(profileQuery(context.api))
  },
  component: HomePage,
  pendingComponent: PageSkeleton,
  errorComponent: ErrorScreen,
})

function HomePage() {
  const api = useApi()
  const settings = useSettings()
  const { data: user } = useSuspenseQuery(profileQuery(api))
  const { content, features } = settings
  return (
    <div className="flex flex-col gap-4">
      <section className="pt-1">
        <h1 className="text-2xl leading-tight font-bold">{content.homePageTitle}</h1>
        <p className="mt-1 text-sm text-muted">{content.homePageSubtitle}</p>
      </section>

      {user ? <PlayerTiles user={user} /> : <GuestCallToAction />}

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-2 text-sm font-semibold text-muted">
          Quick Actions
        </h2>
        <div className="grid grid-cols-2 gap-3">
          <QuickAction to="/quiz" icon={Target} label="Start Quiz" tone="text-primary bg-primary/12" />
          {features.tournaments ? <QuickAction to="/tournaments" icon={Trophy} label="Tournaments" tone="text-secondary bg-secondary/12" /> : null}
          {features.tasks ? <QuickAction to="/earn" icon={Coins} label="Earn Tasks" tone="text-accent bg-accent/12" /> : null}
          <QuickAction to="/deposit" icon={ArrowDownToLine} label="Deposit" tone="text-fg bg-surface-2" />
        </div>
      </section>
    </div>
  )
}

function PlayerTiles({ user }: { user: User }) {
  const [hidden] = useBalanceHidden()
  const progress = levelProgress(user)
  return (
    <section className="grid grid-cols-2 gap-3" aria-label="Your level and balance">
      <div className="card flex flex-col gap-1" data-testid="level-tile">
        <div className="flex items-center gap-2 text-xs font-medium text-muted">
          <Star aria-hidden className="size-4 text-secondary" /> Level
        </div>
        <div className="text-2xl font-bold tabular-nums">{user.level}</div>
        <div className="text-xs text-secondary">{levelTitle(user.level)}</div>
        <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden>
          <div className="h-full rounded-full bg-secondary" style={{ width: `${progress.percent}%` }} />
        </div>
        <div className="text-[11px] text-muted tabular-nums">
          {formatCount(progress.current)} / {formatCount(progress.needed)} XP
        </div>
      </div>
      <div className="card flex flex-col gap-1" data-testid="balance-tile">
        <div className="flex items-center gap-2 text-xs font-medium text-muted">
          <Wallet aria-hidden className="size-4 text-primary" /> Balance
        </div>
        <div className="text-2xl font-bold tabular-nums">{hidden ? MASK : formatAmount(user.balance)}</div>
        <div className="text-xs text-muted">USDT</div>
        <dl className="mt-2 space-y-0.5 text-[11px] tabular-nums">
          <div className="flex justify-between">
            <dt className="text-muted">Playable</dt>
            <dd>{hidden ? MASK : formatAmount(user.playableBalance)}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-muted">Bonus</dt>
            <dd>{hidden ? MASK : formatAmount(user.bonusBalance)}</dd>
          </div>
        </dl>
      </div>
    </section>
  )
}

function GuestCallToAction() {
  return (
    <section className="card flex flex-col gap-3 bg-linear-to-br from-primary/15 to-surface" aria-labelledby="guest-cta">
      <div className="flex items-center gap-3">
        <div className="flex size-11 items-center justify-center rounded-full bg-primary/20 text-primary">
          <Sparkles aria-hidden className="size-5" />
        </div>
        <div>
          <h2 id="guest-cta" className="font-semibold">
            Play, level up, win USDT
          </h2>
          <p className="text-sm text-muted">Create a free account to keep your level, XP and balance.</p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Link to="/login" search={{ mode: 'register' }} className="btn btn-primary">
          Create account
        </Link>
        <Link to="/login" className="btn btn-ghost">
          Sign in
        </Link>
      </div>
    </section>
  )
}

function QuickAction({ to, icon: Icon, label, tone }: { to: '/quiz' | '/tournaments' | '/earn' | '/deposit'; icon: LucideIcon; label: string; tone: string }) {
  return (
    <Link to={to} className="card flex min-h-[96px] flex-col justify-between gap-3 p-3! transition-colors duration-150 hover:bg-surface-2">
      <span className="flex items-start justify-between">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
          <Icon aria-hidden className="size-5" />
        </span>
        <ChevronRight aria-hidden className="size-4 text-muted" />
      </span>
      <span className="text-sm font-semibold">{label}</span>
    </Link>
  )
}
