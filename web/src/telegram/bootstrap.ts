// Telegram Mini App start-up (loaded as its own chunk, only inside Telegram): initialise the SDK,
// follow Telegram's theme and safe areas, expand, then sign in with the raw initData.
import {
  bindThemeParamsCssVars,
  bindViewportCssVars,
  expandViewport,
  init,
  isTMA,
  miniAppReady,
  mountMiniAppSync,
  mountThemeParamsSync,
  mountViewport,
  retrieveLaunchParams,
  retrieveRawInitData,
} from '@telegram-apps/sdk-react'
import type { QueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { Api } from '../api/client'
import type { TelegramInitResult } from '../api/types'
import { profileQuery } from '../queries/profile'
import { storeSession } from '../session'

export interface TelegramStart {
  api: Api
  queryClient: QueryClient
  welcomeText: (name: string) => string
}

function referralCode(startParam: string | undefined): string | undefined {
  if (startParam) return startParam
  const params = new URLSearchParams(window.location.search)
  return params.get('ref') || params.get('referral') || undefined
}

/** Resolves true when running inside Telegram (whether or not sign-in succeeded). */
export async function startTelegram({ api, queryClient, welcomeText }: TelegramStart): Promise<boolean> {
  if (!isTMA()) return false
  init()
  mountThemeParamsSync.ifAvailable()
  bindThemeParamsCssVars.ifAvailable()
  mountMiniAppSync.ifAvailable()
  const viewportMount = mountViewport.ifAvailable()
  if (viewportMount[0]) {
    try {
      // A client that never answers must not keep the app behind the loading screen.
      await Promise.race([viewportMount[1], new Promise((_, reject) => setTimeout(() => reject(new Error('viewport timeout')), 2_000))])
      bindViewportCssVars.ifAvailable()
    } catch {
      // an old client without viewport events: the page still works at its current height
    }
  }
  expandViewport.ifAvailable()
  miniAppReady.ifAvailable()

  const initData = retrieveRawInitData()
  if (!initData) return true
  let startParam: string | undefined
  try {
    startParam = retrieveLaunchParams(true).tgWebAppStartParam
  } catch {
    startParam = undefined
  }
  try {
    const result = await api.post<TelegramInitResult>('/api/telegram-webapp/webapp-init', {
      initData,
      ...(referralCode(startParam) ? { referralCode: referralCode(startParam) } : {}),
    })
    storeSession(result.tokens)
    queryClient.setQueryData(profileQuery(api).queryKey, result.user)
    void queryClient.invalidateQueries({ queryKey: profileQuery(api).queryKey })
    if (result.isNewUser) toast.success(welcomeText(result.user.name || result.user.telegramFullName || 'there'))
  } catch {
    toast.error('Error loading user data. Please try again.')
  }
  return true
}
