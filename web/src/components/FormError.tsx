import clsx from 'clsx';

/** A form's failure message (the server's text), announced to screen readers; nothing when there is none. */
export function FormError({ message, className }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={clsx('rounded-xl bg-danger/12 px-3 py-2 text-sm text-danger', className)}>
      {message}
    </p>
  );
}
