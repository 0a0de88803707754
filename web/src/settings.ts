import { useQuery } from '@tanstack/react-query'
import type { AppSettings } from './api/types'
import { useApi } from './context'
import { settingsQuery } from './queries/settings'

/** Used only until /api/settings answers, or if it cannot be read; the server holds the real values. */
export const DEFAULT_SETTINGS: AppSettings = {
  theme: 'dark',
  primaryColor: '#00BFFF',
  secondaryColor: '#FFD700',
  accentColor: '#10b981',
  features: {
    tournaments: true,
    tasks: true,
    referrals: true,
    dailyBonus: true,
    achievements: true,
    leaderboard: true,
    chat: false,
    notifications: true,
    maintenanceMode: false,
  },
  appConfig: {
    appName: 'Crypto Master',
    appVersion: '1.0.0',
    maintenanceMessage: 'App is under maintenance. Please try again later.',
    welcomeMessage: '',
    supportEmail: '',
    supportTelegram: '',
  },
  layout: {
    showHeader: true,
    showBottomNav: true,
    showSidebar: false,
    compactMode: false,
    showAnimations: true,
    showSounds: false,
  },
  content: {
    homePageTitle: 'Crypto Master',
    homePageSubtitle: 'Test your crypto knowledge and win USDT!',
    quizPageTitle: 'Quiz',
    tournamentPageTitle: 'Tournaments',
    earnPageTitle: 'Earn',
    profilePageTitle: 'Profile',
  },
  maintenance: { enabled: false, message: 'App is under maintenance. Please try again later.' },
}

/** App settings from the cache (prefetched by the root loader), falling back to the defaults. */
export function useSettings(): AppSettings {
  const api = useApi()
  const { data } = useQuery(settingsQuery(api))
  return data ?? DEFAULT_SETTINGS
}

export function isMaintenanceOn(settings: AppSettings): boolean {
  return settings.maintenance?.enabled === true || settings.features?.maintenanceMode === true
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** Only well-formed hex colours reach the page's style attribute. */
export function safeColor(value: string | undefined, fallback: string): string {
  return value && HEX.test(value) ? value : fallback
}
