// Telegram Mini App start-up (loaded as its own chunk, only inside Telegram): initialise the SDK,
// follow Telegram's theme (CSS variables, and the header, background and bottom bar colours) and
// safe areas, expand, then sign in with the raw initData and follow its start_param: a referral
// code goes with the sign-in, a tournament link (`t_{id}`) opens that tournament after it.
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
  setMiniAppBackgroundColor,
  setMiniAppBottomBarColor,
  setMiniAppHeaderColor,
} from '@telegram-apps/sdk-react';
import { parseStartPayload, referralCodeOf } from '../../../domain/telegram/start-payload';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from '../components/toast';
import type { Api } from '../api-client/client';
import type { TelegramInitResult } from '../api-client/types';
import { profileQuery } from '../queries/profile';
import { storeSession } from '../session-store';
import { pendingReferralCode } from '../routes/referrals/pending-code';

export interface TelegramStart {
  api: Api;
  queryClient: QueryClient;
  /** The player's texts, in their language: the new player's welcome and the failed sign-in. */
  texts: StartTexts;
  /** Opens a tournament's page (a `t_{id}` start_param), once signed in. */
  openTournament: (tournamentId: string) => void;
}

/** The welcome is an element: it reads in the language the sign-in switches the page to. */
export type StartTexts = { welcome: ReactNode; signInFailed: string };

function referralCode(startParam: string | undefined): string | undefined {
  return (startParam ? referralCodeOf(startParam) : null) ?? pendingReferralCode();
}

/** The raw initData from the launch URL, for clients whose launch parameters the SDK refuses to parse. */
function initDataFromUrl(): string | undefined {
  for (const part of [window.location.hash.slice(1), window.location.search.slice(1)]) {
    const value = new URLSearchParams(part).get('tgWebAppData');
    if (value) return value;
  }
  return undefined;
}

/** Resolves true when running inside Telegram (whether or not sign-in succeeded). */
export async function startTelegram({ api, queryClient, texts, openTournament }: TelegramStart): Promise<boolean> {
  const sdkReady = isTMA();
  if (sdkReady) await prepareMiniApp();
  const initData = (sdkReady ? retrieveRawInitData() : undefined) ?? initDataFromUrl();
  if (!initData) return sdkReady;
  let startParam: string | undefined;
  try {
    startParam = sdkReady ? retrieveLaunchParams(true).tgWebAppStartParam : undefined;
  } catch {
    startParam = undefined;
  }
  startParam ??= new URLSearchParams(initData).get('start_param') ?? undefined;
  const referral = referralCode(startParam);
  try {
    const result = await api.post<TelegramInitResult>('/api/telegram-webapp/webapp-init', {
      initData,
      ...(referral ? { referralCode: referral } : {}),
    });
    storeSession(result.tokens);
    if (result.user.status === 'blocked') {
      // Signed in but refused every action (decision 0066): the profile's read, refused, fetches the
      // block notice, and the player layout becomes the blocked screen (why, until when, support).
      await queryClient.fetchQuery({ ...profileQuery(api), staleTime: 0 });
      return true;
    }
    queryClient.setQueryData(profileQuery(api).queryKey, result.user);
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'settings' });
    if (result.isNewUser) toast.success(texts.welcome);
    const payload = parseStartPayload(startParam);
    if (payload?.kind === 'tournament') openTournament(payload.tournamentId);
  } catch {
    toast.error(texts.signInFailed);
  }
  return true;
}

/** SDK set-up: theme params as CSS variables, Telegram's own bars in the theme, viewport (expanded, safe areas), ready signal. */
async function prepareMiniApp() {
  init();
  mountThemeParamsSync.ifAvailable();
  bindThemeParamsCssVars.ifAvailable();
  mountMiniAppSync.ifAvailable();
  setMiniAppHeaderColor.ifAvailable('bg_color');
  setMiniAppBackgroundColor.ifAvailable('bg_color');
  setMiniAppBottomBarColor.ifAvailable('bottom_bar_bg_color');
  const viewportMount = mountViewport.ifAvailable();
  if (viewportMount[0]) {
    try {
      // A client that never answers must not keep the app behind the loading screen.
      await Promise.race([
        viewportMount[1],
        new Promise((_, reject) => setTimeout(() => reject(new Error('viewport timeout')), 2_000)),
      ]);
      bindViewportCssVars.ifAvailable();
    } catch {
      // an old client without viewport events: the page still works at its current height
    }
  }
  expandViewport.ifAvailable();
  miniAppReady.ifAvailable();
}
