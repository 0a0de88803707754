// The Daily Bonus screen: the figures, the bonus settings, the recent claims, the export and the
// streak reset.
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  CalendarCheck,
  CalendarDays,
  CalendarRange,
  Crown,
  DollarSign,
  Flame,
  Gift,
  LoaderCircle,
  RotateCcw,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../ui/error-message';
import type { AdminDailyBonus, BonusClaimRow } from '../../../api-client/types';
import { EmptyState } from '../../../components/EmptyState';
import { useApi } from '../../../context';
import { formatCount, formatPlural } from '../../../format';
import { adminBonusClaimsQuery, adminDailyBonusQuery } from '../../../queries/daily-bonus';
import { refreshSettings } from '../../../queries/admin-settings';
import { SummaryCard } from '../ui/cards';
import { ConfirmDialog } from '../ui/dialogs';
import { DownloadButton } from '../ui/download-button';
import { SectionHeading } from '../ui/section';
import { type FieldSpec, SaveBar, SettingsFields, useSettingsDraft } from '../ui/settings-form';
import { Td, Th } from '../ui/table';
import { money } from '../ui/money';
import { DAYS } from '../ui/nouns';
import { formatDateTime } from '../../../format-time';

const streaksOff = (v: (path: string) => unknown) => v('streakEnabled') !== true;
const RANGES: [string, string][] = [
  ['1-2', '1-2 days'],
  ['3-6', '3-6 days'],
  ['7-13', '7-13 days'],
  ['14-29', '14-29 days'],
  ['30+', '30+ days'],
];

// Daily bonus inputs of spec 002 section 5, enforced by the server on save too.
const GROUPS: { title: string; fields: FieldSpec[] }[] = [
  {
    title: 'Amounts',
    fields: [
      { kind: 'toggle', path: 'enabled', label: 'Daily bonus enabled' },
      { kind: 'amount', path: 'baseAmount', label: 'Base amount (USDT)', min: 0.1, max: 100, step: 0.1 },
      { kind: 'amount', path: 'maxAmount', label: 'Max amount (USDT)', min: 1, max: 1000, step: 1 },
      {
        kind: 'number',
        path: 'cooldownHours',
        label: 'Cooldown',
        min: 1,
        max: 48,
        unit: 'hours',
        hint: 'Time from one claim to the next. A streak survives one day past the cooldown.',
      },
    ],
  },
  {
    title: 'Streak multipliers',
    fields: [
      {
        kind: 'toggle',
        path: 'streakEnabled',
        label: 'Streaks',
        on: "On: a claim pays the base amount times the multiplier of the player's streak below.",
        hint: 'Off: every claim pays the base amount; the multipliers below are kept but unused.',
      },
      ...RANGES.map(
        ([key, label]): FieldSpec => ({
          kind: 'number',
          path: `streakMultipliers.${key}`,
          label,
          min: 1,
          max: 5,
          step: 0.1,
          unit: '×',
          disabledIf: streaksOff,
        }),
      ),
    ],
  },
  {
    title: 'Conditions',
    fields: [
      { kind: 'toggle', path: 'conditions.requireQuiz', label: 'Require a quiz that day' },
      { kind: 'toggle', path: 'conditions.requireDeposit', label: 'Require a first deposit' },
      {
        kind: 'toggle',
        path: 'conditions.requireVerification',
        label: 'Require verification',
        hint: 'A verified account: signed in with Telegram.',
      },
      { kind: 'number', path: 'conditions.minLevel', label: 'Minimum level', min: 1, max: 100 },
      { kind: 'number', path: 'conditions.maxClaimsPerDay', label: 'Max claims per day', min: 1, max: 24 },
    ],
  },
  {
    title: 'Notifications',
    fields: [
      { kind: 'toggle', path: 'notifications.enabled', label: 'Reminders' },
      { kind: 'number', path: 'notifications.reminderHours', label: 'Remind after', min: 1, max: 24, unit: 'hours' },
      { kind: 'toggle', path: 'notifications.streakMilestone', label: 'Streak milestone notices' },
    ],
  },
];
const ALL_FIELDS = GROUPS.flatMap((g) => g.fields);

