import clsx from 'clsx';
import { LoaderCircle, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/Modal';

// The action rows of the back office's dialogs (admin chunks only); the dialog itself is components/Modal.

/** Cancel, and the submit button of the form `formId` with a spinner (and `busyText`) while it saves. */
export function FormActions({
  formId,
  busy,
  onCancel,
  submit,
  busyText,
  tone = 'primary',
  disabled = false,
}: {
  formId: string;
  busy: boolean;
  onCancel: () => void;
  submit: ReactNode;
  busyText?: string;
  tone?: 'primary' | 'danger';
  disabled?: boolean;
}) {
  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button
        type="submit"
        form={formId}
        className={clsx('btn', tone === 'primary' ? 'btn-primary' : 'bg-danger text-white')}
        disabled={busy || disabled}
      >
        {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
        {busy && busyText ? busyText : submit}
      </button>
    </>
  );
}

/** A dangerous action's confirmation: Cancel has the focus, the red confirm button shows a spinner while the request runs. */
export function ConfirmDialog({
  title,
  confirmLabel,
  busyLabel,
  icon,
  busy,
  disabled = false,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  busyLabel: string;
  icon?: ReactNode;
  busy: boolean;
  disabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      size="sm"
      onClose={onClose}
      busy={busy}
      title={title}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy} data-autofocus>
            Cancel
          </button>
          <button type="button" className="btn bg-danger text-white" onClick={onConfirm} disabled={busy || disabled}>
            {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : icon}
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

/** A delete confirmation. */
export function ConfirmDeleteDialog(props: {
  title: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      {...props}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      icon={<Trash2 aria-hidden className="size-4" />}
    />
  );
}
