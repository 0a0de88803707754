import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock, ListChecks, Pencil, Plus, Zap } from 'lucide-react';
import { useState } from 'react';
import type { AdminTask } from '../../../api-client/task-types';
import { StatusBadge } from '../../../components/wallet/StatusBadge';
import { useApi } from '../../../context';
import { formatAmount, formatCount } from '../../../format';
import { adminTasksQuery, type AdminTaskFilter } from '../../../queries/tasks';
import { SummaryCard } from '../ui/cards';
import { InlineError, SectionHeading } from '../ui/section';
import { IconButton, TablePageSkeleton, Td } from '../ui/table';
import {
  capitalise,
  CompletionsBar,
  ListTable,
  ToggleDeleteButtons,
  ExportTasksButton,
  TASK_STATUSES,
  TaskFilters,
  useCursorPages,
  useTaskActions,
} from './admin-task-ui';
import { TaskForm } from './TaskForm';
import { formatDate } from '../../../format-time';

/** Task management (spec 002 section 2.9), at /admin/tasks and /admin/earn. */
export function TasksScreen() {
  const api = useApi();
  const [filter, setFilter] = useState<AdminTaskFilter>({});
  const pages = useCursorPages(JSON.stringify(filter));
  const query = useQuery({
    ...adminTasksQuery(api, { ...filter, cursor: pages.cursor }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<AdminTask | null | 'new'>(null);
  const actions = useTaskActions();

  if (query.isPending) return <TablePageSkeleton label="Loading tasks" cards={4} columns={7} />;
  if (query.isError) return <InlineError error={query.error} onRetry={() => void query.refetch()} what="The tasks" />;
  const { data, counts, total, nextCursor } = query.data;
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Task Management"
        subtitle="Create the tasks players complete for rewards; the server verifies every completion."
        actions={
          <>
            <ExportTasksButton filter={filter} />
            <button type="button" className="btn btn-primary text-sm" onClick={() => setEditing('new')}>
              <Plus aria-hidden className="size-4" /> Create Task
            </button>
          </>
        }
      />
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <SummaryCard
          label="Total"
          value={formatCount(counts.total)}
          icon={ListChecks}
          tone="primary"
          testId="tasks-total"
        />
        <SummaryCard label="Active" value={formatCount(counts.active)} icon={Zap} tone="accent" testId="tasks-active" />
        <SummaryCard
          label="Completed"
          value={formatCount(counts.completed)}
          icon={CircleCheck}
          tone="secondary"
          testId="tasks-completed"
        />
        <SummaryCard
          label="Pending"
          value={formatCount(counts.pending)}
          icon={Clock}
          tone="muted"
          testId="tasks-pending"
        />
      </section>
      <ListTable
        label="Tasks"
        filters={
          <TaskFilters filter={filter} onChange={setFilter} placeholder="Search tasks..." statuses={TASK_STATUSES} />
        }
        headers={[
          { label: 'Task' },
          { label: 'Type' },
          { label: 'Reward (USDT)', className: 'text-right' },
          { label: 'Completions' },
          { label: 'Status' },
          { label: 'Expiry' },
          { label: 'Actions' },
        ]}
        minWidth="min-w-[900px]"
        fetching={query.isFetching}
        empty={{ title: 'No tasks found.', hint: 'Create a task, or change the search and filters.' }}
        pages={pages}
        page={{ shown: data.length, total, nextCursor }}
      >
        {data.map((task) => (
          <tr key={task.id} className="hover:bg-surface-2/50" data-testid="task-row">
            <Td>
              <p className="font-medium">{task.title}</p>
              <p className="line-clamp-1 max-w-md text-xs text-muted">{task.description}</p>
            </Td>
            <Td>
              <p>{capitalise(task.type)}</p>
              <p className="text-xs text-muted">{capitalise(task.verification)}</p>
            </Td>
            <Td className="text-right font-semibold tabular-nums">{formatAmount(task.reward)}</Td>
            <Td>
              <CompletionsBar task={task} />
            </Td>
            <Td>
              <StatusBadge status={task.status} />
            </Td>
            <Td className="text-xs whitespace-nowrap text-muted">
              {task.endDate ? formatDate(task.endDate) : 'No expiry'}
            </Td>
            <Td>
              <div className="flex gap-1">
                <IconButton label={`Edit ${task.title}`} onClick={() => setEditing(task)}>
                  <Pencil aria-hidden className="size-4" />
                </IconButton>
                <ToggleDeleteButtons
                  task={task}
                  actions={actions}
                  question="Are you sure you want to delete this task?"
                />
              </div>
            </Td>
          </tr>
        ))}
      </ListTable>
      <TaskForm open={editing !== null} task={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </div>
  );
}
