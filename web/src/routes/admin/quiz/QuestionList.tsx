// The question bank's list (Predefined Questions, and AI Questions with `source`): search, filters,
// bulk actions, import and export.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Download, FileUp, ListChecks, LoaderCircle, Plus, Power, PowerOff, Search, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../ui/error-message';
import type { AdminQuestion, QuestionImportReport } from '../../../api-client/types';
import { EmptyState } from '../../../components/EmptyState';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';
import { formatCount, formatPlural } from '../../../format';
import type { AdminListPosition } from '../../../queries/admin-list';
import {
  adminQuestionsQuery,
  type QuestionFilter,
  questionFilterParams,
  refreshQuestions,
} from '../../../queries/admin-questions';
import { saveBlob } from '../ui/download';
import { FilterSelect, SearchField } from '../ui/filters';
import { ListPager } from '../ui/list';
import { InlineError } from '../ui/section';
import { Th } from '../ui/table';
import { CATEGORIES, DIFFICULTIES, POOL_LABELS, POOLS, SOURCE_LABELS, SOURCES } from './labels';
import { bodyOfQuestion, QuestionFormModal } from './QuestionFormModal';
import { QuestionRow } from './QuestionRow';
import { BulkButton, ImportReportModal, ListSkeleton } from './question-list-parts';
import { QUESTIONS } from '../ui/nouns';

type BulkAction = 'activate' | 'deactivate' | 'delete';

/** A value list as a filter's options, named by `names` where it has a name. */
const choices = (values: readonly string[], names: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: names[value] ?? value }));

/**
 * The question table: server-side search and filters, keyset pages with the shared pager
 * (decision 0021), selection with bulk actions. `source` pins the list to one source.
 */
export function QuestionList({ source, label }: { source?: 'ai'; label: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
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
        `${formatPlural(result.changed, QUESTIONS)} ${action === 'delete' ? 'deleted' : `${action}d`}`,
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
        <SearchField
          label="Search questions"
          placeholder="Search question text..."
          value={typed || undefined}
          onSearch={(text) => setTyped(text ?? '')}
        />
        <FilterSelect
          label="Difficulty"
          all="All difficulties"
          value={filter.difficulty}
          options={choices(DIFFICULTIES)}
          onChange={(difficulty) => setFilter((f) => ({ ...f, difficulty }))}
        />
        <FilterSelect
          label="Category"
          all="All categories"
          value={filter.category}
          options={choices(CATEGORIES)}
          onChange={(category) => setFilter((f) => ({ ...f, category }))}
        />
        {source ? null : (
          <FilterSelect
            label="Source"
            all="All sources"
            value={filter.source}
            options={choices(SOURCES, SOURCE_LABELS)}
            onChange={(value) => setFilter((f) => ({ ...f, source: value }))}
          />
        )}
        <FilterSelect
          label="Pool"
          all="All pools"
          value={filter.pool}
          options={choices(POOLS, POOL_LABELS)}
          onChange={(pool) => setFilter((f) => ({ ...f, pool }))}
        />
        <FilterSelect
          label="Status"
          all="All statuses"
          value={filter.active}
          options={[
            { value: 'true', label: 'Active' },
            { value: 'false', label: 'Inactive' },
          ]}
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
                  <QuestionRow
                    key={q.id}
                    question={q}
                    selected={selected.has(q.id)}
                    onSelect={() =>
                      setSelected((s) => {
                        const next = new Set(s);
                        next.has(q.id) ? next.delete(q.id) : next.add(q.id);
                        return next;
                      })
                    }
                    switching={toggle.isPending && toggle.variables?.id === q.id}
                    onToggle={() => toggle.mutate(q)}
                    onEdit={() => setEditing(q)}
                    onDelete={() => setConfirmDelete([q.id])}
                  />
                ))}
              </tbody>
            </table>
          </div>
          <ListPager page={list.data} noun={QUESTIONS} date={position.date} onPosition={setPosition} />
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
