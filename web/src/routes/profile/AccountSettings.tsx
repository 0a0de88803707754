import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../components/toast';
import { errorMessage } from '../../api/client';
import type { User } from '../../api/types';
import { Avatar } from '../../components/Avatar';
import { useApi } from '../../context';
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
  const [name, setName] = useState(user.name ?? '');
  const mutation = useProfileChange(
    (next: string) => api.put<User>('/api/users/profile', { name: next }),
    'Profile updated',
  );
  const trimmed = name.trim();
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (trimmed && trimmed !== user.name) mutation.mutate(trimmed);
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-name`} className="text-sm font-medium">
        Display name
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
          Save
        </button>
      </div>
      {mutation.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(mutation.error)}
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
  const [preparing, setPreparing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useProfileChange((image: Blob) => {
    const form = new FormData();
    form.append('avatar', image, 'avatar');
    return api.post<User>('/api/users/profile/avatar', form);
  }, 'Photo updated');
  const remove = useProfileChange(() => api.delete<User>('/api/users/profile/avatar'), 'Photo removed');
  const busy = preparing || upload.isPending || remove.isPending;
  const error =
    problem ?? (upload.isError ? errorMessage(upload.error) : remove.isError ? errorMessage(remove.error) : null);

  async function onChoose(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    upload.reset();
    setPreparing(true);
    try {
      upload.mutate(await fitAvatar(file));
    } catch (e) {
      setProblem(e instanceof Error ? e.message : 'This image could not be used');
    } finally {
      setPreparing(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex items-center gap-3">
      <Avatar user={user} size={56} showLevel={false} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium">Profile photo</p>
        <p className="text-xs text-muted">
          {hasUploadedAvatar(user)
            ? `Your photo, up to ${AVATAR_PIXELS} x ${AVATAR_PIXELS} px`
            : user.telegramPhotoUrl
              ? 'Your Telegram photo'
              : `PNG, JPEG or WebP; scaled to ${AVATAR_PIXELS} px`}
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
          aria-label="Choose a profile photo"
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
          Upload
        </button>
        {hasUploadedAvatar(user) ? (
          <button
            type="button"
            className="btn btn-ghost min-h-9 px-2 text-sm text-danger"
            disabled={busy}
            aria-label="Remove photo"
            onClick={() => remove.mutate(undefined)}
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
