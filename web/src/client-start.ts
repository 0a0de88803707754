// The browser's start-up after the page has loaded (root.tsx loads this chunk): inside Telegram, the
// sign-in with Telegram; otherwise, an expired web session renewed from its refresh token.
import type { QueryClient } from '@tanstack/react-query';
import { loadBrowserRequest } from './api-client/browser';
import type { Api } from './api-client/client';
import type { StartTexts } from './telegram/bootstrap';
import { loadChunksAfterPageLoad } from './chunk-component';
import { hasRefreshToken, readAccessToken } from './session';
import { refreshSession } from './session-store';
import { finishTelegramBoot, looksLikeTelegram } from './telegram/detect';

/** Resolves after the document has loaded and the browser has had an idle moment (streamed boundaries hydrate then). */
function afterPageLoad(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout: 500 })
        : window.setTimeout(resolve, 50);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

export async function startClient({
  api,
  queryClient,
  texts,
  openTournament,
}: {
  api: Api;
  queryClient: QueryClient;
  texts: StartTexts;
  openTournament: (tournamentId: string) => void;
}): Promise<void> {
  const safety = window.setTimeout(() => finishTelegramBoot(looksLikeTelegram()), 10_000);
  // Signing in changes what the page shows; wait until React has hydrated the streamed parts,
  // or a part hydrating later would meet data that differs from its server HTML.
  await afterPageLoad();
  void loadChunksAfterPageLoad().catch(() => {});
  void loadBrowserRequest().catch(() => {});
  if (looksLikeTelegram()) {
    let inTelegram = false;
    try {
      const { startTelegram } = await import('./telegram/bootstrap');
      inTelegram = await startTelegram({ api, queryClient, texts, openTournament });
    } catch {
      inTelegram = false;
    } finally {
      window.clearTimeout(safety);
      finishTelegramBoot(inTelegram);
    }
    if (inTelegram) return;
  }
  window.clearTimeout(safety);
  if (!readAccessToken() && hasRefreshToken()) {
    if (await refreshSession()) await queryClient.invalidateQueries({ queryKey: ['profile'] });
  }
}
