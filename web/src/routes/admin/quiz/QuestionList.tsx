import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import {
  Download,
  FileUp,
  LoaderCircle,
  Pencil,
  Plus,
  Power,
  PowerOff,
  Search,
  Trash2,
  ListChecks,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../api-client/client';
import type { AdminQuestion, QuestionImportReport } from '../../../api-client/types';
import { EmptyState } from '../../../components/EmptyState';
import { Modal } from '../../../components/Modal';
import { Skeleton } from '../../../components/Skeleton';
import { useApi } from '../../../context';
import { formatCount } from '../../../format';
import type { AdminListPosition } from '../../../queries/admin-list';
import {
  adminQuestionsQuery,
  type QuestionFilter,
  questionFilterParams,
  refreshQuestions,
} from '../../../queries/admin-questions';
import { ListPager } from '../ui/list';
import { InlineError } from '../ui/section';
import { IconButton, Td, Th } from '../ui/table';
import { saveBlob } from '../ui/download';
import { CATEGORIES, DIFFICULTIES, DIFFICULTY_TONES, POOL_LABELS, POOLS, SOURCE_LABELS, SOURCES } from './labels';
import { bodyOfQuestion, QuestionFormModal } from './QuestionFormModal';

type BulkAction = 'activate' | 'deactivate' | 'delete';
const ALL_LABELS: Record<string, string> = {
  Difficulty: 'All difficulties',
  Category: 'All categories',
  Source: 'All sources',
  Pool: 'All pools',
  Status: 'All statuses',
};

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

/**
 * The question table: server-side search and filters, keyset pages with the shared pager
 * (decision 0021), selection with bulk actions. `source` pins the list to one source.
 */
export function QuestionList({ source, label }: { source?: 'ai'; label: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState('');
  const typed = useDebounced(searchText.trim(), 300);
  // The server searches 3 characters or more (its trigram index needs them).
  const search = typed.length >= 3 ? typed : '';
  const [filter, setFilter] = useState<Omit<QuestionFilter, 'search'>>({});
  const fullFilter: QuestionFilter = { ...filter, search, ...(source ? { source } : {}) };
  const [position, setPosition] = useState<AdminListPosition>({});
  // A new filter starts again from the newest rows.
  const filterKey = questionFilterParams(fullFilter).toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a filter change only
  useEffect(() => setPosition({}), [filterKey]);
  const list = useQuery(adminQuestionsQuery(api, fullFilter, position));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<string[] | null>(null);
  const [report, setReport] = useState<QuestionImportReport | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const refresh = () => refreshQuestions(queryClient);

  const bulk = useMutation({
    mutationFn: ({ ids, action }: { ids: string[]; action: BulkAction }) =>
      api.post<{ changed: number; deactivatedInsteadOfDeleted?: number }>('/api/admin/questions/bulk', { ids, action }),
    onSuccess: (result, { action }) => {
      const kept = result.deactivatedInsteadOfDeleted ?? 0;
      toast.success(
        `${formatCount(result.changed)} question${result.changed === 1 ? '' : 's'} ${action === 'delete' ? 'deleted' : `${action}d`}`,
        kept > 0
          ? { description: `${kept} answered by players were deactivated instead, so their history stays.` }
          : undefined,
      );
      setSelected(new Set());
      setConfirmDelete(null);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const toggle = useMutation({
    mutationFn: (q: AdminQuestion) =>
      api.put(`/api/admin/questions/${q.id}`, { ...bodyOfQuestion(q), isActive: !q.isActive }),
    onSuccess: () => void refresh(),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const importFile = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return api.post<QuestionImportReport>('/api/admin/questions/import', form);
    },
    onSuccess: (result) => {
      setReport(result);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const exportFile = useMutation({
    mutationFn: async () =>
      saveBlob(
        await api.download(`/api/admin/questions/export?${questionFilterParams(fullFilter)}`),
        'questions_export.json',
      ),
    onError: (error) => toast.error(errorMessage(error)),
  });

  const rows = list.data?.data ?? [];
  const allSelected = rows.length > 0 && rows.every((q) => selected.has(q.id));
  const selectAll = () =>
    setSelected((s) => {
      const next = new Set(s);
      for (const q of rows) allSelected ? next.delete(q.id) : next.add(q.id);
      return next;
    });
  const filtered = Boolean(
    search || filter.category || filter.difficulty || filter.source || filter.active || filter.pool,
  );

  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-end gap-2">
        {source ? null : (
          <>
            <button
              type="button"
              className="btn btn-ghost min-h-10 text-sm"
              onClick={() => fileRef.current?.click()}
              disabled={importFile.isPending}
            >
              {importFile.isPending ? (
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
              ) : (
                <FileUp aria-hidden className="size-4" />
              )}
              Import
            </button>
            <input
              ref={fileRef}
              type="file"
              accept="application/json,.json"
              className="hidden"
              data-testid="question-import-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) importFile.mutate(file);
                e.target.value = '';
              }}
            />
          </>
        )}
        <button
          type="button"
          className="btn btn-ghost min-h-10 text-sm"
          onClick={() => exportFile.mutate()}
          disabled={exportFile.isPending}
        >
          <Download aria-hidden className="size-4" /> Export
        </button>
        {source ? null : (
          <button type="button" className="btn btn-primary min-h-10 text-sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" /> Add Question
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="relative min-w-48 flex-1">
          <span className="sr-only">Search questions</span>
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder="Search question text..."
            className="field pl-9"
            maxLength={100}
          />
        </label>
        <FilterSelect
          label="Difficulty"
          value={filter.difficulty}
          options={DIFFICULTIES}
          onChange={(difficulty) => setFilter((f) => ({ ...f, difficulty }))}
        />
        <FilterSelect
          label="Category"
          value={filter.category}
          options={CATEGORIES}
          onChange={(category) => setFilter((f) => ({ ...f, category }))}
        />
        {source ? null : (
          <FilterSelect
            label="Source"
            value={filter.source}
            options={SOURCES}
            names={SOURCE_LABELS}
            onChange={(value) => setFilter((f) => ({ ...f, source: value }))}
          />
        )}
        <FilterSelect
          label="Pool"
          value={filter.pool}
          options={POOLS}
          names={POOL_LABELS}
          onChange={(pool) => setFilter((f) => ({ ...f, pool }))}
        />
        <FilterSelect
          label="Status"
          value={filter.active}
          options={['true', 'false']}
          names={{ true: 'Active', false: 'Inactive' }}
          onChange={(active) => setFilter((f) => ({ ...f, active: active as QuestionFilter['active'] }))}
        />
      </div>

      {selected.size > 0 ? (
        <div
          className="flex flex-wrap items-center gap-2 rounded-xl border border-primary/40 bg-primary/8 px-3 py-2 text-sm"
          role="toolbar"
          aria-label="Bulk actions"
        >
          <ListChecks aria-hidden className="size-4 text-primary" />
          <span className="font-medium">{formatCount(selected.size)} selected</span>
          <span className="flex-1" />
          <BulkButton
            icon={<Power className="size-4" />}
            onClick={() => bulk.mutate({ ids: [...selected], action: 'activate' })}
            busy={bulk.isPending}
          >
            Activate
          </BulkButton>
          <BulkButton
            icon={<PowerOff className="size-4" />}
            onClick={() => bulk.mutate({ ids: [...selected], action: 'deactivate' })}
            busy={bulk.isPending}
          >
            Deactivate
          </BulkButton>
          <BulkButton
            icon={<Trash2 className="size-4" />}
            danger
            onClick={() => setConfirmDelete([...selected])}
            busy={bulk.isPending}
          >
            Delete
          </BulkButton>
        </div>
      ) : null}

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && !list.data ? (
        <div className="rounded-xl border border-line bg-surface">
          <InlineError error={list.error} onRetry={() => void list.refetch()} what="The questions" />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Search aria-hidden className="size-7" />}
          title={filtered ? 'No questions match' : source ? 'No AI questions yet' : 'The question bank is empty'}
        >
          {filtered
            ? 'Try another search or clear a filter.'
            : source
              ? 'Generate questions in the AI Question Generator tab and save the ones that pass.'
              : 'Add a question or import a JSON file.'}
        </EmptyState>
      ) : (
        <div
          className={clsx('overflow-hidden rounded-xl border border-line bg-surface', list.isFetching && 'opacity-70')}
        >
          <div className="max-h-[62vh] overflow-auto">
            <table className="w-full min-w-[860px] border-separate border-spacing-0 text-sm">
              <thead>
                <tr>
                  <Th className="w-10">
                    <input
                      type="checkbox"
                      aria-label="Select all on this page"
                      checked={allSelected}
                      onChange={selectAll}
                      className="size-4 accent-(--app-primary)"
                    />
                  </Th>
                  <Th>Question</Th>
                  <Th>Category</Th>
                  <Th>Difficulty</Th>
                  <Th className="text-right">Points</Th>
                  <Th>Source</Th>
                  <Th className="text-right">Usage</Th>
                  <Th>Status</Th>
                  <Th className="text-right">Actions</Th>
                </tr>
              </thead>
              <tbody>
                {rows.map((q) => (
                  <tr key={q.id} className="hover:bg-surface-2/50" data-testid="question-row">
                    <Td align="middle">
                      <input
                        type="checkbox"
                        aria-label={`Select: ${q.question}`}
                        checked={selected.has(q.id)}
                        onChange={() =>
                          setSelected((s) => {
                            const next = new Set(s);
                            next.has(q.id) ? next.delete(q.id) : next.add(q.id);
                            return next;
                          })
                        }
                        className="size-4 accent-(--app-primary)"
                      />
                    </Td>
                    <Td align="middle" className="max-w-[18rem]">
                      <p className="line-clamp-2 font-medium" title={q.question}>
                        {q.question}
                      </p>
                      <p className="mt-0.5 truncate text-xs text-accent" title="Correct answer">
                        ✓ {q.options[q.correctAnswer]}
                      </p>
                    </Td>
                    <Td align="middle" className="whitespace-nowrap text-muted">
                      {q.category}
                    </Td>
                    <Td align="middle">
                      <span
                        className={clsx(
                          'rounded-md px-1.5 py-0.5 text-xs font-semibold capitalize',
                          DIFFICULTY_TONES[q.difficulty],
                        )}
                      >
                        {q.difficulty}
                      </span>
                    </Td>
                    <Td align="middle" className="text-right tabular-nums">
                      {q.points}
                    </Td>
                    <Td align="middle" className="whitespace-nowrap text-muted">
                      {SOURCE_LABELS[q.source] ?? q.source}
                      {q.pool === 'tournament' ? (
                        <span className="mt-0.5 block text-xs text-secondary">
                          {q.retiredAt ? 'Tournament · retired' : 'Tournament'}
                        </span>
                      ) : null}
                    </Td>
                    <Td align="middle" className="text-right whitespace-nowrap tabular-nums">
                      <span title="Times served · share answered right">
                        {formatCount(q.usage.timesServed)}
                        <span className="text-muted">
                          {' · '}
                          {q.usage.rightShare === null ? '—' : `${Math.round(q.usage.rightShare * 100)}%`}
                        </span>
                      </span>
                    </Td>
                    <Td align="middle">
                      <button
                        type="button"
                        role="switch"
                        aria-checked={q.isActive}
                        aria-label={`${q.isActive ? 'Deactivate' : 'Activate'}: ${q.question}`}
                        disabled={toggle.isPending && toggle.variables?.id === q.id}
                        onClick={() => toggle.mutate(q)}
                        className={clsx(
                          'rounded-full px-2 py-0.5 text-xs font-semibold',
                          q.isActive ? 'bg-accent/15 text-accent' : 'bg-surface-2 text-muted ring-1 ring-line',
                        )}
                      >
                        {q.isActive ? 'Active' : 'Inactive'}
                      </button>
                    </Td>
                    <Td align="middle" className="text-right">
                      <div className="flex justify-end gap-1">
                        <IconButton label={`Edit: ${q.question}`} onClick={() => setEditing(q)}>
                          <Pencil aria-hidden className="size-4" />
                        </IconButton>
                        <IconButton
                          label={`Delete: ${q.question}`}
                          tone="danger-ghost"
                          onClick={() => setConfirmDelete([q.id])}
                        >
                          <Trash2 aria-hidden className="size-4" />
                        </IconButton>
                      </div>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ListPager page={list.data} noun="questions" date={position.date} onPosition={setPosition} />
        </div>
      )}

      {editing ? (
        <QuestionFormModal
          question={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      ) : null}
      {confirmDelete ? (
        <Modal
          open
          size="sm"
          onClose={() => setConfirmDelete(null)}
          busy={bulk.isPending}
          title={confirmDelete.length === 1 ? 'Delete question' : `Delete ${confirmDelete.length} questions`}
          footer={
            <>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => setConfirmDelete(null)}
                disabled={bulk.isPending}
                data-autofocus
              >
                Cancel
              </button>
              <button
                type="button"
                className="btn bg-danger text-white"
                disabled={bulk.isPending}
                onClick={() => bulk.mutate({ ids: confirmDelete, action: 'delete' })}
              >
                {bulk.isPending ? (
                  <LoaderCircle aria-hidden className="size-4 animate-spin" />
                ) : (
                  <Trash2 aria-hidden className="size-4" />
                )}
                Delete
              </button>
            </>
          }
        >
          <p className="text-sm">
            Are you sure? Questions players have already answered are deactivated instead, so their quiz history stays
            readable.
          </p>
        </Modal>
      ) : null}
      {report ? <ImportReportModal report={report} onClose={() => setReport(null)} /> : null}
    </section>
  );
}

function ImportReportModal({ report, onClose }: { report: QuestionImportReport; onClose: () => void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Import finished"
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
          Done
        </button>
      }
    >
      <dl className="grid grid-cols-3 gap-3 text-center" data-testid="import-report">
        <Figure label="Imported" value={report.imported} tone="text-accent" />
        <Figure label="Skipped duplicates" value={report.skipped} tone="text-secondary" />
        <Figure label="Errors" value={report.errors.length} tone="text-danger" />
      </dl>
      {report.errors.length > 0 ? (
        <ul className="mt-4 max-h-60 space-y-1 overflow-auto rounded-xl bg-surface-2 p-3 text-sm">
          {report.errors.map((e) => (
            <li key={e.row}>
              <span className="font-medium">Row {e.row}:</span> <span className="text-muted">{e.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}

function Figure({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-xl bg-surface-2 px-2 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={clsx('text-2xl font-bold tabular-nums', tone)}>{formatCount(value)}</dd>
    </div>
  );
}

function FilterSelect({
  label,
  value,
  options,
  names,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly string[];
  names?: Record<string, string>;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <label className="flex items-center">
      <span className="sr-only">{label}</span>
      <select
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        className="field min-h-10 w-auto py-2 text-sm"
      >
        <option value="">{ALL_LABELS[label] ?? `All ${label.toLowerCase()}`}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {names?.[o] ?? o}
          </option>
        ))}
      </select>
    </label>
  );
}

function BulkButton({
  icon,
  children,
  onClick,
  busy,
  danger = false,
}: {
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  busy: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      className={clsx('btn min-h-9 px-3 text-sm', danger ? 'bg-danger/15 text-danger' : 'btn-ghost')}
    >
      {icon}
      {children}
    </button>
  );
}

function ListSkeleton() {
  return (
    <div
      className="overflow-hidden rounded-xl border border-line bg-surface"
      aria-busy="true"
      aria-label="Loading questions"
    >
      <Skeleton className="h-10 rounded-none" />
      {Array.from({ length: 8 }, (_, r) => (
        <div key={r} className="flex gap-4 border-t border-line px-3 py-3.5">
          <Skeleton className="h-4 w-4" />
          <Skeleton className="h-4 flex-[4]" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 flex-1" />
        </div>
      ))}
    </div>
  );
}
