import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../../components/toast';
import { idempotencyHeaders } from '../../api-client/idempotency';
import type { PlayerTask, SubmittedProof } from '../../api-client/task-types';
import { FormError } from '../../components/FormError';
import { Modal } from '../../components/Modal';
import { useApi } from '../../context';
import { useSettings } from '../../settings';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';
import { useFormat } from '../../i18n/use-format';
import { useLocalized } from '../../i18n/localized';

const MAX_BYTES = 10 * 1024 * 1024;

/** The Submit Task Proof modal: username, task URL, optional note and a screenshot (previewed, checked for size). */
export function ProofModal({
  task,
  defaultUsername,
  onClose,
}: {
  task: PlayerTask | null;
  defaultUsername: string;
  onClose: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const proofReviewHours = useSettings().tasks.proofReviewHours;
  const [username, setUsername] = useState(defaultUsername);
  const [taskUrl, setTaskUrl] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const f = useFormat();
  const local = useLocalized();
  const errorText = useErrorText();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const submit = useMutation({
    mutationFn: (form: FormData) =>
      api.post<SubmittedProof>(`/api/tasks/${task!.id}/proofs`, form, { headers: idempotencyHeaders() }),
    onSuccess: () => {
      toast.success(t('proof.submitted', { hours: proofReviewHours }));
      void queryClient.invalidateQueries({ queryKey: ['tasks', task!.type] });
      close();
    },
    onError: (e) => setError(errorText(e, 'proof.failed')),
  });

  function close() {
    setTaskUrl('');
    setDescription('');
    setFile(null);
    setError(null);
    onClose();
  }

  function pick(next: File | undefined) {
    setError(null);
    if (!next) return setFile(null);
    if (!next.type.startsWith('image/')) return setError(t('proof.notImage'));
    if (next.size > MAX_BYTES) return setError(t('proof.tooLarge'));
    setFile(next);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!username.trim() || !taskUrl.trim() || !file) return setError(t('proof.required'));
    const form = new FormData();
    form.append('username', username.trim());
    form.append('taskUrl', taskUrl.trim());
    if (description.trim()) form.append('description', description.trim());
    form.append('screenshot', file);
    submit.mutate(form);
  }

  return (
    <Modal
      open={task !== null}
      onClose={close}
      busy={submit.isPending}
      title={t('proof.title')}
      description={task ? `${local(task.title, task.translations, 'title')} · +${f.usdt(task.reward)}` : undefined}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={close} disabled={submit.isPending}>
            {t('proof.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={submit.isPending}>
            {submit.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
            {submit.isPending ? t('proof.submitting') : t('task.submitProof')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} className="flex flex-col gap-3" noValidate>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('proof.username')}
          <input
            className="field"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            maxLength={100}
            placeholder={t('placeholder.username')}
            data-autofocus
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('proof.taskUrl')}
          <input
            className="field"
            type="url"
            inputMode="url"
            value={taskUrl}
            onChange={(e) => setTaskUrl(e.target.value)}
            maxLength={500}
            placeholder="https://..."
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('proof.description')}
          <textarea
            className="field min-h-20 py-2"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={1000}
          />
        </label>
        <div className="flex flex-col gap-1 text-sm font-medium">
          <span>{t('proof.screenshot')}</span>
          <label className="flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line bg-surface-2 p-3 text-center text-muted hover:border-primary">
            {preview ? (
              <img src={preview} alt={t('proof.preview')} className="max-h-48 rounded-lg object-contain" />
            ) : (
              <>
                <ImagePlus aria-hidden className="size-6" />
                <span className="text-xs">{t('proof.formats')}</span>
              </>
            )}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              aria-label={t('proof.screenshotLabel')}
              onChange={(e) => pick(e.target.files?.[0])}
            />
          </label>
          {file ? <span className="text-xs font-normal text-muted">{file.name}</span> : null}
        </div>
        <p className="text-xs text-muted">{t('proof.reviewTime', { hours: proofReviewHours })}</p>
        <FormError message={error} />
      </form>
    </Modal>
  );
}
