import { Link } from '@tanstack/react-router';
import { useReturnHere } from '../routes/login-search';
import { UserRound } from 'lucide-react';
import { EmptyState } from './EmptyState';
import { useT } from '../i18n/i18n';

/** A guest's empty state on screens that need an account: Sign in / Create account, back here after. */
export function SignInPrompt({ title, children }: { title: string; children: string }) {
  const t = useT();
  const redirect = useReturnHere();
  return (
    <EmptyState
      icon={<UserRound aria-hidden className="size-7" />}
      title={title}
      action={
        <div className="flex gap-2">
          <Link to="/login" search={{ redirect }} className="btn btn-primary">
            {t('auth.signIn')}
          </Link>
          <Link to="/login" search={{ mode: 'register', redirect }} className="btn btn-ghost">
            {t('auth.createAccount')}
          </Link>
        </div>
      }
    >
      {children}
    </EmptyState>
  );
}
