import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../components/toast';
import { idempotencyHeaders } from '../../api-client/idempotency';
import type { Tournament } from '../../api-client/tournament-types';
import { FormError } from '../../components/FormError';
import { Modal } from '../../components/Modal';
import { useApi } from '../../context';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { useFormat } from '../../i18n/use-format';
import { refreshTournaments } from '../../queries/tournaments';
import { hapticNotify } from '../../telegram/useTelegram';
import { formatPercent } from '../../format-time';

/** The Create Tournament dialog: the creator joins as player 1 and pays the entry fee. */
export function CreateTournamentModal({
  open,
  onClose,
  feePercent,
}: {
  open: boolean;
  onClose: () => void;
  feePercent: number;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  const t = useT();
  const f = useFormat();
  const errorText = useErrorText();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [entryFee, setEntryFee] = useState('5');
  const [maxParticipants, setMaxParticipants] = useState('2');
  const [timeLimit, setTimeLimit] = useState('30');
  const [error, setError] = useState<string | null>(null);
  // a message about the form goes once the player changes it
  const edit = (set: (value: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    setError(null);
  };

  const mutation = useMutation({
    mutationFn: () =>
      api.post<Tournament>(
        '/api/tournaments',
        {
          name: name.trim(),
          description: description.trim(),
          entryFee: entryFee.trim(),
          maxParticipants: Number(maxParticipants),
          timeLimit: Number(timeLimit),
        },
        { headers: idempotencyHeaders() },
      ),
    onSuccess: (created) => {
      toast.success(t('createTournament.created', { name: created.name }));
      hapticNotify('success');
      refreshTournaments(queryClient);
      onClose();
      void navigate({ to: '/tournaments/$tournamentId', params: { tournamentId: created.id } });
    },
    onError: (err) => {
      setError(errorText(err, 'createTournament.failed'));
      hapticNotify('error');
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    let problem: string | null = null;
    const players = Number(maxParticipants);
    const minutes = Number(timeLimit);
    if (!name.trim()) problem = t('createTournament.nameRequired');
    else if (!(Number(entryFee) >= 1)) problem = t('createTournament.feeMin', { amount: 1 });
    else if (!Number.isInteger(players) || players < 2 || players > 1000)
      problem = t('createTournament.playersRange', { min: 2, max: 1000 });
    else if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60)
      problem = t('createTournament.minutesRange', { min: 1, max: 60 });
    setError(problem);
    if (!problem) mutation.mutate();
  }

  const busy = mutation.isPending;
  const field = (key: string, label: string, input: React.ReactNode, hint?: string) => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
        {label}
      </label>
      {input}
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </div>
  );
  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={busy}
      title={t('createTournament.title')}
      description={t('createTournament.description')}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {t('createTournament.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={busy}>
            {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {busy ? t('createTournament.creating') : t('createTournament.submit')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {field(
          'name',
          t('createTournament.name'),
          <input
            id={`${id}-name`}
            className="field"
            value={name}
            maxLength={100}
            onChange={edit(setName)}
            placeholder={t('createTournament.namePlaceholder')}
            data-autofocus
            disabled={busy}
          />,
        )}
        {field(
          'description',
          t('createTournament.descriptionLabel'),
          <input
            id={`${id}-description`}
            className="field"
            value={description}
            maxLength={500}
            onChange={edit(setDescription)}
            disabled={busy}
          />,
        )}
        <div className="grid grid-cols-3 gap-3">
          {field(
            'fee',
            t('createTournament.entry'),
            <input
              id={`${id}-fee`}
              className="field tabular-nums"
              type="number"
              inputMode="decimal"
              min={1}
              step="0.01"
              value={entryFee}
              onChange={edit(setEntryFee)}
              disabled={busy}
            />,
          )}
          {field(
            'players',
            t('createTournament.players'),
            <input
              id={`${id}-players`}
              className="field tabular-nums"
              type="number"
              inputMode="numeric"
              min={2}
              max={1000}
              value={maxParticipants}
              onChange={edit(setMaxParticipants)}
              disabled={busy}
            />,
          )}
          {field(
            'minutes',
            t('createTournament.minutes'),
            <input
              id={`${id}-minutes`}
              className="field tabular-nums"
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              value={timeLimit}
              onChange={edit(setTimeLimit)}
              disabled={busy}
            />,
          )}
        </div>
        <p className="rounded-xl bg-surface-2 px-3 py-2 text-xs leading-relaxed text-muted">
          {t('createTournament.rules', { percent: formatPercent(feePercent, f.locale) })}
        </p>
        <FormError message={error} />
      </form>
    </Modal>
  );
}
