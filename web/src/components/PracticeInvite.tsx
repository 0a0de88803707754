import { Link } from '@tanstack/react-router';
import { Dumbbell } from 'lucide-react';
import { useT } from '../i18n/i18n';
import { CardHeading } from './CardHeading';
import { useReturnHere } from '../routes/login-search';

/** A guest's way into the game before signing up: the practice quiz (Home and the Quiz screen), back here after signing up. */
export function PracticeInvite() {
  const t = useT();
  const redirect = useReturnHere();
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="practice-invite" data-testid="practice-invite">
      <CardHeading
        id="practice-invite"
        icon={<Dumbbell aria-hidden className="size-5" />}
        tone="bg-accent/15 text-accent"
        title={t('practice.inviteTitle')}
      >
        {t('practice.inviteBody')}
      </CardHeading>
      <Link to="/practice-quiz" search={{ redirect }} className="btn btn-ghost">
        {t('practice.try')}
      </Link>
    </section>
  );
}
