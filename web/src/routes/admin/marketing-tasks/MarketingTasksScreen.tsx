import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CircleDollarSign, Eye, Megaphone, Plus, TrendingUp, Zap } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AdminTask } from '../../../api-client/task-types';
import { Modal } from '../../../components/Modal';
import { StatusBadge } from '../../../components/wallet/StatusBadge';
import { useApi } from '../../../context';
import { formatCount } from '../../../format';
import { adminTasksQuery, type AdminTaskFilter } from '../../../queries/tasks';
import {
  capitalise,
  CompletionsBar,
  ListTable,
  ToggleDeleteButtons,
  TASK_STATUSES,
  TASK_TYPES,
  TaskFilters,
  useCursorPages,
  useTaskActions,
} from '../tasks/admin-task-ui';
import { TaskForm } from '../tasks/TaskForm';
import { SummaryCard } from '../ui/cards';
import { InlineError, SectionHeading } from '../ui/section';
import { IconButton, TablePageSkeleton, Td } from '../ui/table';
import { money } from '../ui/money';
import { formatDate } from '../../../format-time';

/** Marketing task management (spec 002 section 2.10). */
export function MarketingTasksScreen() {
  const api = useApi();
  const [filter, setFilter] = useState<AdminTaskFilter>({});
  const pages = useCursorPages(JSON.stringify(filter));
  const query = useQuery({
    ...adminTasksQuery(api, { ...filter, cursor: pages.cursor }),
    placeholderData: keepPreviousData,
  });
  const [creating, setCreating] = useState(false);
  const [details, setDetails] = useState<AdminTask | null>(null);
  const actions = useTaskActions();

  if (query.isPending) return <TablePageSkeleton label="Loading marketing tasks" cards={4} columns={6} />;
  if (query.isError)
    return <InlineError error={query.error} onRetry={() => void query.refetch()} what="The marketing tasks" />;
  const { data, counts, total, nextCursor } = query.data;
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Marketing Tasks"
        subtitle="Campaigns and partner tasks: rewards, schedules, completions and success rates."
        actions={
          <button type="button" className="btn btn-primary text-sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden className="size-4" /> Create Task
          </button>
        }
      />
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <SummaryCard
          label="Total Tasks"
          value={formatCount(counts.total)}
          icon={Megaphone}
          tone="primary"
          testId="mt-total"
        />
        <SummaryCard label="Active" value={formatCount(counts.active)} icon={Zap} tone="accent" testId="mt-active" />
        <SummaryCard
          label="Total Completions"
          value={formatCount(counts.completions)}
          icon={TrendingUp}
          tone="secondary"
          testId="mt-completions"
        />
        <SummaryCard
          label="Rewards Paid"
          value={money(counts.rewardsPaid)}
          icon={CircleDollarSign}
          tone="accent"
          testId="mt-rewards"
        />
      </section>
      <ListTable
        label="Marketing tasks"
        filters={
          <TaskFilters
            filter={filter}
            onChange={setFilter}
            placeholder="Search title, description or partner..."
            statuses={TASK_STATUSES}
            types={TASK_TYPES}
          />
        }
        headers={[
          { label: 'Task' },
          { label: 'Type & Status' },
          { label: 'Rewards & Completions' },
          { label: 'Schedule' },
          { label: 'Partner' },
          { label: 'Actions' },
        ]}
        minWidth="min-w-[960px]"
        fetching={query.isFetching}
        empty={{ title: 'No marketing tasks found.', hint: 'Create a campaign, or change the search and filters.' }}
        pages={pages}
        page={{ shown: data.length, total, nextCursor }}
      >
        {data.map((task) => (
          <tr key={task.id} className="hover:bg-surface-2/50" data-testid="marketing-task-row">
            <Td>
              <p className="font-medium">{task.title}</p>
              <p className="text-xs text-muted">{capitalise(task.action)}</p>
            </Td>
            <Td>
              <p className="mb-1">{capitalise(task.type)}</p>
              <StatusBadge status={task.status} />
            </Td>
            <Td>
              <p className="font-semibold tabular-nums">{money(task.reward)}</p>
              <CompletionsBar task={task} />
              <p className="text-xs text-muted tabular-nums">{task.successRate}% success</p>
            </Td>
            <Td className="text-xs whitespace-nowrap text-muted">
              <p>{task.startDate ? formatDate(task.startDate) : 'Now'}</p>
              <p>to {task.endDate ? formatDate(task.endDate) : 'no end'}</p>
            </Td>
            <Td>{task.partnerName || 'Internal'}</Td>
            <Td>
              <div className="flex gap-1">
                <IconButton label={`Details of ${task.title}`} onClick={() => setDetails(task)}>
                  <Eye aria-hidden className="size-4" />
                </IconButton>
                <ToggleDeleteButtons
                  task={task}
                  actions={actions}
                  question="Are you sure you want to delete this task? This action cannot be undone."
                />
              </div>
            </Td>
          </tr>
        ))}
      </ListTable>
      <TaskForm
        open={creating}
        task={null}
        defaults={{ type: 'marketing' }}
        onClose={() => setCreating(false)}
        createdMessage={(title) => `Marketing task "${title}" created successfully!`}
      />
      <TaskDetails task={details} onClose={() => setDetails(null)} />
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-line py-2 text-sm last:border-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

function requirementsText(task: AdminTask): string {
  const r = task.requirements;
  const parts = [
    r.minScore !== undefined ? `Minimum score ${r.minScore}%` : null,
    r.difficulty ? `Difficulty ${r.difficulty}` : null,
    r.chat ? `Channel ${r.chat}` : null,
    r.target !== undefined ? `${r.target} qualified referrals` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'No specific requirements';
}

/** The read-only details modal (spec 002 section 2.10). */
function TaskDetails({ task, onClose }: { task: AdminTask | null; onClose: () => void }) {
  return (
    <Modal open={task !== null} onClose={onClose} title={task?.title ?? ''} size="md">
      {task ? (
        <dl>
          <Row label="Type">{capitalise(task.type)}</Row>
          <Row label="Status">
            <StatusBadge status={task.status} />
          </Row>
          <Row label="Reward">{money(task.reward)}</Row>
          <Row label="Completions">{formatCount(task.completions)}</Row>
          <Row label="Max completions">{task.maxCompletions > 0 ? formatCount(task.maxCompletions) : 'Unlimited'}</Row>
          <Row label="Unique users">{formatCount(task.uniqueUsers)}</Row>
          <Row label="Success rate">{task.successRate}%</Row>
          <Row label="Verification">{capitalise(task.verification)}</Row>
          <Row label="Partner">{task.partnerName || 'Internal'}</Row>
          <Row label="Created">{formatDate(task.createdAt)}</Row>
          <div className="py-2 text-sm">
            <dt className="text-muted">Description</dt>
            <dd className="mt-1">{task.description || '—'}</dd>
          </div>
          <div className="py-2 text-sm">
            <dt className="text-muted">Requirements</dt>
            <dd className="mt-1">{requirementsText(task)}</dd>
          </div>
        </dl>
      ) : null}
    </Modal>
  );
}
