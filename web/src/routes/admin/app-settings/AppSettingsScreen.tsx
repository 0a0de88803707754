// The App Settings screen: the look, texts, layout and feature switches players see, saved to the
// settings document.
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../ui/error-message';
import type { AdminSettingsDocument } from '../../../api-client/types';
import { useApi } from '../../../context';

import { languageNames } from '../../../i18n/language-choice';
import { adminSettingsQuery, refreshSettings } from '../../../queries/admin-settings';
import { ConfirmDialog } from '../ui/dialogs';
import { SectionHeading } from '../ui/section';
import { type FieldSpec, SaveBar, SettingsFields, SettingsTabs, useSettingsDraft } from '../ui/settings-form';
import { formatDateTime } from '../../../format-time';

const TABS = [
  { id: 'theme', label: 'Theme & Colors' },
  { id: 'features', label: 'Feature Toggles' },
  { id: 'layout', label: 'Layout Settings' },
  { id: 'content', label: 'Content Management' },
  { id: 'security', label: 'Security Settings' },
  { id: 'notifications', label: 'Notifications' },
] as const;
type Tab = (typeof TABS)[number]['id'];

const toggle = (path: string, label: string, hint?: string): FieldSpec => ({ kind: 'toggle', path, label, hint });
const text = (path: string, label: string, maxLength = 120): FieldSpec => ({ kind: 'text', path, label, maxLength });

/**
 * An operator text (a content title, the maintenance or welcome message) and its optional wording per
 * player language (decision 0069): an empty one falls back to the main text, which players read in
 * their own language while it is still the shipped one.
 */
const translatable = (
  key: string,
  label: string,
  { section = 'content', maxLength = 120, multiline = false, showIf }: TranslatableOptions = {},
): FieldSpec[] =>
  [
    {
      ...text(`${section}.${key}`, label, maxLength),
      hint: 'Players in another language read their own field below when it is filled.',
    },
    ...(['es', 'fr', 'de', 'zh'] as const).map((language) =>
      text(`${section}.translations.${language}.${key}`, `${label} (${languageNames[language]})`, maxLength),
    ),
  ].map((field) => ({ ...field, multiline, showIf }));
type TranslatableOptions = {
  section?: 'content' | 'appConfig';
  maxLength?: number;
  multiline?: boolean;
  showIf?: FieldSpec['showIf'];
};
const message = (key: string, label: string, showIf?: FieldSpec['showIf']) =>
  translatable(key, label, { section: 'appConfig', maxLength: 300, multiline: true, showIf });

// The player app reads these from /api/settings within seconds of a save (the server caches 1 s, players refetch).
const FIELDS: Record<Tab, FieldSpec[]> = {
  theme: [
    {
      kind: 'select',
      path: 'theme',
      label: 'Theme',
      options: [
        { value: 'dark', label: 'Dark' },
        { value: 'light', label: 'Light' },
        { value: 'auto', label: 'Auto (follow the device)' },
      ],
    },
    { kind: 'color', path: 'primaryColor', label: 'Primary colour' },
    { kind: 'color', path: 'secondaryColor', label: 'Secondary colour (rewards, XP)' },
    { kind: 'color', path: 'accentColor', label: 'Accent colour (success)' },
  ],
  features: [
    toggle(
      'features.tournaments',
      'Tournaments',
      'Off: creating, joining and playing are refused; running ones still settle.',
    ),
    toggle('features.tasks', 'Tasks'),
    toggle('features.referrals', 'Referrals'),
    toggle('features.dailyBonus', 'Daily bonus', 'Off: claims are refused and the bonus card is hidden.'),
    toggle('features.achievements', 'Achievements'),
    toggle('features.leaderboard', 'Leaderboard'),
    toggle('features.challenge', 'Challenge mode', 'Off: quizzes with stakes are refused; standard quizzes stay.'),
    toggle('features.deposits', 'Deposits', 'Off: new deposits are refused; pending ones can still be reviewed.'),
    toggle('features.withdrawals', 'Withdrawals', 'Off: new withdrawals are refused; pending ones can still be paid.'),
    toggle('features.maintenanceMode', 'Maintenance mode', 'Players see only the maintenance page.'),
    ...message('maintenanceMessage', 'Maintenance message', (v) => v('features.maintenanceMode') === true),
  ],
  layout: [
    toggle('layout.showHeader', 'Show header'),
    toggle('layout.showBottomNav', 'Show bottom navigation'),
    toggle('layout.compactMode', 'Compact mode', 'Tighter cards and spacing on small phones.'),
    toggle('layout.showAnimations', 'Animations', 'Off: no motion, as with the device setting "reduce motion".'),
  ],
  content: [
    text('appConfig.appName', 'App name', 60),
    text('appConfig.appVersion', 'App version', 20),
    ...translatable('homePageTitle', 'Home page title'),
    ...translatable('homePageSubtitle', 'Home page subtitle', { maxLength: 200 }),
    ...translatable('quizPageTitle', 'Quiz page title'),
    ...translatable('tournamentPageTitle', 'Tournament page title'),
    ...translatable('earnPageTitle', 'Earn page title'),
    ...translatable('profilePageTitle', 'Profile page title'),
    ...message('welcomeMessage', 'Welcome message'),
    { kind: 'text', path: 'appConfig.supportEmail', label: 'Support email', type: 'email', maxLength: 254 },
    text('appConfig.supportTelegram', 'Support Telegram', 64),
  ],
  security: [
    { kind: 'number', path: 'security.maxDailyQuizzes', label: 'Max daily quizzes', min: 0, max: 1000 },
    { kind: 'number', path: 'security.maxHourlyQuizzes', label: 'Max hourly quizzes', min: 0, max: 100 },
    {
      kind: 'number',
      path: 'security.minTimeBetweenQuizzes',
      label: 'Minimum time between quizzes',
      min: 0,
      max: 86_400_000,
      step: 1000,
      unit: 'ms',
    },
    {
      kind: 'number',
      path: 'security.suspiciousScoreThreshold',
      label: 'Suspicious score threshold',
      min: 0,
      max: 100,
      unit: '%',
    },
    toggle(
      'security.enableFraudDetection',
      'Fraud detection',
      'Flags and blocks players whose answers look automated.',
    ),
    toggle(
      'security.enableRateLimiting',
      'Quiz rate limits',
      'Off: the daily, hourly and minimum-gap limits above do not apply.',
    ),
  ],
  notifications: [
    toggle('features.notifications', 'Notifications', 'Off: no notification is sent to Telegram.'),
    toggle(
      'notifications.enablePushNotifications',
      'Push notifications',
      'Telegram messages for player notifications.',
    ),
    toggle('notifications.notificationVibration', 'Vibration', 'Haptic feedback in the Telegram Mini App.'),
  ],
};
const ALL_FIELDS = Object.values(FIELDS).flat();

