// The Database screen: the server, the read replica's lag, connections, migrations, SQL function
// files, table sizes and the job queue's problems.
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Cable, CircleAlert, Database, HardDrive, ListTodo, RotateCcw, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../ui/error-message';
import type { JobProblem, Operations } from '../../../api-client/types';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';
import { formatCount } from '../../../format';
import { operationsQuery } from '../../../queries/database';
import { SummaryCard } from '../ui/cards';
import { ConfirmDialog } from '../ui/dialogs';
import { RefreshButton, SectionHeading } from '../ui/section';
import { IconButton, Td, Th } from '../ui/table';
import { formatDateTime, formatShort } from '../../../format-time';

function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v.toFixed(v < 10 ? 1 : 0)} ${units[i]}`;
}

export function DatabaseScreen() {
  const api = useApi();
  const query = useSuspenseQuery(operationsQuery(api));
  const data = query.data;
  const [deleting, setDeleting] = useState<JobProblem | null>(null);
  const jobs = data.jobs.counts;
  const connections = data.connections.reduce((n, c) => n + c.count, 0);
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Database"
        subtitle="Operations: schema state, table sizes, the job queue and connections. Every action here is audited."
        actions={<RefreshButton fetching={query.isFetching} onRefresh={() => void query.refetch()} />}
      />
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <SummaryCard
          label="Database size"
          value={bytes(data.server.databaseBytes)}
          icon={HardDrive}
          tone="primary"
          testId="ops-size"
        />
        <SummaryCard
          label="Connections"
          value={`${connections} / ${data.server.maxConnections}`}
          icon={Cable}
          tone="accent"
          testId="ops-connections"
        />
        <SummaryCard
          label="Jobs queued"
          value={jobs ? formatCount(jobs.queued + jobs.retrying) : '—'}
          icon={ListTodo}
          tone="secondary"
          testId="ops-queued"
        />
        <SummaryCard
          label="Jobs failed"
          value={jobs ? formatCount(jobs.failed) : '—'}
          icon={CircleAlert}
          tone="muted"
          testId="ops-failed"
        />
      </section>
      <Panel title="Server">
        <p className="font-mono text-xs break-all text-muted">{data.server.version}</p>
        <ul className="mt-3 flex flex-wrap gap-2 text-xs">
          {data.connections.map((c) => (
            <li key={c.state} className="rounded-md bg-surface-2 px-2 py-1 tabular-nums">
              {c.state}: {c.count}
            </li>
          ))}
        </ul>
      </Panel>
      <ReplicaPanel replica={data.replica} />
      <Panel title="Job queue">
        {jobs === null ? (
          <p className="text-sm text-muted">No worker has started yet, so there is no queue.</p>
        ) : (
          <>
            <p className="text-sm text-muted tabular-nums">
              Queued {jobs.queued} · running {jobs.running} · retrying {jobs.retrying} · failed {jobs.failed}
            </p>
            {data.jobs.problems.length === 0 ? (
              <p className="mt-3 text-sm text-accent">No failed or retrying jobs.</p>
            ) : (
              <JobTable jobs={data.jobs.problems} onDelete={setDeleting} />
            )}
          </>
        )}
      </Panel>
      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
        <Panel title={`Tables (${data.tables.length})`}>
          <Table head={['Table', 'Rows', 'Size']}>
            {data.tables.map((t) => (
              <tr key={t.name} data-testid="table-row">
                <Td className="font-mono text-xs">{t.name}</Td>
                <Td className="text-right tabular-nums">
                  {t.rowsExact ? (
                    formatCount(t.rows)
                  ) : (
                    <span title="An estimate from the statistics: counting a big table exactly reads it whole">
                      ~{formatShort(t.rows)}
                    </span>
                  )}
                </Td>
                <Td className="text-right tabular-nums">{bytes(t.bytes)}</Td>
              </tr>
            ))}
          </Table>
        </Panel>
        <Panel title="Schema">
          <Table head={['Migration / function file', 'Checksum', 'Applied']}>
            {[...data.migrations.map((m) => ({ ...m, path: m.name })), ...data.functionFiles].map((f) => (
              <tr key={f.path}>
                <Td className="font-mono text-xs break-all">{f.path}</Td>
                <Td className="font-mono text-xs text-muted">
                  <span title={f.checksum}>{f.checksum.slice(0, 12)}</span>
                </Td>
                <Td className="text-right text-xs whitespace-nowrap text-muted">{formatDateTime(f.appliedAt)}</Td>
              </tr>
            ))}
          </Table>
        </Panel>
      </div>
      {deleting ? <DeleteJobModal job={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}

/** What each replica state means for the reads that tolerate lag (decision 0064). */
const replicaStates: Record<Operations['replica']['state'], { label: string; tone: string; reads: string }> = {
  none: {
    label: 'not configured',
    tone: 'text-muted',
    reads: 'Every read goes to the primary (DATABASE_REPLICA_URL is not set).',
  },
  starting: { label: 'not checked yet', tone: 'text-muted', reads: 'Reads go to the primary until the first check.' },
  streaming: {
    label: 'streaming',
    tone: 'text-accent',
    reads: 'Admin lists, exports, analytics and the leaderboard read the replica.',
  },
  lagging: {
    label: 'lagging',
    tone: 'text-secondary',
    reads: 'Behind by more than allowed: every read goes to the primary.',
  },
  down: { label: 'down', tone: 'text-danger', reads: 'Not answering: every read goes to the primary.' },
};

function ReplicaPanel({ replica }: { replica: Operations['replica'] }) {
  const state = replicaStates[replica.state];
  return (
    <Panel title="Read replica">
      <p className="text-sm tabular-nums" data-testid="ops-replica">
        <span className={`font-medium ${state.tone}`}>{state.label}</span>
        {replica.lagSeconds === null ? null : ` · lag ${replica.lagSeconds} s`} · allowed {replica.maxLagSeconds} s
        {replica.checkedAt ? ` · checked ${formatDateTime(replica.checkedAt)}` : null}
      </p>
      <p className="text-xs text-muted">{state.reads}</p>
      {replica.problem ? <p className="font-mono text-xs break-words text-danger">{replica.problem}</p> : null}
    </Panel>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="card flex flex-col gap-2">
      <h2 className="flex items-center gap-2 font-semibold">
        <Database aria-hidden className="size-4 text-muted" /> {title}
      </h2>
      {children}
    </section>
  );
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="max-h-[50vh] overflow-auto rounded-xl border border-line">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <thead>
          <tr>
            {head.map((h, i) => (
              <Th key={h} className={i > 0 ? 'text-right' : undefined}>
                {h}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function JobTable({ jobs, onDelete }: { jobs: JobProblem[]; onDelete: (job: JobProblem) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (id: string) => api.post(`/api/admin/database/jobs/${id}/retry`),
    onSuccess: (_r, id) => {
      toast.success(`Job ${id} will run again now.`);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'database'] });
    },
    onError: (error) => toast.error('The job could not be retried.', { description: errorMessage(error) }),
  });
  return (
    <div className="mt-3 overflow-auto rounded-xl border border-line">
      <table className="w-full min-w-[760px] border-separate border-spacing-0 text-sm">
        <thead>
          <tr>
            <Th>Job</Th>
            <Th>Attempts</Th>
            <Th>Last error</Th>
            <Th>Updated</Th>
            <Th className="text-right">Actions</Th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((j) => (
            <tr key={j.id} data-testid="failed-job">
              <Td>
                <p className="font-mono text-xs">{j.task}</p>
                <p className="text-xs text-muted">#{j.id}</p>
              </Td>
              <Td className="tabular-nums">
                {j.attempts} / {j.maxAttempts}
                {j.failed ? (
                  <span className="ml-2 rounded bg-danger/12 px-1.5 py-0.5 text-xs text-danger">failed</span>
                ) : null}
              </Td>
              <Td className="max-w-md font-mono text-xs break-words text-danger">{j.lastError ?? '—'}</Td>
              <Td className="text-xs whitespace-nowrap text-muted">{formatDateTime(j.updatedAt)}</Td>
              <Td className="text-right">
                <div className="flex justify-end gap-1">
                  <IconButton label={`Retry job ${j.id}`} tone="accent" onClick={() => retry.mutate(j.id)}>
                    <RotateCcw aria-hidden className="size-4" />
                  </IconButton>
                  <IconButton label={`Delete job ${j.id}`} tone="danger" onClick={() => onDelete(j)}>
                    <Trash2 aria-hidden className="size-4" />
                  </IconButton>
                </div>
              </Td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Deleting a job cannot be undone: the admin types its id first. */
function DeleteJobModal({ job, onClose }: { job: JobProblem; onClose: () => void }) {
  const api = useApi();
  const id = useId();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const remove = useMutation({
    mutationFn: () => api.delete(`/api/admin/database/jobs/${job.id}?confirm=${encodeURIComponent(typed)}`),
    onSuccess: () => {
      toast.success(`Job ${job.id} deleted.`);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'database'] });
      onClose();
    },
    onError: (error) => toast.error('The job could not be deleted.', { description: errorMessage(error) }),
  });
  return (
    <ConfirmDialog
      title="Delete failed job"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      icon={<Trash2 aria-hidden className="size-4" />}
      busy={remove.isPending}
      disabled={typed !== job.id}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      <p className="text-sm">
        The job <span className="font-mono">{job.task}</span> will never run. This action cannot be undone.
      </p>
      <label htmlFor={id} className="mt-4 block text-sm font-medium">
        Type the job id <span className="font-mono">{job.id}</span> to confirm
      </label>
      <input
        id={id}
        className="field mt-1.5 font-mono"
        value={typed}
        onChange={(e) => setTyped(e.target.value.trim())}
        autoComplete="off"
        data-autofocus
      />
    </ConfirmDialog>
  );
}
