import type { AnyRouter } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserApi } from './api-client/browser';
import type { Api } from './api-client/client';
import { loadServerRenderedChunks } from './chunk-component';
import { rememberReferralCode } from './routes/referrals/pending-code';

/** Hydrates the server-rendered page with a router of the entry's route tree (entry-client.tsx, entry-admin.tsx). */
export async function boot(
  createRouter: (opts: { api: Api; deviceLanguages: readonly string[] }) => AnyRouter,
): Promise<void> {
  rememberReferralCode();
  // A chunk that fails to arrive (offline) must not keep the whole page from hydrating.
  await loadServerRenderedChunks().catch(() => {});
  const router = createRouter({
    api: createBrowserApi(),
    deviceLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
  hydrateRoot(document, <RouterClient router={router} />);
}
