import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Power, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../ui/error-message';
import type { AdminTask } from '../../../api-client/task-types';
import { useApi } from '../../../context';
import { formatCount } from '../../../format';
import {
  ADMIN_TASKS_PAGE_SIZE,
  refreshAdminTasks,
  taskFilterParams,
  type AdminTaskFilter,
} from '../../../queries/tasks';
import { DownloadButton } from '../ui/download-button';
import { FilterBar, SearchField } from '../ui/filters';
import { type AdminColumn, AdminTable } from '../ui/list';
import { IconButton } from '../ui/table';

// Building blocks of the Tasks, Marketing Tasks and Task Verifications screens (admin chunks only).

export {
  taskFilterStatuses as TASK_STATUSES,
  taskTypes as TASK_TYPES,
} from '../../../../../domain/tasks/task-lists';
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

/** Keyset pages walked forwards and back: the cursors of the pages seen so far. */
export function useCursorPages(resetKey: string) {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  // a new filter starts again at the first page
  useEffect(() => setCursors([undefined]), [resetKey]);
  return {
    cursor: cursors.at(-1),
    index: cursors.length - 1,
    next: (cursor: string) => setCursors((c) => [...c, cursor]),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
  };
}

function CursorPager({
  pages,
  shown,
  total,
  nextCursor,
}: {
  pages: ReturnType<typeof useCursorPages>;
  shown: number;
  total?: number;
  nextCursor: string | null;
}) {
  const from = shown === 0 ? 0 : pages.index * ADMIN_TASKS_PAGE_SIZE + 1;
  const to = pages.index * ADMIN_TASKS_PAGE_SIZE + shown;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line px-3 py-2.5 text-sm">
      <p className="text-muted tabular-nums" data-testid="pager-status">
        Showing {from} to {to}
        {total !== undefined ? ` of ${formatCount(total)} results` : ''}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3 text-sm"
          onClick={pages.previous}
          disabled={pages.index === 0}
        >
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </button>
        <button
          type="button"
          className="btn btn-ghost min-h-9 px-3 text-sm"
          onClick={() => nextCursor && pages.next(nextCursor)}
          disabled={!nextCursor}
        >
          Next <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}

/** The shared admin table (ui/list.tsx) with the filters above and the keyset pager below. */
export function ListTable({
  label,
  filters,
  headers,
  minWidth,
  fetching,
  empty,
  pages,
  page,
  children,
}: {
  label: string;
  filters: ReactNode;
  headers: AdminColumn[];
  minWidth: string;
  fetching: boolean;
  empty: { title: string; hint: string };
  pages: ReturnType<typeof useCursorPages>;
  page: { shown: number; total?: number; nextCursor: string | null };
  children: ReactNode;
}) {
  return (
    <AdminTable
      label={label}
      columns={headers}
      minWidth={minWidth}
      fetching={fetching}
      empty={page.shown === 0 ? empty : null}
      toolbar={filters}
      footer={<CursorPager pages={pages} shown={page.shown} total={page.total} nextCursor={page.nextCursor} />}
    >
      {children}
    </AdminTable>
  );
}

/** The search box (debounced 300 ms: the server searches) and the filter selects. */
export function TaskFilters({
  filter,
  onChange,
  placeholder,
  statuses,
  types,
}: {
  filter: AdminTaskFilter;
  onChange: (next: AdminTaskFilter) => void;
  placeholder: string;
  statuses: readonly string[];
  types?: readonly string[];
}) {
  const id = useId();
  return (
    <FilterBar>
      <SearchField
        label="Search"
        placeholder={placeholder}
        value={filter.search}
        onSearch={(search) => onChange({ ...filter, search })}
      />
      <label htmlFor={`${id}-status`} className="sr-only">
        Status
      </label>
      <select
        id={`${id}-status`}
        value={filter.status ?? ''}
        onChange={(e) => onChange({ ...filter, status: e.target.value || undefined })}
        className="field min-h-10! flex-1 text-sm sm:w-auto! sm:flex-none"
      >
        <option value="">All statuses</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {capitalise(s)}
          </option>
        ))}
      </select>
      {types ? (
        <>
          <label htmlFor={`${id}-type`} className="sr-only">
            Type
          </label>
          <select
            id={`${id}-type`}
            value={filter.type ?? ''}
            onChange={(e) => onChange({ ...filter, type: e.target.value || undefined })}
            className="field min-h-10! flex-1 text-sm sm:w-auto! sm:flex-none"
          >
            <option value="">All types</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {capitalise(t)}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </FilterBar>
  );
}

/** Export (CSV) of the current filter. */
export function ExportTasksButton({ filter }: { filter: AdminTaskFilter }) {
  const api = useApi();
  return (
    <DownloadButton
      label="Export"
      fileName="tasks_export.csv"
      className="btn btn-ghost text-sm"
      file={() => api.download(`/api/admin/tasks/export?${taskFilterParams(filter)}`)}
    />
  );
}

/** Activate/deactivate and delete, with the screens' toasts; the lists and counters follow. */
export function useTaskActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: (task: AdminTask) => api.put<AdminTask>(`/api/admin/tasks/${task.id}`, { isActive: !task.isActive }),
    onSuccess: (task) => {
      toast.success(`Task "${task.title}" updated successfully!`);
      void refreshAdminTasks(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: async (task: AdminTask) => {
      await api.delete(`/api/admin/tasks/${task.id}`);
      return task;
    },
    onSuccess: (task) => {
      toast.success(`Task "${task.title}" deleted successfully!`);
      void refreshAdminTasks(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return {
    toggle: (task: AdminTask) => toggle.mutate(task),
    remove: (task: AdminTask, question: string) => {
      if (window.confirm(question)) remove.mutate(task);
    },
    busy: toggle.isPending || remove.isPending,
  };
}

/** A row's Activate/Deactivate and Delete buttons. */
export function ToggleDeleteButtons({
  task,
  actions,
  question,
}: {
  task: AdminTask;
  actions: ReturnType<typeof useTaskActions>;
  question: string;
}) {
  return (
    <>
      <IconButton
        label={task.isActive ? `Deactivate ${task.title}` : `Activate ${task.title}`}
        tone={task.isActive ? undefined : 'accent'}
        onClick={() => actions.toggle(task)}
      >
        <Power aria-hidden className="size-4" />
      </IconButton>
      <IconButton label={`Delete ${task.title}`} tone="danger" onClick={() => actions.remove(task, question)}>
        <Trash2 aria-hidden className="size-4" />
      </IconButton>
    </>
  );
}

/** Completions against the maximum (a bar when there is one). */
export function CompletionsBar({ task }: { task: AdminTask }) {
  const percent = task.maxCompletions > 0 ? Math.min(100, (task.completions / task.maxCompletions) * 100) : 0;
  return (
    <div className="min-w-28">
      <p className="text-xs tabular-nums">
        {formatCount(task.completions)} / {task.maxCompletions > 0 ? formatCount(task.maxCompletions) : '∞'}
      </p>
      {task.maxCompletions > 0 ? (
        <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-surface-2" aria-hidden>
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
    </div>
  );
}
