import clsx from 'clsx';
import { LoaderCircle, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/Modal';

// The parts of the back office's form dialogs (admin chunks only): a labelled field, the active
// switch, the action rows. The dialog itself is components/Modal.

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

/** A form field with its label above it (a red star when required); `className` places it in the form's grid. */
export function Labelled({
  id,
  label,
  required = false,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label} {required ? <span className="text-danger">*</span> : null}
      </label>
      {children}
    </div>
  );
}

/** The "Active" checkbox of a form dialog; `label` says what being active does. */
export function ActiveCheckbox({
  checked,
  onChange,
  label,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  className?: string;
}) {
  return (
    <label className={clsx('flex min-h-11 items-center gap-3 text-sm font-medium', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 accent-(--app-accent)"
      />
      {label}
    </label>
  );
}
