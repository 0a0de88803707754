import { Link } from '@tanstack/react-router';
import { Compass } from 'lucide-react';
import { useT } from '../i18n/i18n';

/** An address no screen answers (the root route's not-found page). */
export function NotFound() {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-[70dvh] w-full max-w-[480px] flex-col items-center justify-center px-6 text-center">
      <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-primary/12 text-primary">
        <Compass aria-hidden className="size-7" />
      </div>
      <h1 className="text-xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-sm text-muted">{t('notFound.body')}</p>
      <Link to="/" className="btn btn-primary mt-6">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