/** The spec's page message: idle, saving, then a message (red if it says Error) that clears after 3 s. */
function useMessage() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), 3_000);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}

export function AppSettingsScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(adminSettingsQuery(api));
  const draft = useSettingsDraft(data, ALL_FIELDS);
  const [tab, setTab] = useState<Tab>('theme');
  const [message, setMessage] = useMessage();
  const [confirmReset, setConfirmReset] = useState(false);
  const saved = (doc: AdminSettingsDocument, text: string) => {
    queryClient.setQueryData(adminSettingsQuery(api).queryKey, doc);
    draft.clear();
    void refreshSettings(queryClient);
    setMessage(text);
  };
  const save = useMutation({
    mutationFn: () => api.put<AdminSettingsDocument>('/api/admin/settings', draft.changes),
    onSuccess: (doc) => saved(doc, 'App settings updated successfully!'),
    onError: (error) => setMessage(`Error saving settings: ${errorMessage(error)}`),
  });
  const reset = useMutation({
    mutationFn: () => api.post<AdminSettingsDocument>('/api/admin/settings/reset'),
    onSuccess: (doc) => {
      setConfirmReset(false);
      saved(doc, 'All settings were reset to their defaults.');
    },
    onError: (error) => {
      setConfirmReset(false);
      setMessage(`Error saving settings: ${errorMessage(error)}`);
    },
  });
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="App Settings"
        subtitle={
          data.lastUpdated
            ? `Last updated ${formatDateTime(data.lastUpdated)} by ${data.updatedBy ?? 'an admin'}`
            : 'What players see: theme, features, layout, texts and limits. Defaults until first saved.'
        }
        actions={
          <>
            <button
              type="button"
              className="btn btn-ghost text-sm"
              onClick={() => setConfirmReset(true)}
              disabled={save.isPending || reset.isPending}
            >
              <RotateCcw aria-hidden className="size-4" /> Reset Defaults
            </button>
            <SaveBar draft={draft} saving={save.isPending} onSave={() => save.mutate()} />
          </>
        }
      />
      {message ? (
        <p
          role="status"
          className={clsx(
            'rounded-xl px-4 py-3 text-sm font-medium',
            message.includes('Error') ? 'bg-danger/12 text-danger' : 'bg-accent/12 text-accent',
          )}
        >
          {message}
        </p>
      ) : null}
      <SettingsTabs tabs={TABS} active={tab} onSelect={setTab} />
      <section role="tabpanel" aria-label={TABS.find((t) => t.id === tab)?.label} className="card flex flex-col gap-5">
        <SettingsFields fields={FIELDS[tab]} draft={draft} />
        {tab === 'theme' ? <ThemePreview value={draft.value} /> : null}
      </section>
      {confirmReset ? (
        <ConfirmDialog
          title="Reset Defaults"
          confirmLabel="Reset"
          busyLabel="Resetting..."
          busy={reset.isPending}
          onConfirm={() => reset.mutate()}
          onClose={() => setConfirmReset(false)}
        >
          <p className="text-sm">Are you sure you want to reset all settings to defaults?</p>
          <p className="mt-2 text-xs text-muted">
            Every setting of the app, the system, the wallet, the quiz and the daily bonus returns to its default.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function ThemePreview({ value }: { value: (path: string) => unknown }) {
  const colour = (path: string) => {
    const v = String(value(path));
    return /^#[0-9a-f]{6}$/i.test(v) ? v : undefined;
  };
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-bg p-4" aria-label="Preview">
      <span className="text-xs text-muted">Preview</span>
      <span className="btn text-sm text-white" style={{ background: colour('primaryColor') }}>
        Start Quiz
      </span>
      <span className="text-sm font-bold" style={{ color: colour('secondaryColor') }}>
        Reward
      </span>
      <span className="text-sm font-semibold" style={{ color: colour('accentColor') }}>
        Correct!
      </span>
    </div>
  );
}
