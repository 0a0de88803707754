import { useQueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouter } from '@tanstack/react-router';
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { ErrorScreen, NotFound } from '../components/rare-screens';
import { Toasts } from '../components/Toasts';
import { setAmountDisplay } from '../format-base';
import { useApi, type RouterContext } from '../context';
import { settingsQuery } from '../queries/settings';
import { safeColor, useSettings, useSettingsIfLoaded } from '../settings';
import { ensureLanguage, I18nProvider, useI18n, useT } from '../i18n/i18n';
import { finishTelegramBoot, TELEGRAM_DETECT_SCRIPT } from '../telegram/detect';
import { messageText } from '../i18n/content';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // Every page needs the settings (features, layout, texts, maintenance). If they cannot be read,
  // the page is the error screen with Try Again (DESIGN.md section 9: no made-up values).
  beforeLoad: async ({ context }) => {
    // The language first: even the error screen for unreadable settings is in the player's language.
    await ensureLanguage(context);
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
    links: [{ rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
    scripts: [{ children: TELEGRAM_DETECT_SCRIPT }],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
  errorComponent: ErrorScreen,
  notFoundComponent: NotFound,
});

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <Document>{children}</Document>
    </I18nProvider>
  );
}

function Document({ children }: { children: ReactNode }) {
  const { language } = useI18n();
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
    <html lang={language} data-theme={theme} style={style} suppressHydrationWarning>
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
      <TelegramBootStatus />
      <Outlet />
      <Toasts />
      <ClientBootstrap />
    </>
  );
}

/**
 * Inside Telegram, while the sign-in with Telegram runs: a small status over the page's bottom edge.
 * It covers nothing the server rendered (issue 21): the page stays readable, then shows the player.
 */
function TelegramBootStatus() {
  const t = useT();
  return (
    <div
      className="boot-status pointer-events-none fixed inset-x-0 z-[100] justify-center px-4"
      // above the floating buttons' row, so it covers none of them at any width
      style={{ bottom: 'calc(var(--safe-bottom) + 152px)' }}
      role="status"
      aria-live="polite"
    >
      <p className="flex items-center gap-2 rounded-full border border-line bg-surface/95 px-3.5 py-2 text-xs font-medium shadow-lg shadow-black/30 backdrop-blur-md">
        <span className="size-3.5 animate-spin rounded-full border-2 border-primary/25 border-t-primary" aria-hidden />
        {t('boot.telegram')}
      </p>
    </div>
  );
}

/** A new player's welcome, in the language their sign-in brings (a Telegram player's may differ from the page's). */
function WelcomeMessage() {
  const { appConfig } = useSettings();
  const { language, t } = useI18n();
  return messageText(appConfig, language, t, 'welcomeMessage');
}

/**
 * Browser-only start-up, after the page has loaded (client-start.ts, a chunk of its own): Telegram
 * sign-in inside Telegram, otherwise renew an expired web session.
 */
function ClientBootstrap() {
  const api = useApi();
  const queryClient = useQueryClient();
  const t = useT();
  const router = useRouter();

  useEffect(() => {
    void import('../client-start')
      .then((m) =>
        m.startClient({
          api,
          queryClient,
          texts: {
            welcome: <WelcomeMessage />,
            signInFailed: t('boot.signInFailed'),
          },
          openTournament: (tournamentId) =>
            void router.navigate({ to: '/tournaments/$tournamentId', params: { tournamentId } }),
        }),
      )
      // without its code there is no Telegram sign-in: the page stays as the server rendered it
      .catch(() => finishTelegramBoot(false));
    // runs once per page load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
