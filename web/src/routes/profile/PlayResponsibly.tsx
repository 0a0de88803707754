import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { PlayLimits } from '../../api-client/responsible-play-types';
import { Modal } from '../../components/Modal';
import { Skeleton } from '../../components/Skeleton';
import { useApi } from '../../context';
import { type MessageKey, useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { useFormat } from '../../i18n/use-format';
import { toMicro } from '../../money';
import { playLimitsQuery } from '../../queries/responsible-play';
import { formatDateTime } from '../../format-time';

type Period = 'day' | 'week' | 'month';
type Changes = {
  dailyStakeLimit?: string | null;
  dailyLossLimit?: string | null;
  depositLimit?: { amount: string; period: Period } | null;
  sessionReminderMinutes?: number | null;
  coolOffHours?: number;
  selfExcludeDays?: number;
};

const PERIODS: Period[] = ['day', 'week', 'month'];
const REMINDERS = [15, 30, 60, 120];
const COOL_OFFS = [24, 72, 168, 336, 1008];
const EXCLUSIONS = [183, 365, 730, 1825];

/** Saves changes and shows what the server made of them (a raise comes back pending). */
function useSaveLimits() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Changes) => api.put<PlayLimits>('/api/users/limits', changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(playLimitsQuery(api).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['standing'] });
      void queryClient.invalidateQueries({ queryKey: ['quiz', 'eligibility'] });
    },
  });
}

/**
 * "Play responsibly" in the settings card: the player's own stake, loss and deposit limits with what
 * each used and when it resets, raises waiting their 24 hours, the reality-check reminder, and a
 * cool-off or self-exclusion behind a confirmation. The server decides what applies when.
 */
