// The System Settings screen: general, security, notifications, API and feature settings, with the
// operator's read-only facts.
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../ui/error-message';
import type { SystemSettings } from '../../../api-client/types';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';

import { refreshSettings, systemSettingsQuery } from '../../../queries/admin-settings';
import { RefreshButton, SectionHeading } from '../ui/section';
import {
  type FieldSpec,
  OperatorFacts,
  SaveBar,
  SettingsFields,
  SettingsTabs,
  useSettingsDraft,
} from '../ui/settings-form';
import { TwoFactorCard } from './two-factor-card';
import { formatDateTime } from '../../../format-time';

const TABS = [
  { id: 'general', label: 'General' },
  { id: 'security', label: 'Security' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'api', label: 'API' },
  { id: 'database', label: 'Database' },
  { id: 'features', label: 'Features' },
] as const;
type Tab = (typeof TABS)[number]['id'];

const TIMEZONES = [
  { value: 'UTC', label: 'UTC' },
  { value: 'America/New_York', label: 'Eastern (New York)' },
  { value: 'America/Chicago', label: 'Central (Chicago)' },
  { value: 'America/Denver', label: 'Mountain (Denver)' },
  { value: 'America/Los_Angeles', label: 'Pacific (Los Angeles)' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
];

// Bounds of spec 002 section 5, the same the server enforces.
const FIELDS: Record<Exclude<Tab, 'database'>, FieldSpec[]> = {
  general: [
    { kind: 'text', path: 'general.appName', label: 'App name', maxLength: 60 },
    { kind: 'text', path: 'general.appVersion', label: 'App version', maxLength: 20 },
    {
      kind: 'select',
      path: 'general.defaultLanguage',
      label: 'Default language',
      options: ['en', 'es', 'fr', 'de', 'zh'],
      hint: 'The interface language for players whose device asks for none of ours.',
    },
    {
      kind: 'select',
      path: 'general.timezone',
      label: 'Timezone',
      options: TIMEZONES,
      hint: "A new player's calendar day (daily bonus) starts in this timezone until their device sends its own.",
    },
    {
      kind: 'select',
      path: 'general.currency',
      label: 'Currency',
      options: ['USDT', 'BTC', 'ETH', 'USD'],
      hint: 'The unit players see next to amounts. It renames, it does not convert: balances stay as they are.',
    },
    {
      kind: 'number',
      path: 'general.decimalPlaces',
      label: 'Decimal places',
      min: 0,
      max: 8,
      hint: 'Digits after the point in the amounts players see (balances are kept to 6).',
    },
    {
      kind: 'toggle',
      path: 'general.maintenanceMode',
      label: 'Maintenance mode',
      hint: 'Players see only the maintenance page; the back office stays open. Same switch as in App Settings.',
    },
    {
      kind: 'text',
      path: 'general.maintenanceMessage',
      label: 'Maintenance message',
      multiline: true,
      maxLength: 300,
      showIf: (v) => v('general.maintenanceMode') === true,
    },
  ],
  security: [
    {
      kind: 'toggle',
      path: 'security.enableTwoFactor',
      label: 'Require two-factor sign-in for admins',
      hint: 'Every admin without it must set it up (card below) before using the back office again.',
    },
    {
      kind: 'number',
      path: 'security.sessionTimeout',
      label: 'Session timeout',
      min: 5,
      max: 1440,
      unit: 'minutes',
      hint: 'A session idle longer than this ends: an admin session after this long without a request; a player session after this long without a refresh.',
    },
    {
      kind: 'number',
      path: 'security.maxLoginAttempts',
      label: 'Max login attempts',
      min: 3,
      max: 20,
      hint: 'Wrong passwords per account and address within the rate-limit window.',
    },
    { kind: 'number', path: 'security.passwordMinLength', label: 'Password minimum length', min: 6, max: 32 },
    {
      kind: 'toggle',
      path: 'security.enableRateLimit',
      label: 'Rate limiting',
      hint: 'Sign-up and sign-in requests per address (below), and every API request per address (API tab).',
    },
    {
      kind: 'number',
      path: 'security.rateLimitWindow',
      label: 'Rate limit window',
      min: 1,
      max: 60,
      unit: 'minutes',
      disabledIf: (v) => v('security.enableRateLimit') !== true,
    },
    {
      kind: 'number',
      path: 'security.rateLimitMax',
      label: 'Rate limit max requests',
      min: 10,
      max: 1000,
      disabledIf: (v) => v('security.enableRateLimit') !== true,
    },
    {
      kind: 'toggle',
      path: 'security.enableIPWhitelist',
      label: 'IP allow-list for the admin API',
      hint: 'Only the listed addresses may use the back office. Your own address must be in the list.',
    },
    {
      kind: 'list',
      path: 'security.allowedIPs',
      label: 'Allowed IPs',
      placeholder: '203.0.113.7, 198.51.100.12',
      hint: 'Comma-separated.',
      showIf: (v) => v('security.enableIPWhitelist') === true,
    },
    {
      kind: 'number',
      path: 'security.bonusPlayThroughStakeMultiple',
      label: 'Bonus play-through: challenge stakes',
      min: 0,
      max: 50,
      unit: 'times the bonus',
      hint: 'Bonus money (welcome, achievements, referrals, tasks, daily bonus) is withdrawable once the player has staked this many times it in challenges, or completed the quizzes below. 0 switches the play-through off.',
    },
    {
      kind: 'number',
      path: 'security.bonusPlayThroughQuizzes',
      label: 'Bonus play-through: completed quizzes',
      min: 0,
      max: 100,
      unit: 'quizzes',
      hint: 'Or this many completed quizzes since the bonus was paid (abandoned ones do not count). 0 switches the play-through off.',
    },
    {
      kind: 'number',
      path: 'security.maxAccountsPerDevice',
      label: 'Accounts per device',
      min: 1,
      max: 1000,
      hint: 'A withdrawal from an account whose device more accounts have signed in from is held for review.',
    },
    {
      kind: 'number',
      path: 'security.maxAccountsPerAddress',
      label: 'Accounts per network address',
      min: 1,
      max: 1000,
      hint: 'The same for a network address (mobile networks share addresses: keep this higher).',
    },
    {
      kind: 'number',
      path: 'security.maxAccountsPerWallet',
      label: 'Accounts per payout address',
      min: 1,
      max: 1000,
      hint: 'The same for the withdrawal address. Held withdrawals show why in Transactions.',
    },
  ],
  notifications: [
    {
      kind: 'toggle',
      path: 'notifications.enablePushNotifications',
      label: 'Push notifications',
      hint: 'Telegram messages for player notifications. Same switch as in App Settings.',
    },
    {
      kind: 'number',
      path: 'notifications.notificationRetention',
      label: 'Notification retention',
      min: 1,
      max: 365,
      unit: 'days',
    },
  ],
  api: [
    {
      kind: 'toggle',
      path: 'api.enableAPI',
      label: 'Open API',
      hint: 'Off: the API answers the app only (its pages in the browser and in Telegram), not scripts, bots or other sites.',
    },
    {
      kind: 'number',
      path: 'api.apiRateLimit',
      label: 'API rate limit',
      min: 100,
      max: 10000,
      unit: 'requests',
      hint: 'Per address within the window; more are refused (429) until the window moves on. Needs Rate limiting (Security tab).',
      disabledIf: (v) => v('security.enableRateLimit') !== true,
    },
    {
      kind: 'number',
      path: 'api.apiRateWindow',
      label: 'API rate window',
      min: 1,
      max: 3600,
      unit: 'seconds',
      disabledIf: (v) => v('security.enableRateLimit') !== true,
    },
    {
      kind: 'number',
      path: 'api.pageRateLimit',
      label: 'Page rate limit',
      min: 10,
      max: 10000,
      unit: 'pages a minute',
      hint: 'Pages one address may open a minute, apart from its API requests; more get a "try again" page (429). Needs Rate limiting (Security tab).',
      disabledIf: (v) => v('security.enableRateLimit') !== true,
    },
    {
      kind: 'text',
      path: 'api.apiVersion',
      label: 'API version',
      maxLength: 10,
      hint: 'The version the API documentation (/api/docs) states.',
    },
    {
      kind: 'toggle',
      path: 'api.enableSwagger',
      label: 'API documentation',
      hint: 'Serves the OpenAPI description at /api/docs.',
    },
    { kind: 'toggle', path: 'api.enableCORS', label: 'CORS', hint: 'Lets pages on the listed origins call the API.' },
    {
      kind: 'list',
      path: 'api.corsOrigins',
      label: 'CORS origins',
      placeholder: 'https://ops.example.com',
      hint: 'Comma-separated; * lets any origin in.',
      showIf: (v) => v('api.enableCORS') === true,
    },
  ],
  features: [
    { kind: 'toggle', path: 'features.enableQuiz', label: 'Quiz', hint: 'Off: starting a quiz is refused.' },
    { kind: 'toggle', path: 'features.enableTournaments', label: 'Tournaments' },
    { kind: 'toggle', path: 'features.enableReferrals', label: 'Referrals' },
    { kind: 'toggle', path: 'features.enableTasks', label: 'Tasks' },
    { kind: 'toggle', path: 'features.enableAchievements', label: 'Achievements' },
    { kind: 'toggle', path: 'features.enableLeaderboard', label: 'Leaderboard' },
    {
      kind: 'toggle',
      path: 'features.enableTelegramIntegration',
      label: 'Telegram sign-in',
      hint: 'Off: the Mini App cannot sign players in.',
    },
  ],
};
const ALL_FIELDS = Object.values(FIELDS).flat();

export function SystemSettingsScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useSuspenseQuery(systemSettingsQuery(api));
  const data = query.data;
  const draft = useSettingsDraft(data, ALL_FIELDS);
  const [tab, setTab] = useState<Tab>('general');
  const save = useMutation({
    mutationFn: () => api.put<SystemSettings>('/api/admin/system-settings', draft.changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(systemSettingsQuery(api).queryKey, saved);
      draft.clear();
      void refreshSettings(queryClient);
      toast.success('Settings saved successfully!');
    },
    onError: (error) => toast.error('Error saving settings. Please try again.', { description: errorMessage(error) }),
  });
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="System Settings"
        subtitle={
          data.lastUpdated
            ? `Last saved ${formatDateTime(data.lastUpdated)} by ${data.updatedBy ?? 'an admin'}`
            : 'Platform-wide security, API and feature settings. Defaults until first saved.'
        }
        actions={
          <>
            <RefreshButton fetching={query.isFetching} onRefresh={() => void query.refetch()} />
            <SaveBar draft={draft} saving={save.isPending} onSave={() => save.mutate()} />
          </>
        }
      />
      <SettingsTabs tabs={TABS} active={tab} onSelect={setTab} />
      <section role="tabpanel" aria-label={TABS.find((t) => t.id === tab)?.label} className="card flex flex-col gap-5">
        {tab === 'database' ? (
          <>
            <p className="text-sm text-muted">
              Backups, replication, sharding and the connection pool are run by the operator of the database and the
              servers, not switched from here. These are the running system's values and what sets them.
            </p>
            <OperatorFacts facts={data.readOnly.database} />
          </>
        ) : (
          <>
            <SettingsFields fields={FIELDS[tab]} draft={draft} />
            {tab === 'security' ? <TwoFactorCard /> : null}
            {tab === 'security' ? <OperatorFacts facts={data.readOnly.security} /> : null}
            {tab === 'notifications' ? <OperatorFacts facts={data.readOnly.notifications} /> : null}
            {tab === 'features' && data.readOnly.features ? <OperatorFacts facts={data.readOnly.features} /> : null}
          </>
        )}
      </section>
    </div>
  );
}