export function DailyBonusScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(adminDailyBonusQuery(api));
  const draft = useSettingsDraft(data.settings, ALL_FIELDS);
  const [confirmReset, setConfirmReset] = useState(false);
  const save = useMutation({
    mutationFn: () => api.put<AdminDailyBonus>('/api/admin/daily-bonus', draft.changes),
    onSuccess: (next) => {
      queryClient.setQueryData(adminDailyBonusQuery(api).queryKey, next);
      draft.clear();
      void refreshSettings(queryClient);
      toast.success('Daily bonus settings saved successfully!');
    },
    onError: (error) => toast.error('Error saving settings. Please try again.', { description: errorMessage(error) }),
  });
  const { stats } = data;
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Daily Bonus"
        subtitle="Claims, streaks and the rules every claim is checked against."
        actions={
          <>
            <DownloadButton
              label="Export Data"
              fileName="daily_bonus_claims.csv"
              className="btn btn-ghost text-sm"
              file={() => api.download('/api/admin/daily-bonus/export')}
            />
            <button type="button" className="btn btn-ghost text-sm text-danger" onClick={() => setConfirmReset(true)}>
              <RotateCcw aria-hidden className="size-4" /> Reset All Streaks
            </button>
            <SaveBar draft={draft} saving={save.isPending} onSave={() => save.mutate()} />
          </>
        }
      />
      <section aria-label="Daily bonus statistics" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <SummaryCard
          label="Total Users"
          value={formatCount(stats.totalUsers)}
          icon={Users}
          tone="primary"
          testId="bonus-stat-users"
        />
        <SummaryCard
          label="Active (7 days)"
          value={formatCount(stats.activeUsers)}
          icon={Flame}
          tone="accent"
          testId="bonus-stat-active"
        />
        <SummaryCard
          label="Claims Today"
          value={formatCount(stats.totalClaimsToday)}
          icon={CalendarCheck}
          tone="secondary"
          testId="bonus-stat-today"
        />
        <SummaryCard
          label="Total Distributed"
          value={money(stats.totalRewardsDistributed)}
          icon={DollarSign}
          tone="accent"
          testId="bonus-stat-distributed"
        />
        <SummaryCard
          label="Average Streak"
          value={formatPlural(stats.averageStreak, DAYS, undefined, String(stats.averageStreak))}
          icon={Gift}
          tone="muted"
          testId="bonus-stat-average"
        />
        <SummaryCard
          label="Top Streak"
          value={formatPlural(stats.topStreak, DAYS)}
          icon={Crown}
          tone="secondary"
          testId="bonus-stat-top"
        />
        <SummaryCard
          label="Claims This Week"
          value={formatCount(stats.totalClaimsThisWeek)}
          icon={CalendarDays}
          tone="primary"
          testId="bonus-stat-week"
        />
        <SummaryCard
          label="Claims This Month"
          value={formatCount(stats.totalClaimsThisMonth)}
          icon={CalendarRange}
          tone="primary"
          testId="bonus-stat-month"
        />
      </section>
      <section aria-label="Daily bonus settings" className="card flex flex-col gap-6">
        <h2 className="text-lg font-semibold">Settings</h2>
        {GROUPS.map((g) => (
          <fieldset key={g.title} className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-semibold text-muted uppercase">{g.title}</legend>
            <SettingsFields fields={g.fields} draft={draft} />
          </fieldset>
        ))}
      </section>
      <RecentClaims first={data.recentClaims} />
      <ResetStreaksModal open={confirmReset} onClose={() => setConfirmReset(false)} />
    </div>
  );
}

function RecentClaims({ first }: { first: AdminDailyBonus['recentClaims'] }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [more, setMore] = useState<{ rows: BonusClaimRow[]; cursor: string | null }>({
    rows: [],
    cursor: first.nextCursor,
  });
  const [loading, setLoading] = useState(false);
  const rows = [...first.data, ...more.rows];
  async function loadMore() {
    if (!more.cursor) return;
    setLoading(true);
    try {
      const page = await queryClient.fetchQuery(adminBonusClaimsQuery(api, more.cursor));
      setMore((m) => ({ rows: [...m.rows, ...page.data], cursor: page.nextCursor }));
    } catch (error) {
      toast.error(`Could not load more claims: ${errorMessage(error)}`);
    } finally {
      setLoading(false);
    }
  }
  if (rows.length === 0) {
    return (
      <EmptyState icon={<Gift aria-hidden className="size-7" />} title="No claims yet">
        Claims appear here as players collect their daily bonus.
      </EmptyState>
    );
  }
  return (
    <section aria-label="Recent claims" className="overflow-hidden rounded-xl border border-line bg-surface">
      <h2 className="px-4 py-3 text-lg font-semibold">Recent Claims</h2>
      <div className="max-h-[60vh] overflow-auto">
        <table className="w-full min-w-[720px] border-separate border-spacing-0 text-sm">
          <thead>
            <tr>
              <Th>Date</Th>
              <Th>User</Th>
              <Th className="text-right">Amount</Th>
              <Th className="text-right">Streak</Th>
              <Th className="text-right">Multiplier</Th>
              <Th>Status</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} data-testid="bonus-claim-row">
                <Td className="whitespace-nowrap text-muted">{formatDateTime(c.timestamp)}</Td>
                <Td>
                  <p className="font-medium">{c.username}</p>
                  <p className="font-mono text-xs text-muted">{c.userId.slice(0, 8)}</p>
                </Td>
                <Td className="text-right tabular-nums">{money(c.amount)}</Td>
                <Td className="text-right tabular-nums">{c.streak}</Td>
                <Td className="text-right tabular-nums">×{c.multiplier}</Td>
                <Td>
                  <span className="rounded-md bg-accent/12 px-2 py-0.5 text-xs font-semibold text-accent">
                    Completed
                  </span>
                </Td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {more.cursor ? (
        <div className="flex justify-center border-t border-line p-3">
          <button type="button" className="btn btn-ghost text-sm" onClick={loadMore} disabled={loading}>
            {loading ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {loading ? 'Loading...' : 'Load more'}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function ResetStreaksModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => api.post<{ reset: number }>('/api/admin/daily-bonus/reset-streaks'),
    onSuccess: ({ reset: count }) => {
      toast.success('All user streaks have been reset.', { description: `${formatCount(count)} streaks reset to 0.` });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'daily-bonus'] });
      onClose();
    },
    onError: (error) => toast.error('Error resetting streaks. Please try again.', { description: errorMessage(error) }),
  });
  if (!open) return null;
  return (
    <ConfirmDialog
      title="Reset All Streaks"
      confirmLabel="Reset"
      busyLabel="Resetting..."
      icon={<RotateCcw aria-hidden className="size-4" />}
      busy={reset.isPending}
      onConfirm={() => reset.mutate()}
      onClose={onClose}
    >
      <p className="text-sm">Are you sure you want to reset all user streaks? This action cannot be undone.</p>
    </ConfirmDialog>
  );
}
