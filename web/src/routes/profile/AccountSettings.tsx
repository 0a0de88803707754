import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../components/toast';
import type { User } from '../../api-client/types';
import { Avatar } from '../../components/Avatar';
import { useApi } from '../../context';
import { useI18n, useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { profileQuery } from '../../queries/profile';
import { AVATAR_PIXELS, fitAvatar } from './resize-image';

/** Puts the user a profile change answered with into the cache, so the header and the page switch at once. */
function useProfileChange<T>(send: (input: T) => Promise<User>, done: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (updated) => {
      queryClient.setQueryData(profileQuery(api).queryKey, updated);
      toast.success(done);
    },
  });
}

export function DisplayNameForm({ user }: { user: User }) {
  const api = useApi();
  const id = useId();
  const t = useT();
  const errorText = useErrorText();
  const [name, setName] = useState(user.name ?? '');
  const mutation = useProfileChange(
    (next: string) => api.put<User>('/api/users/profile', { name: next }),
    t('settings.profileUpdated'),
  );
  const trimmed = name.trim();
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (trimmed && trimmed !== user.name) mutation.mutate(trimmed);
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-name`} className="text-sm font-medium">
        {t('settings.displayName')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-name`}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (mutation.isError) mutation.reset();
          }}
          required
          maxLength={64}
          autoComplete="nickname"
          className="field min-w-0 flex-1"
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={mutation.isPending || !trimmed || trimmed === user.name}
        >
          {mutation.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          {t('settings.save')}
        </button>
      </div>
      {mutation.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(mutation.error)}
        </p>
      ) : null}
    </form>
  );
}

/** An uploaded avatar lives at /api/users/<id>/avatar; anything else is the Telegram photo or none. */
const hasUploadedAvatar = (user: User) => Boolean(user.avatar?.startsWith('/api/users/'));

export function AvatarForm({ user }: { user: User }) {
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const { t, language } = useI18n();
  const errorText = useErrorText();
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useProfileChange((image: Blob) => {
    const form = new FormData();
    form.append('avatar', image, 'avatar');
    return api.post<User>('/api/users/profile/avatar', form);
  }, t('settings.photoUpdated'));
  const remove = useProfileChange(() => api.delete<User>('/api/users/profile/avatar'), t('settings.photoRemoved'));
  const busy = preparing || upload.isPending || remove.isPending;
  const error = problem ?? (upload.isError ? errorText(upload.error) : remove.isError ? errorText(remove.error) : null);

  async function onChoose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    upload.reset();
    setPreparing(true);
    try {
      upload.mutate(await fitAvatar(file));
    } catch (e) {
      setProblem(e instanceof Error && language === 'en' ? e.message : t('settings.photoUnusable'));
    } finally {
      setPreparing(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex items-center gap-3">
      <Avatar user={user} size={56} showLevel={false} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">{t('settings.photo')}</p>
        <p className="text-xs text-muted">
          {hasUploadedAvatar(user)
            ? t('settings.photoOwn', { pixels: AVATAR_PIXELS })
            : user.telegramPhotoUrl
              ? t('settings.photoTelegram')
              : t('settings.photoFormats', { pixels: AVATAR_PIXELS })}
        </p>
        {error ? (
          <p role="alert" className="mt-1 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          aria-label={t('settings.choosePhoto')}
          data-testid="avatar-input"
          onChange={(e) => void onChoose(e.target.files?.[0])}
        />
      </div>
      <div className="flex shrink-0 gap-1">
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3 text-sm"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {busy ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <ImageUp aria-hidden className="size-4" />
          )}
          {t('settings.upload')}
        </button>
        {hasUploadedAvatar(user) ? (
          <button
            type="button"
            className="btn btn-ghost min-h-9 px-2 text-sm text-danger"
            disabled={busy}
            aria-label={t('settings.removePhoto')}
            onClick={() => remove.mutate(undefined)}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
