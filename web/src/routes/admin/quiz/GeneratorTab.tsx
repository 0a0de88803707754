// Quiz Management's AI Question Generator tab: start a generation and follow it; its drafts are in
// DraftList.
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { CircleAlert, KeyRound, LoaderCircle, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { errorMessage } from '../ui/error-message';
import { EmptyState } from '../../../components/EmptyState';
import { Skeleton } from '../../../components/Skeleton';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';
import { questionGenerationQuery, questionGenerationsQuery } from '../../../queries/admin-questions';
import { Labelled } from '../ui/dialogs';
import { InlineError } from '../ui/section';
import { Drafts } from './DraftList';
import { AI_TOPICS, DIFFICULTIES, type Difficulty, GENERATION_COUNTS, POOLS } from './labels';

/** The AI Question Generator tab: a request, its progress, then the drafts with their verdicts. */
export function GeneratorTab() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: history } = useSuspenseQuery(questionGenerationsQuery(api));
  const [current, setCurrent] = useState<string | null>(history.data[0]?.id ?? null);
  const [form, setForm] = useState<{ count: number; difficulty: Difficulty; topic: string; pool: string }>({
    count: 5,
    difficulty: 'easy',
    topic: AI_TOPICS.easy[0]!.topic,
    pool: 'practice',
  });
  const generate = useMutation({
    mutationFn: () => api.post<{ id: string }>('/api/admin/questions/generate', form),
    onSuccess: ({ id }) => {
      setCurrent(id);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'question-generations'], exact: true });
    },
    onError: (error) => toast.error(`Failed to generate questions: ${errorMessage(error)}`),
  });
  const busy = generate.isPending;

  return (
    <div className="grid gap-4 xl:grid-cols-[20rem_1fr]">
      <div className="flex flex-col gap-4">
        <form
          className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
          aria-label="Generate questions"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            generate.mutate();
          }}
        >
          <h2 className="flex items-center gap-2 font-semibold">
            <Sparkles aria-hidden className="size-4 text-secondary" /> Generate with AI
          </h2>
          {history.configured ? null : <NotConfigured />}
          <Choice
            label="Count"
            value={String(form.count)}
            options={GENERATION_COUNTS.map(String)}
            onChange={(v) => setForm((f) => ({ ...f, count: Number(v) }))}
          />
          <Choice
            label="Difficulty"
            value={form.difficulty}
            options={DIFFICULTIES}
            // Each difficulty has its own six topics: a new difficulty starts on its first.
            onChange={(v) => {
              const difficulty = v as Difficulty;
              setForm((f) => ({ ...f, difficulty, topic: AI_TOPICS[difficulty][0]!.topic }));
            }}
          />
          <Choice
            label="Topic"
            value={form.topic}
            options={AI_TOPICS[form.difficulty].map((t) => t.topic)}
            asWritten
            onChange={(topic) => setForm((f) => ({ ...f, topic }))}
          />
          <Choice
            label="Pool"
            value={form.pool}
            options={POOLS}
            onChange={(pool) => setForm((f) => ({ ...f, pool }))}
          />
          <button type="submit" className="btn btn-primary" disabled={busy || !history.configured}>
            {busy ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Sparkles aria-hidden className="size-4" />
            )}
            {busy ? 'Starting...' : 'Generate'}
          </button>
          <p className="text-xs text-muted">
            Every draft is checked: the shape rules, duplicates of the bank, and a blind answer by the model that must
            match the key. Nothing goes live until you save it.
          </p>
        </form>
        {history.data.length > 0 ? (
          <nav aria-label="Recent generations" className="rounded-xl border border-line bg-surface p-2">
            <h3 className="px-2 py-1 text-xs font-semibold tracking-wide text-muted uppercase">Recent</h3>
            <ul>
              {history.data.map((g) => (
                <li key={g.id}>
                  <button
                    type="button"
                    onClick={() => setCurrent(g.id)}
                    aria-current={g.id === current}
                    className={clsx(
                      'flex w-full items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-left text-sm',
                      g.id === current ? 'bg-primary/12 text-primary' : 'hover:bg-surface-2',
                    )}
                  >
                    <span className="truncate">
                      {g.count} · {g.difficulty} · {g.topic}
                      {g.pool === 'tournament' ? ' · tournament pool' : ''}
                    </span>
                    <span className="shrink-0 text-xs text-muted">{g.status}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {current ? (
        <GenerationPanel key={current} id={current} />
      ) : (
        <EmptyState icon={<Sparkles aria-hidden className="size-7" />} title="No generated questions yet">
          Choose a count, difficulty and topic, then Generate.
        </EmptyState>
      )}
    </div>
  );
}

function NotConfigured() {
  return (
    <div role="note" className="flex gap-2 rounded-xl bg-secondary/10 p-3 text-sm">
      <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0 text-secondary" />
      <p>
        <span className="font-semibold">AI generation is not configured.</span> Set{' '}
        <code className="font-mono text-xs">OPENAI_API_KEY</code> (and, for another provider,{' '}
        <code className="font-mono text-xs">OPENAI_BASE_URL</code> and{' '}
        <code className="font-mono text-xs">OPENAI_MODEL</code>) in the server environment, then restart the API and the
        worker.
      </p>
    </div>
  );
}

function Choice({
  label,
  value,
  options,
  asWritten = false,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  /** Options shown as written (topics), not capitalized like the lower-case values (easy, practice). */
  asWritten?: boolean;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={clsx('field', !asWritten && 'capitalize')}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

function GenerationPanel({ id }: { id: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useQuery(questionGenerationQuery(api, id));
  const status = query.data?.status;
  // The history shows each generation's status: refresh it when this one finishes.
  useEffect(() => {
    if (status === 'done' || status === 'failed')
      void queryClient.invalidateQueries({ queryKey: ['admin', 'question-generations'], exact: true });
  }, [status, queryClient]);
  if (query.isPending)
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading generation">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <div className="rounded-xl border border-line bg-surface">
        <InlineError error={query.error} onRetry={() => void query.refetch()} what="This generation" />
      </div>
    );
  const g = query.data;
  if (g.status === 'queued' || g.status === 'running')
    return (
      <div
        role="status"
        className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface px-6 py-12 text-center"
      >
        <LoaderCircle aria-hidden className="size-8 animate-spin text-primary" />
        <p className="font-semibold">
          {g.status === 'queued'
            ? 'Waiting for a worker...'
            : `Generating ${g.count} ${g.difficulty} ${g.topic} questions and checking each one...`}
        </p>
        <p className="text-sm text-muted">
          This usually takes under a minute. You can leave this page; the result is kept.
        </p>
      </div>
    );
  if (g.status === 'failed')
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-2 rounded-xl border border-danger/40 bg-danger/8 px-6 py-10 text-center"
      >
        <CircleAlert aria-hidden className="size-8 text-danger" />
        <p className="font-semibold text-danger">{g.error ?? 'Failed to generate questions'}</p>
        <p className="text-sm text-muted">
          No questions were made up in its place. Try again, or check the AI service settings.
        </p>
      </div>
    );
  return <Drafts generation={g} />;
}
