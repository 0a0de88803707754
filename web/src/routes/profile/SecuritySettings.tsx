import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { KeyRound, LoaderCircle, LogOut, MonitorSmartphone, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../components/toast';
import { errorMessage } from '../../api/client';
import type { User } from '../../api/types';
import { Modal } from '../../components/Modal';
import { signOut } from '../../auth';
import { useApi } from '../../context';

/** Whether the account is linked to Telegram, and whether the bot may message the player. */
export function TelegramStatus({ user }: { user: User }) {
  return (
    <div className="flex items-center gap-3" data-testid="telegram-status">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
        <Send aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">Telegram</p>
        <p className="text-xs text-muted">
          {user.isTelegramUser
            ? `Linked${user.telegramUsername ? ` as @${user.telegramUsername}` : ''}${
                user.telegramNotifications ? ' · bot messages on' : ' · bot messages off'
              }`
            : 'Not linked. Open the game from our Telegram bot to play there.'}
        </p>
      </div>
      <span
        className={
          user.isTelegramUser
            ? 'rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent'
            : 'rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted'
        }
      >
        {user.isTelegramUser ? 'Linked' : 'Not linked'}
      </span>
    </div>
  );
}

/** Change password (email accounts): the server checks the current one and signs out other devices. */
export function ChangePasswordForm() {
  const api = useApi();
  const id = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () =>
      api.put<{ endedSessions: number }>('/api/users/password', { currentPassword: current, newPassword: next }),
    onSuccess: ({ endedSessions }) => {
      toast.success(
        endedSessions > 0
          ? `Password changed. ${endedSessions} other ${endedSessions === 1 ? 'device was' : 'devices were'} signed out.`
          : 'Password changed',
      );
      setCurrent('');
      setNext('');
      setConfirm('');
      setOpen(false);
    },
  });
  const mismatch = confirm.length > 0 && confirm !== next;
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!mismatch && current && next) mutation.mutate();
  }
  if (!open)
    return (
      <button type="button" className="btn btn-ghost w-full justify-start" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden className="size-4" /> Change password
      </button>
    );
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-xl bg-surface-2/60 p-3"
      aria-label="Change password"
    >
      <label htmlFor={`${id}-current`} className="text-sm font-medium">
        Current password
      </label>
      <input
        id={`${id}-current`}
        type="password"
        className="field"
        autoComplete="current-password"
        required
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <label htmlFor={`${id}-next`} className="text-sm font-medium">
        New password
      </label>
      <input
        id={`${id}-next`}
        type="password"
        className="field"
        autoComplete="new-password"
        required
        minLength={8}
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <label htmlFor={`${id}-confirm`} className="text-sm font-medium">
        Repeat new password
      </label>
      <input
        id={`${id}-confirm`}
        type="password"
        className="field"
        autoComplete="new-password"
        required
        value={confirm}
        aria-invalid={mismatch}
        onChange={(e) => setConfirm(e.target.value)}
      />
      {mismatch ? <p className="text-sm text-danger">The new passwords do not match</p> : null}
      {mutation.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(mutation.error)}
        </p>
      ) : null}
      <p className="text-xs text-muted">Your other devices will be signed out.</p>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)} disabled={mutation.isPending}>
          Cancel
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={mutation.isPending || mismatch || !current || !next}
        >
          {mutation.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          Change password
        </button>
      </div>
    </form>
  );
}

/** Revokes every session of the account (this one too), then signs out here. */
export function SignOutEverywhere() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => api.delete<{ endedSessions: number }>('/api/users/sessions'),
    onSuccess: async () => {
      setOpen(false);
      await signOut(queryClient, api);
      toast.success('Signed out of every device');
      await navigate({ to: '/login' });
    },
  });
  return (
    <>
      <button type="button" className="btn btn-ghost w-full justify-start" onClick={() => setOpen(true)}>
        <MonitorSmartphone aria-hidden className="size-4" /> Sign out of every device
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        busy={mutation.isPending}
        size="sm"
        title="Sign out of every device?"
        description="Every session of this account ends, this one included. You will need your password to sign in again."
        footer={
          <div className="flex justify-end gap-2">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => setOpen(false)}
              disabled={mutation.isPending}
            >
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate()}
            >
              {mutation.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
              Sign out everywhere
            </button>
          </div>
        }
      >
        {mutation.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(mutation.error)}
          </p>
        ) : (
          <span />
        )}
      </Modal>
    </>
  );
}

export function SignOutButton() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-ghost w-full text-danger"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await signOut(queryClient, api);
        toast.success('Signed out');
        await navigate({ to: '/' });
      }}
    >
      <LogOut aria-hidden className="size-4" /> Sign out
    </button>
  );
}
