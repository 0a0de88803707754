import { createLazyRoute } from '@tanstack/react-router';
import { CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n/i18n';
import type { FairnessSearch } from './search';

// The fair-play page (decision 0058): what a commitment is, in plain words, and a check of any
// commitment by the player's own browser (Web Crypto), never by our server. The result screen's
// "Verify" links fill the form from the URL.
export const Route = createLazyRoute('/player/fairness')({ component: FairnessPage });

/** The hex SHA-256 of `{questionId}:{correctIndex}:{salt}`, as the server commits to it. */
async function commitmentOf(questionId: string, correctIndex: string, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${questionId.trim()}:${correctIndex.trim()}:${salt.trim()}`);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

type Outcome = 'match' | 'mismatch' | 'unsupported';

function FairnessPage() {
  const t = useT();
  const search = Route.useSearch() as FairnessSearch;
  const id = useId();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    if (!globalThis.crypto?.subtle) return setOutcome('unsupported');
    const computed = await commitmentOf(field('q'), field('i'), field('s'));
    setOutcome(computed === field('c').trim().toLowerCase() ? 'match' : 'mismatch');
  }

  const fields = [
    { name: 'q', label: t('fair.questionId'), value: search.q },
    { name: 'i', label: t('fair.correctIndex'), value: search.i, inputMode: 'numeric' as const },
    { name: 's', label: t('fair.salt'), value: search.s },
    { name: 'c', label: t('fair.commitment'), value: search.c },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 pt-1">
        <ShieldCheck aria-hidden className="size-7 shrink-0 text-accent" />
        <h1 className="text-2xl font-bold">{t('fair.title')}</h1>
      </div>
      <section className="card flex flex-col gap-2 text-sm leading-relaxed">
        <p>{t('fair.intro')}</p>
        <p>{t('fair.how')}</p>
        <p className="text-muted">{t('fair.disputes')}</p>
      </section>
      <form
        onSubmit={onSubmit}
        onChange={() => setOutcome(null)}
        className="card flex flex-col gap-3"
        data-testid="fairness-check"
      >
        {fields.map((f) => (
          <label key={f.name} htmlFor={`${id}-${f.name}`} className="flex flex-col gap-1 text-sm font-medium">
            {f.label}
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              defaultValue={f.value ?? ''}
              inputMode={f.inputMode}
              required
              autoComplete="off"
              spellCheck={false}
              className="field font-mono text-xs"
            />
          </label>
        ))}
        <button type="submit" className="btn btn-primary">
          {t('fair.check')}
        </button>
        {outcome ? <CheckOutcome outcome={outcome} /> : null}
      </form>
    </div>
  );
}

function CheckOutcome({ outcome }: { outcome: Outcome }) {
  const t = useT();
  const Icon = outcome === 'match' ? CircleCheck : CircleX;
  return (
    <p
      role="status"
      data-testid="fairness-outcome"
      data-outcome={outcome}
      className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm ${outcome === 'match' ? 'bg-accent/15 text-accent' : 'bg-danger/10 text-danger'}`}
    >
      <Icon aria-hidden className="size-5 shrink-0" />
      {outcome === 'match' ? t('fair.match') : outcome === 'mismatch' ? t('fair.mismatch') : t('fair.unsupported')}
    </p>
  );
}
