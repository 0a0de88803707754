import { Bell, HeartHandshake, Settings, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { User } from '../../api-client/types';
import { useT } from '../../i18n/i18n';
import { LanguageSelect } from '../../components/LanguageSelect';
import { LoadBoundary } from '../../components/Panel';
import { AvatarForm, DisplayNameForm } from './AccountSettings';
import { NotificationSettings, NotificationSettingsSkeleton } from './NotificationSettings';
import { PlayResponsibly, PlayResponsiblySkeleton } from './PlayResponsibly';
import { ChangePasswordForm, SignOutEverywhere, SignOutButton, TelegramStatus } from './SecuritySettings';

function Group({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0">
      <h3 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase">
        {icon}
        {title}
      </h3>
      {children}
    </div>
  );
}

/** Settings and Security: name, photo, language, notifications, play responsibly, password and sessions, Telegram link. */
export function SettingsCard({ user }: { user: User }) {
  const t = useT();
  return (
    <section className="card flex flex-col gap-4" aria-labelledby="settings-heading" data-testid="settings-card">
      <h2 id="settings-heading" className="flex items-center gap-2 font-semibold">
        <Settings aria-hidden className="size-4 text-muted" /> {t('settings.title')}
      </h2>
      <Group icon={<UserRound aria-hidden className="size-3.5" />} title={t('settings.account')}>
        <AvatarForm user={user} />
        <DisplayNameForm user={user} />
        <LanguageSelect />
      </Group>
      <Group icon={<Bell aria-hidden className="size-3.5" />} title={t('settings.notifications')}>
        <LoadBoundary skeleton={<NotificationSettingsSkeleton />}>
          <NotificationSettings user={user} />
        </LoadBoundary>
      </Group>
      <Group icon={<HeartHandshake aria-hidden className="size-3.5" />} title={t('play.title')}>
        <LoadBoundary skeleton={<PlayResponsiblySkeleton />}>
          <PlayResponsibly />
        </LoadBoundary>
      </Group>
      <Group icon={<ShieldCheck aria-hidden className="size-3.5" />} title={t('settings.security')}>
        <TelegramStatus user={user} />
        {user.email ? (
          <div className="flex flex-col gap-1">
            <ChangePasswordForm />
            <SignOutEverywhere />
          </div>
        ) : (
          <p className="text-xs text-muted">{t('settings.telegramNoPassword')}</p>
        )}
        <SignOutButton />
      </Group>
    </section>
  );
}
