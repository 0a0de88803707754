// The tournaments screen's dialogs: a tournament's details, completing or cancelling it, and scheduling a new one.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../ui/error-message';
import { idempotencyHeaders } from '../../../api-client/idempotency';
import type { Tournament } from '../../../api-client/tournament-types';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { Skeleton } from '../../../components/Skeleton';
import { useApi } from '../../../context';

import { adminTournamentQuery } from '../../../queries/tournaments';
import { DIFFICULTIES } from '../../../../../db/questions/value-lists';
import { InlineError } from '../ui/section';
import { TOURNAMENT_CATEGORIES as CATEGORIES } from './search';
import { FormActions } from '../ui/dialogs';
import { money } from '../ui/money';
import { TranslationFields } from '../ui/translation-fields';
import { formatDateTime, formatSeconds } from '../../../format-time';

export const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

export const moneyOrDash = (v: string | null) => (v === null ? '-' : money(v));

export function DetailsDialog({ t, onClose }: { t: Tournament; onClose: () => void }) {
  const api = useApi();
  const { data, error, refetch, isPending } = useQuery(adminTournamentQuery(api, t.id));
  return (
    <Modal
      open
      onClose={onClose}
      title={t.name}
      description={`${capital(t.status)} · ${t.rules.split('\n')[0]}`}
      size="lg"
    >
      {isPending ? (
        <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label="Loading participants">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-8" />
          ))}
        </div>
      ) : error ? (
        <InlineError error={error} onRetry={() => void refetch()} what="The participants" />
      ) : (
        <div className="flex flex-col gap-4 text-sm">
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {[
              ['Entry fee', moneyOrDash(data.entryFee)],
              ['Total pool', moneyOrDash(data.totalPool)],
              ['House prize', moneyOrDash(data.housePrize)],
              ['App fee', data.appFee === null ? `${data.feePercent}% of entries` : moneyOrDash(data.appFee)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-surface-2 px-3 py-2">
                <dt className="text-xs text-muted">{label}</dt>
                <dd className="font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {data.participants.length === 0 ? (
            <p className="text-muted">Nobody has joined yet.</p>
          ) : (
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-xs text-muted">
                  <th className="py-1.5 font-medium">Rank</th>
                  <th className="py-1.5 font-medium">Player</th>
                  <th className="py-1.5 font-medium">Joined</th>
                  <th className="py-1.5 font-medium">Run</th>
                  <th className="py-1.5 text-right font-medium">Score</th>
                  <th className="py-1.5 text-right font-medium">Time</th>
                  <th className="py-1.5 text-right font-medium">Prize</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {data.participants.map((p) => (
                  <tr key={p.userId}>
                    <td className="py-1.5 tabular-nums">{p.rank ?? '-'}</td>
                    <td className="py-1.5 font-medium">
                      {p.userName}
                      {p.isCreator ? <span className="text-xs text-muted"> (creator)</span> : null}
                    </td>
                    <td className="py-1.5 text-muted">{formatDateTime(p.joinedAt)}</td>
                    <td className="py-1.5">{p.finished ? 'Finished' : p.started ? 'Playing' : 'Not started'}</td>
                    <td className="py-1.5 text-right tabular-nums">{p.score ?? '-'}</td>
                    <td className="py-1.5 text-right tabular-nums">{formatSeconds(p.timeMs)}</td>
                    <td className="py-1.5 text-right tabular-nums">{moneyOrDash(p.prize)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </Modal>
  );
}

export function SettleDialog({
  kind,
  t,
  onClose,
}: {
  kind: 'complete' | 'cancel';
  t: Tournament;
  onClose: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () =>
      kind === 'complete'
        ? api.put<Tournament>(`/api/admin/tournaments/${t.id}/complete`)
        : api.put<Tournament>(`/api/admin/tournaments/${t.id}/cancel`, { reason: reason.trim() }),
    onSuccess: (done) => {
      toast.success(
        done.status === 'completed'
          ? `${done.name} completed: ${done.winnerName} won ${moneyOrDash(done.winnerAmount)}`
          : `${done.name} cancelled; every entry fee was refunded`,
      );
      void queryClient.invalidateQueries({ queryKey: ['admin', 'tournaments'] });
      onClose();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (kind === 'cancel' && !reason.trim()) return setError('Please provide a reason for cancelling');
    mutation.mutate();
  }
  const busy = mutation.isPending;
  return (
    <Modal
      open
      onClose={onClose}
      busy={busy}
      size="sm"
      title={kind === 'complete' ? 'Complete tournament now?' : 'Cancel tournament?'}
      description={
        kind === 'complete'
          ? `${t.name}: open runs are closed, then the pool is paid out by the ranking (or refunded if fewer than 2 players finished).`
          : `${t.name}: every entry fee (${moneyOrDash(t.entryFee)} each) goes back to its player.`
      }
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            Keep it
          </button>
          <button
            type="submit"
            form={`${id}-form`}
            className={clsx('btn', kind === 'complete' ? 'btn-primary' : 'bg-danger text-black')}
            disabled={busy}
          >
            {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {kind === 'complete' ? 'Complete now' : 'Cancel and refund'}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        {kind === 'cancel' ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium">
              Reason (shown to the players)
            </label>
            <textarea
              id={`${id}-reason`}
              className="field min-h-20 py-2"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              data-autofocus
              disabled={busy}
            />
          </div>
        ) : null}
        <FormError message={error} />
      </form>
    </Modal>
  );
}

/** "50,30,20" (or "50/30/20") as percentages per place. */
const splitOf = (text: string) =>
  text
    .split(/[,/ ]+/)
    .filter(Boolean)
    .map((p) => Number(p));

/** `datetime-local` value of a date, in the browser's time zone. */
const localInput = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export function CreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const blank = () => ({
    name: '',
    category: 'general',
    description: '',
    startDate: localInput(new Date(Date.now() + 3_600_000)),
    endDate: localInput(new Date(Date.now() + 8 * 86_400_000)),
    entryFee: '0',
    prizePool: '0',
    prizeSplit: '100',
    maxParticipants: '100',
    difficulty: 'medium',
    questionCount: '10',
    rules: '',
  });
  const [form, setForm] = useState(blank);
  const [translations, setTranslations] = useState<Tournament['translations']>({});
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof ReturnType<typeof blank>) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const mutation = useMutation({
    mutationFn: () =>
      api.post<Tournament>(
        '/api/admin/tournaments',
        {
          name: form.name.trim(),
          category: form.category,
          description: form.description.trim(),
          entryFee: form.entryFee.trim() || '0',
          prizePool: form.prizePool.trim() || '0',
          prizeSplit: splitOf(form.prizeSplit),
          maxParticipants: Number(form.maxParticipants),
          startDate: new Date(form.startDate).toISOString(),
          endDate: new Date(form.endDate).toISOString(),
          rules: form.rules.trim(),
          difficulty: form.difficulty,
          questionCount: Number(form.questionCount),
          translations,
        },
        { headers: idempotencyHeaders() },
      ),
    onSuccess: (t) => {
      toast.success(`Tournament "${t.name}" scheduled`);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'tournaments'] });
      setForm(blank());
      setTranslations({});
      setError(null);
      onClose();
    },
    onError: (err) => setError(errorMessage(err, 'Failed to create tournament. Please try again.')),
  });
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!form.name.trim()) return setError('Tournament name is required');
    if (splitOf(form.prizeSplit).reduce((sum, p) => sum + p, 0) !== 100)
      return setError('Prize split must add up to 100%');
    if (Number.isNaN(Date.parse(form.startDate)) || Number.isNaN(Date.parse(form.endDate)))
      return setError('Please enter a valid start and end date');
    setError(null);
    mutation.mutate();
  }
  const busy = mutation.isPending;
  const field = (key: keyof ReturnType<typeof blank>, label: string, input: ReactNode) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      {input}
    </div>
  );
  const text = (key: keyof ReturnType<typeof blank>, props: Record<string, unknown> = {}) => (
    <input id={`${id}-${key}`} className="field" value={form[key]} onChange={set(key)} disabled={busy} {...props} />
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      size="lg"
      title="Create Tournament"
      description="A sponsored tournament: the house-funded prize moves into its pool now."
      footer={<FormActions formId={`${id}-form`} busy={busy} onCancel={onClose} submit="Create Tournament" />}
    >
      <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {field('name', 'Name', text('name', { maxLength: 100, 'data-autofocus': true }))}
        {field(
          'category',
          'Category',
          <select
            id={`${id}-category`}
            className="field"
            value={form.category}
            onChange={set('category')}
            disabled={busy}
          >
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {capital(c)}
              </option>
            ))}
          </select>,
        )}
        <div className="sm:col-span-2">
          {field('description', 'Description', text('description', { maxLength: 500 }))}
        </div>
        {field('startDate', 'Start', text('startDate', { type: 'datetime-local' }))}
        {field('endDate', 'End', text('endDate', { type: 'datetime-local' }))}
        {field('entryFee', 'Entry fee (USDT, 0 for free)', text('entryFee', { inputMode: 'decimal' }))}
        {field('prizePool', 'House-funded prize (USDT)', text('prizePool', { inputMode: 'decimal' }))}
        {field('prizeSplit', 'Prize split (% per place, e.g. 50,30,20)', text('prizeSplit'))}
        {field('maxParticipants', 'Max participants', text('maxParticipants', { inputMode: 'numeric' }))}
        {field(
          'difficulty',
          'Difficulty',
          <select
            id={`${id}-difficulty`}
            className="field"
            value={form.difficulty}
            onChange={set('difficulty')}
            disabled={busy}
          >
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {capital(d)}
              </option>
            ))}
          </select>,
        )}
        {field('questionCount', 'Questions', text('questionCount', { inputMode: 'numeric' }))}
        <div className="sm:col-span-2">
          {field(
            'rules',
            'Rules (shown above the standard rules)',
            <textarea
              id={`${id}-rules`}
              className="field min-h-20 py-2"
              value={form.rules}
              maxLength={2000}
              onChange={set('rules')}
              disabled={busy}
            />,
          )}
        </div>
        <TranslationFields
          value={translations}
          fields={[
            { field: 'name', label: 'Tournament name', maxLength: 100 },
            { field: 'description', label: 'Description', maxLength: 500, multiline: true },
            { field: 'rules', label: 'Rules', maxLength: 2000, multiline: true },
          ]}
          onChange={setTranslations}
        />
        <FormError message={error} className="sm:col-span-2" />
      </form>
    </Modal>
  );
}
