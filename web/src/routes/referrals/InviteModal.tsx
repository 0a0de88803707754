import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../../components/FormError';
import { Modal } from '../../components/Modal';
import { shareInvite } from './share';
import { useT } from '../../i18n/i18n';

/** The Invite Friend modal (spec 001): a Telegram username, then Telegram's share dialog with the link. */
export function InviteModal({
  open,
  link,
  reward,
  onClose,
}: {
  open: boolean;
  link: string;
  reward: string;
  onClose: () => void;
}) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const t = useT();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const name = username.trim().replace(/^@/, '');
    if (!name) {
      setError(t('invite.enterUsername'));
      return;
    }
    shareInvite(link, t('invite.message', { name, reward }));
    setUsername('');
    setError(null);
    onClose();
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('invite.title')}
      description={t('invite.description')}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('proof.cancel')}
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary">
            <Send aria-hidden className="size-4" /> {t('invite.send')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
        <label htmlFor={`${id}-username`} className="text-sm font-medium">
          {t('invite.username')}
        </label>
        <input
          id={`${id}-username`}
          data-autofocus
          className="field"
          placeholder={t('placeholder.username')}
          autoComplete="off"
          value={username}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setUsername(e.target.value);
            if (error) setError(null);
          }}
        />
        <FormError message={error} />
      </form>
    </Modal>
  );
}
