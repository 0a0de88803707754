import { createLazyRoute, Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { EmailField, SubmitButton } from '../../components/AccountFields';
import { EmptyState } from '../../components/EmptyState';
import { FormError } from '../../components/FormError';
import { useApi } from '../../context';
import { useT } from '../../i18n/i18n';
import { useErrorText } from '../../i18n/error-text';

// "Forgot password?" from the sign-in screen: asks for a reset link (POST /api/auth/forgot-password)
// and says to check the inbox. The server answers the same whether or not the address has an
// account, so the page does too.
export const Route = createLazyRoute('/player/forgot-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  const api = useApi();
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '').trim();
    setPending(true);
    setError(null);
    try {
      await api.post('/api/auth/forgot-password', { email });
      setSentTo(email);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setPending(false);
    }
  }

  const back = (
    <Link to="/login" className="btn btn-ghost">
      {t('forgot.backToSignIn')}
    </Link>
  );
  if (sentTo)
    return (
      <EmptyState icon={<MailCheck aria-hidden className="size-7" />} title={t('forgot.sentTitle')} action={back}>
        {t('forgot.sentBody', { email: sentTo })}
      </EmptyState>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="pt-1">
        <h1 className="text-2xl font-bold">{t('forgot.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('forgot.intro')}</p>
      </div>
      <form onSubmit={onSubmit} className="card flex flex-col gap-4">
        <EmailField id={id} />
        <FormError message={error} />
        <SubmitButton pending={pending}>{t('forgot.send')}</SubmitButton>
      </form>
      <div className="text-center">{back}</div>
    </div>
  );
}
