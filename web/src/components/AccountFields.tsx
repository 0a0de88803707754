import { LoaderCircle } from 'lucide-react';
import { useT } from '../i18n/i18n';

// The fields and submit button of the player's account forms (sign-in, sign-up, "Forgot
// password?", a new password from a reset link): one look and the browser's autofill hints.

export function EmailField({ id }: { id: string }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-email`} className="text-sm font-medium">
        {t('auth.email')}
      </label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        className="field"
        placeholder={t('placeholder.email')}
      />
    </div>
  );
}

/** The password: a new one (at least 8 characters) or the current one. */
export function PasswordField({ id, label, kind }: { id: string; label: string; kind: 'new' | 'current' }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-password`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        required
        minLength={kind === 'new' ? 8 : 1}
        autoComplete={kind === 'new' ? 'new-password' : 'current-password'}
        className="field"
        placeholder={kind === 'new' ? t('auth.passwordNew') : t('auth.passwordCurrent')}
      />
    </div>
  );
}

export function SubmitButton({
  pending,
  disabled,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  children: string;
}) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={pending || disabled}>
      {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
