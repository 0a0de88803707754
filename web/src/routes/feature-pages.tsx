import { createRoute, Link } from '@tanstack/react-router'
import { Coins, Trophy, type LucideIcon } from 'lucide-react'
import type { AppSettings } from '../api/types'
import { EmptyState } from '../components/EmptyState'
import { ErrorScreen } from '../components/ErrorScreen'
import { useSettings } from '../settings'
import { playerRoute } from './player'

// Screens whose features arrive in later releases: a real page shell with an honest empty state.

interface FeaturePageSpec {
  title: (s: AppSettings) => string
  icon: LucideIcon
  heading: string
  text: string
  enabled?: (s: AppSettings) => boolean
}

function FeaturePage({ spec }: { spec: FeaturePageSpec }) {
  const settings = useSettings()
  const Icon = spec.icon
  const enabled = spec.enabled ? spec.enabled(settings) : true
  return (
    <div className="flex flex-col gap-4">
      <h1 className="pt-1 text-2xl font-bold">{spec.title(settings)}</h1>
      {enabled ? (
        <EmptyState
          icon={<Icon aria-hidden className="size-7" />}
          title={spec.heading}
          action={
            <Link to="/" className="btn btn-ghost">
              Back to Home
            </Link>
          }
        >
          {spec.text}
        </EmptyState>
      ) : (
        <EmptyState icon={<Icon aria-hidden className="size-7" />} title="Not available right now">
          This feature is switched off at the moment.
        </EmptyState>
      )}
    </div>
  )
}

const tournaments: FeaturePageSpec = {
  title: (s) => s.content.tournamentPageTitle || 'Tournaments',
  icon: Trophy,
  heading: 'Tournaments are being set up',
  text: 'Once the first tournament is scheduled you will be able to join it from here.',
  enabled: (s) => s.features.tournaments,
}
const earn: FeaturePageSpec = {
  title: (s) => s.content.earnPageTitle || 'Earn',
  icon: Coins,
  heading: 'Earn tasks are being set up',
  text: 'Tasks that reward you in USDT will be listed here as soon as they are published.',
  enabled: (s) => s.features.tasks,
}

export const tournamentsRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'tournaments',
  component: () => <FeaturePage spec={tournaments} />,
  errorComponent: ErrorScreen,
})
export const earnRoute = createRoute({
  getParentRoute: () => playerRoute,
  path: 'earn',
  component: () => <FeaturePage spec={earn} />,
  errorComponent: ErrorScreen,
})