export function PlayResponsibly() {
  const api = useApi();
  const t = useT();
  const f = useFormat();
  const { data } = useSuspenseQuery(playLimitsQuery(api));
  return (
    <div className="flex flex-col gap-3" data-testid="play-responsibly">
      <p className="text-xs text-muted">{t('play.intro')}</p>
      {data.break ? (
        <p
          role="status"
          className="rounded-lg bg-secondary/10 px-3 py-2 text-sm text-secondary"
          data-testid="play-break"
        >
          {t(data.break.kind === 'cool_off' ? 'play.onCoolOff' : 'play.onSelfExclusion', {
            date: formatDateTime(data.break.endsAt, f.locale),
          })}
        </p>
      ) : null}
      <LimitsForm key={JSON.stringify(data)} limits={data} />
      {data.pending.length > 0 ? (
        <ul className="flex flex-col gap-1 text-xs text-secondary" data-testid="play-pending">
          {data.pending.map((p) => (
            <li key={p.limit}>
              {t(p.amount === null ? 'play.pendingRemoval' : 'play.pendingRaise', {
                limit: t(`play.${p.limit}` as MessageKey),
                amount: f.amount(p.amount),
                date: formatDateTime(p.appliesAt, f.locale),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <BreakForm kind="coolOff" choices={COOL_OFFS} />
      <BreakForm kind="selfExclusion" choices={EXCLUSIONS} />
    </div>
  );
}

function LimitsForm({ limits }: { limits: PlayLimits }) {
  const t = useT();
  const errorText = useErrorText();
  const save = useSaveLimits();
  const [stake, setStake] = useState(limits.dailyStakeLimit?.amount ?? '');
  const [loss, setLoss] = useState(limits.dailyLossLimit?.amount ?? '');
  const [deposit, setDeposit] = useState(limits.depositLimit?.amount ?? '');
  const [period, setPeriod] = useState<Period>(limits.depositLimit?.period ?? 'month');
  const [reminder, setReminder] = useState(String(limits.sessionReminderMinutes ?? ''));
  const invalid = [stake, loss, deposit].some((v) => v.trim() !== '' && !(toMicro(v) ?? 0n));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    const amount = (v: string) => (v.trim() === '' ? null : v.trim());
    const changes: Changes = {};
    if (amount(stake) !== (limits.dailyStakeLimit?.amount ?? null)) changes.dailyStakeLimit = amount(stake);
    if (amount(loss) !== (limits.dailyLossLimit?.amount ?? null)) changes.dailyLossLimit = amount(loss);
    const depositAmount = amount(deposit);
    if (depositAmount !== (limits.depositLimit?.amount ?? null) || period !== (limits.depositLimit?.period ?? period))
      changes.depositLimit = depositAmount === null ? null : { amount: depositAmount, period };
    const minutes = reminder === '' ? null : Number(reminder);
    if (minutes !== limits.sessionReminderMinutes) changes.sessionReminderMinutes = minutes;
    if (Object.keys(changes).length > 0) save.mutate(changes);
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <AmountField
        id="limit-stake"
        label={t('play.dailyStakeLimit')}
        value={stake}
        onChange={setStake}
        usage={limits.dailyStakeLimit}
      />
      <AmountField
        id="limit-loss"
        label={t('play.dailyLossLimit')}
        value={loss}
        onChange={setLoss}
        usage={limits.dailyLossLimit}
      />
      <AmountField
        id="limit-deposit"
        label={t('play.depositLimit')}
        value={deposit}
        onChange={setDeposit}
        usage={limits.depositLimit}
      >
        <select
          aria-label={t('play.period')}
          className="field min-h-11 w-28"
          value={period}
          onChange={(e) => setPeriod(e.target.value as Period)}
        >
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`play.per.${p}` as MessageKey)}
            </option>
          ))}
        </select>
      </AmountField>
      <label className="flex flex-col gap-1 text-sm">
        <span>{t('play.sessionReminderMinutes')}</span>
        <select className="field min-h-11" value={reminder} onChange={(e) => setReminder(e.target.value)}>
          <option value="">{t('play.reminderOff')}</option>
          {REMINDERS.map((m) => (
            <option key={m} value={m}>
              {t('play.everyMinutes', { count: m })}
            </option>
          ))}
        </select>
      </label>
      <p className="text-xs text-muted">{t('play.howChangesApply')}</p>
      {invalid ? <p className="text-sm text-danger">{t('play.invalidAmount')}</p> : null}
      {save.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(save.error)}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary min-h-11" disabled={save.isPending || invalid}>
        {save.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {t('play.saveLimits')}
      </button>
    </form>
  );
}

function AmountField({
  id,
  label,
  value,
  onChange,
  usage,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  usage: { amount: string; used: string; resetsAt: string } | null;
  children?: ReactNode;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{label}</label>
      <div className="flex gap-2">
        <input
          id={id}
          className="field min-h-11 min-w-0 flex-1 tabular-nums"
          inputMode="decimal"
          placeholder={t('play.noLimit')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        {children}
      </div>
      {usage ? (
        <span className="text-xs text-muted tabular-nums">
          {t('play.used', {
            used: f.amount(usage.used),
            amount: f.amount(usage.amount),
            date: formatDateTime(usage.resetsAt, f.locale),
          })}
        </span>
      ) : null}
    </div>
  );
}

/** A cool-off or a self-exclusion: a length, then a confirmation that says it cannot be undone. */
function BreakForm({ kind, choices }: { kind: 'coolOff' | 'selfExclusion'; choices: number[] }) {
  const t = useT();
  const errorText = useErrorText();
  const save = useSaveLimits();
  const [length, setLength] = useState(choices[0]!);
  const [confirming, setConfirming] = useState(false);
  const choiceLabel = (n: number) =>
    kind === 'coolOff' ? t('play.hoursChoice', { count: n }) : t('play.daysChoice', { count: n });
  const confirm = () =>
    save.mutate(kind === 'coolOff' ? { coolOffHours: length } : { selfExcludeDays: length }, {
      onSuccess: () => setConfirming(false),
    });
  return (
    <div className="flex flex-col gap-1 border-t border-line pt-3 text-sm">
      <span className="font-medium">{t(`play.${kind}` as MessageKey)}</span>
      <span className="text-xs text-muted">{t(`play.${kind}Hint` as MessageKey)}</span>
      <div className="flex gap-2">
        <select
          aria-label={t(`play.${kind}Length` as MessageKey)}
          className="field min-h-11 min-w-0 flex-1"
          value={length}
          onChange={(e) => setLength(Number(e.target.value))}
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {choiceLabel(n)}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-ghost min-h-11" onClick={() => setConfirming(true)}>
          {t(`play.${kind}Start` as MessageKey)}
        </button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t(`play.${kind}Confirm` as MessageKey, { length: choiceLabel(length) })}
        size="sm"
        busy={save.isPending}
        footer={
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-ghost min-h-11" onClick={() => setConfirming(false)}>
              {t('play.cancel')}
            </button>
            <button type="button" className="btn btn-danger min-h-11" onClick={confirm} disabled={save.isPending}>
              {t(`play.${kind}Start` as MessageKey)}
            </button>
          </div>
        }
      >
        <p className="text-sm">{t('play.breakFinal')}</p>
        {save.isError ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {errorText(save.error)}
          </p>
        ) : null}
      </Modal>
    </div>
  );
}

export function PlayResponsiblySkeleton() {
  return (
    <div className="flex flex-col gap-3">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-11 w-full" />
      ))}
    </div>
  );
}
