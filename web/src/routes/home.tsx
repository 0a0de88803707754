import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, Link } from '@tanstack/react-router';
import { ArrowDownToLine, ChevronRight, Coins, Sparkles, Target, Trophy, type LucideIcon } from 'lucide-react';
import type { AppSettings } from '../api-client/types';
import { chunkComponent } from '../chunk-component';
import { PageSkeleton } from '../components/Skeleton';
import { type PlayerContext, useApi } from '../context';
import { profileQuery } from '../queries/profile';
import { settingsQuery } from '../queries/settings';
import { useSettings } from '../settings';
import { HOME_REFRESH } from './home/live';
import { useT } from '../i18n/i18n';
import { useContentText } from '../i18n/content';

export const Route = createLazyRoute('/player/')({ component: HomePage });

// A guest's home is this module; the signed-in home (tiles, progress, cards) is a chunk of its own
// (decision 0037), so a first visit does not download it. The route's loader fetches that chunk with
// a signed-in player's data, and its lazy loader before hydration when the server's HTML holds it.
const playerHome = () => import('./home/PlayerHome');
const PlayerHome = chunkComponent(
  'routes/home/PlayerHome',
  () => playerHome().then((m) => m.PlayerHome),
  () => <PageSkeleton />,
);
/** In the browser, before hydration: the signed-in home's chunk when the server's HTML holds it. */
export const beforeHydrate = PlayerHome.ready;

/** The route's loader (player-routes.ts): for a signed-in player, the signed-in home's chunk, then its data. */
export async function load(context: PlayerContext) {
  if (context.maintenance) return;
  const { queryClient, api } = context;
  const user = await queryClient.ensureQueryData(profileQuery(api));
  if (!user) return;
  const [home, { features }] = await Promise.all([
    PlayerHome.preload().then(playerHome), // the component too: it renders without suspending
    queryClient.ensureQueryData(settingsQuery(api)),
  ]);
  await home.load(context, features);
}

function HomePage() {
  const api = useApi();
  const settings = useSettings();
  const { data: user } = useSuspenseQuery({ ...profileQuery(api), ...HOME_REFRESH });
  const content = useContentText();
  return (
    <div className="flex flex-col gap-4">
      <section className="pt-1">
        <h1 className="text-2xl leading-tight font-bold">{content('homePageTitle')}</h1>
        <p className="mt-1 text-sm text-muted">{content('homePageSubtitle')}</p>
      </section>
      {user ? (
        <PlayerHome user={user} settings={settings} quickActions={<QuickActions features={settings.features} />} />
      ) : (
        <GuestHome settings={settings} />
      )}
    </div>
  );
}

function GuestHome({ settings }: { settings: AppSettings }) {
  return (
    <>
      <GuestCallToAction />
      <QuickActions features={settings.features} />
    </>
  );
}

function QuickActions({ features }: { features: AppSettings['features'] }) {
  const t = useT();
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="mb-2 text-sm font-semibold text-muted">
        {t('home.quickActions')}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        {features.quiz ? (
          <QuickAction to="/quiz" icon={Target} label={t('home.startQuiz')} tone="text-primary bg-primary/12" />
        ) : null}
        {features.tournaments ? (
          <QuickAction
            to="/tournaments"
            icon={Trophy}
            label={t('nav.tournaments')}
            tone="text-secondary bg-secondary/12"
          />
        ) : null}
        {features.tasks ? (
          <QuickAction to="/earn" icon={Coins} label={t('home.earnTasks')} tone="text-accent bg-accent/12" />
        ) : null}
        {features.deposits ? (
          <QuickAction to="/deposit" icon={ArrowDownToLine} label={t('home.deposit')} tone="text-fg bg-surface-2" />
        ) : null}
      </div>
    </section>
  );
}

function GuestCallToAction() {
  const t = useT();
  return (
    <section
      className="card flex flex-col gap-3 bg-linear-to-br from-primary/15 to-surface"
      aria-labelledby="guest-cta"
    >
      <div className="flex items-center gap-3">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary/20 text-primary">
          <Sparkles aria-hidden className="size-5" />
        </div>
        <div>
          <h2 id="guest-cta" className="font-semibold">
            {t('home.guestTitle')}
          </h2>
          <p className="text-sm text-muted">{t('home.guestBody')}</p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Link to="/login" search={{ mode: 'register' }} className="btn btn-primary">
          {t('home.createAccount')}
        </Link>
        <Link to="/login" className="btn btn-ghost">
          {t('home.signIn')}
        </Link>
      </div>
    </section>
  );
}

function QuickAction({
  to,
  icon: Icon,
  label,
  tone,
}: {
  to: '/quiz' | '/tournaments' | '/earn' | '/deposit';
  icon: LucideIcon;
  label: string;
  tone: string;
}) {
  return (
    <Link
      to={to}
      className="card flex min-h-[96px] flex-col justify-between gap-3 p-3! transition-colors duration-150 hover:bg-surface-2"
    >
      <span className="flex items-start justify-between">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${tone}`}>
          <Icon aria-hidden className="size-5" />
        </span>
        <ChevronRight aria-hidden className="size-4 text-muted" />
      </span>
      <span className="text-sm font-semibold">{label}</span>
    </Link>
  );
}
