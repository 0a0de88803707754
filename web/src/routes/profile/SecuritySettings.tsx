import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { KeyRound, LoaderCircle, LogOut, MonitorSmartphone, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../components/toast';
import type { User } from '../../api-client/types';
import { Modal } from '../../components/Modal';
import { signOut } from '../../auth';
import { useApi } from '../../context';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';

/** Whether the account is linked to Telegram, and whether the bot may message the player. */
export function TelegramStatus({ user }: { user: User }) {
  const t = useT();
  return (
    <div className="flex items-center gap-3" data-testid="telegram-status">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
        <Send aria-hidden className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{t('security.telegram')}</p>
        <p className="text-xs text-muted">
          {user.isTelegramUser
            ? `${user.telegramUsername ? t('security.linkedAs', { username: user.telegramUsername }) : t('security.linked')} · ${t(
                user.telegramNotifications ? 'security.botOn' : 'security.botOff',
              )}`
            : t('security.notLinkedHint')}
        </p>
      </div>
      <span
        className={
          user.isTelegramUser
            ? 'rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold text-accent'
            : 'rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted'
        }
      >
        {user.isTelegramUser ? t('security.linked') : t('security.notLinked')}
      </span>
    </div>
  );
}

/** Change password (email accounts): the server checks the current one and signs out other devices. */
export function ChangePasswordForm() {
  const api = useApi();
  const id = useId();
  const t = useT();
  const errorText = useErrorText();
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
          ? t('security.passwordChangedDevices', { count: endedSessions })
          : t('security.passwordChanged'),
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
        <KeyRound aria-hidden className="size-4" /> {t('security.changePassword')}
      </button>
    );
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-2 rounded-xl bg-surface-2/60 p-3"
      aria-label={t('security.changePassword')}
    >
      <label htmlFor={`${id}-current`} className="text-sm font-medium">
        {t('security.currentPassword')}
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
        {t('security.newPassword')}
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
        {t('security.repeatPassword')}
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
      {mismatch ? <p className="text-sm text-danger">{t('security.mismatch')}</p> : null}
      {mutation.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(mutation.error)}
        </p>
      ) : null}
      <p className="text-xs text-muted">{t('security.otherDevices')}</p>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)} disabled={mutation.isPending}>
          {t('security.cancel')}
        </button>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={mutation.isPending || mismatch || !current || !next}
        >
          {mutation.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          {t('security.changePassword')}
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
  const t = useT();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: () => api.delete<{ endedSessions: number }>('/api/users/sessions'),
    onSuccess: async () => {
      setOpen(false);
      await signOut(queryClient, api);
      toast.success(t('security.signedOutEverywhere'));
      await navigate({ to: '/login' });
    },
  });
  return (
    <>
      <button type="button" className="btn btn-ghost w-full justify-start" onClick={() => setOpen(true)}>
        <MonitorSmartphone aria-hidden className="size-4" /> {t('security.signOutEverywhere')}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        busy={mutation.isPending}
        size="sm"
        title={t('security.signOutEverywhereTitle')}
        description={t('security.signOutEverywhereText')}
        footer={
          <div className="flex justify-end gap-2">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => setOpen(false)}
              disabled={mutation.isPending}
            >
              {t('security.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate()}
            >
              {mutation.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
              {t('security.signOutEverywhereButton')}
            </button>
          </div>
        }
      >
        {mutation.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorText(mutation.error)}
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
  const t = useT();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-ghost w-full text-danger"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await signOut(queryClient, api);
        toast.success(t('security.signedOut'));
        await navigate({ to: '/' });
      }}
    >
      <LogOut aria-hidden className="size-4" /> {t('security.signOut')}
    </button>
  );
}
