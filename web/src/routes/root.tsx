import { useQueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Link, Outlet, Scripts } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { ErrorScreen } from '../components/ErrorScreen';
import { Toasts } from '../components/toast';
import { setAmountDisplay } from '../format';
import { useApi, type RouterContext } from '../context';
import { settingsQuery } from '../queries/settings';
import { hasRefreshToken, readAccessToken, refreshSession } from '../session';
import { safeColor, useSettings, useSettingsIfLoaded } from '../settings';
import { finishTelegramBoot, looksLikeTelegram, TELEGRAM_DETECT_SCRIPT } from '../telegram/detect';

const FAVICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#0a0f1d"/><circle cx="32" cy="32" r="19" fill="none" stroke="#00BFFF" stroke-width="6"/><path d="M32 20v24M26 26h9a5 5 0 0 1 0 10h-9" fill="none" stroke="#FFD700" stroke-width="5" stroke-linecap="round"/></svg>',
  );

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Every page needs the settings (features, layout, texts, maintenance). If they cannot be read,
  // the page is the error screen with Try Again (DESIGN.md section 9: no made-up values).
  beforeLoad: async ({ context }) => {
    await context.queryClient.ensureQueryData(settingsQuery(context.api));
  },
  loader: async ({ context }) => {
    const settings = await context.queryClient.ensureQueryData(settingsQuery(context.api));
    return { appName: settings.appConfig.appName };
  },
  head: ({ loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#0a0f1d' },
      { name: 'color-scheme', content: 'dark light' },
      { title: loaderData?.appName ?? 'Something went wrong' },
    ],
    links: [{ rel: 'icon', type: 'image/svg+xml', href: FAVICON }],
    scripts: [{ children: TELEGRAM_DETECT_SCRIPT }],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
  errorComponent: ErrorScreen,
  notFoundComponent: NotFound,
});

function RootDocument({ children }: { children: ReactNode }) {
  // The shell also frames the error screen shown when the settings could not be read: the
  // stylesheet's own colours and the dark theme apply then.
  const settings = useSettingsIfLoaded();
  // Before the page renders (parents render first): the amounts below use the settings' currency and decimal places.
  setAmountDisplay(settings);
  const style = {
    '--app-primary': safeColor(settings?.primaryColor),
    '--app-secondary': safeColor(settings?.secondaryColor),
    '--app-accent': safeColor(settings?.accentColor),
  } as CSSProperties;
  const theme = settings?.theme === 'light' || settings?.theme === 'auto' ? settings.theme : 'dark';
  useEffect(() => {
    // Lets tests (and support) see that the page has hydrated, the error screen included.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    // The Telegram bootstrap adds classes and CSS variables to <html> before React hydrates.
    <html lang="en" data-theme={theme} style={style} suppressHydrationWarning>
      <head>
        <HeadContent />
      </head>
      <body className="bg-bg text-fg antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function RootComponent() {
  return (
    <>
      <BootOverlay />
      <Outlet />
      <Toasts />
      <ClientBootstrap />
    </>
  );
}

/** The shell's start-up screen, visible only while the Telegram bootstrap runs. */
function BootOverlay() {
  return (
    <div
      className="boot-overlay fixed inset-0 z-[100] flex-col items-center justify-center gap-3 bg-bg"
      role="status"
      aria-live="polite"
    >
      <div className="size-10 animate-spin rounded-full border-4 border-primary/25 border-t-primary" aria-hidden />
      <p className="font-medium">Loading app...</p>
      <p className="text-sm text-muted">Initializing Telegram WebApp...</p>
    </div>
  );
}

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

/** Browser-only start-up: Telegram sign-in inside Telegram, otherwise renew an expired web session. */
function ClientBootstrap() {
  const api = useApi();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const appName = settings.appConfig.appName;
  const welcome = settings.appConfig.welcomeMessage;

  useEffect(() => {
    let done = false;
    const safety = window.setTimeout(() => finishTelegramBoot(looksLikeTelegram()), 10_000);
    const run = async () => {
      // Signing in changes what the page shows; wait until React has hydrated the streamed parts,
      // or a part hydrating later would meet data that differs from its server HTML.
      await afterPageLoad();
      if (looksLikeTelegram()) {
        let inTelegram = false;
        try {
          const { startTelegram } = await import('../telegram/bootstrap');
          inTelegram = await startTelegram({
            api,
            queryClient,
            welcomeText: (name) => welcome || `Welcome to ${appName}, ${name}!`,
          });
        } catch {
          inTelegram = false;
        } finally {
          done = true;
          window.clearTimeout(safety);
          finishTelegramBoot(inTelegram);
        }
        if (inTelegram) return;
      }
      window.clearTimeout(safety);
      if (!readAccessToken() && hasRefreshToken()) {
        if (await refreshSession()) await queryClient.invalidateQueries({ queryKey: ['profile'] });
      }
    };
    void run();
    return () => {
      if (!done) window.clearTimeout(safety);
    };
    // runs once per page load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function NotFound() {
  return (
    <main className="mx-auto flex min-h-[70dvh] w-full max-w-[480px] flex-col items-center justify-center px-6 text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-primary/12 text-primary">
        <Compass aria-hidden className="size-7" />
      </div>
      <h1 className="text-xl font-bold">Page not found</h1>
      <p className="mt-2 text-sm text-muted">This page does not exist or has moved.</p>
      <Link to="/" className="btn btn-primary mt-6">
        Go to Home
      </Link>
    </main>
  );
}
