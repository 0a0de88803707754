import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../components/toast';
import { errorMessage } from '../../api/client';
import { idempotencyHeaders } from '../../api/idempotency';
import type { Tournament } from '../../api/tournament-types';
import { FormError } from '../../components/FormError';
import { Modal } from '../../components/Modal';
import { useApi } from '../../context';
import { currency } from '../../format';
import { refreshTournaments } from '../../queries/tournaments';
import { hapticNotify } from '../../telegram/useTelegram';

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
    onSuccess: (t) => {
      toast.success(`Tournament "${t.name}" created. Share it and play when you are ready.`);
      hapticNotify('success');
      refreshTournaments(queryClient);
      onClose();
      void navigate({ to: '/tournaments/$tournamentId', params: { tournamentId: t.id } });
    },
    onError: (err) => {
      setError(errorMessage(err, 'Failed to create tournament. Please try again.'));
      hapticNotify('error');
    },
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    let problem: string | null = null;
    const players = Number(maxParticipants);
    const minutes = Number(timeLimit);
    if (!name.trim()) problem = 'Tournament name is required';
    else if (!(Number(entryFee) >= 1)) problem = 'Entry fee must be at least $1';
    else if (!Number.isInteger(players) || players < 2 || players > 1000)
      problem = 'Max players must be between 2 and 1000';
    else if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60)
      problem = 'Time limit must be between 1 and 60 minutes';
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
      title="Create Tournament"
      description="You join as player 1 and pay the entry fee now."
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={busy}>
            {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {busy ? 'Creating...' : 'Create & pay entry'}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {field(
          'name',
          'Name',
          <input
            id={`${id}-name`}
            className="field"
            value={name}
            maxLength={100}
            onChange={edit(setName)}
            placeholder="Friday crypto duel"
            data-autofocus
            disabled={busy}
          />,
        )}
        {field(
          'description',
          'Description (optional)',
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
            `Entry (${currency()})`,
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
            'Players',
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
            'Minutes',
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
          Everyone plays the same questions once before the time runs out. The winner takes the pool minus a{' '}
          {feePercent}% fee; with fewer than 2 finished players every entry fee is refunded.
        </p>
        <FormError message={error} />
      </form>
    </Modal>
  );
}
