// The Tournaments screen: every tournament by status, category and name, keyset paged; its dialogs
// are in TournamentDialogs.
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import clsx from 'clsx';
import { Ban, CircleCheck, Eye, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Tournament } from '../../../api-client/tournament-types';
import { useApi } from '../../../context';

import { type AdminTournamentFilter, adminTournamentsQuery } from '../../../queries/tournaments';
import { ClearFilters, FilterBar, FilterSelect, SearchField } from '../ui/filters';
import { AdminTable, ListPager } from '../ui/list';
import { listSearch } from '../ui/list-search';
import { RefreshButton, SectionHeading } from '../ui/section';
import { IconButton, Td } from '../ui/table';
import { TOURNAMENT_CATEGORIES as CATEGORIES } from './search';
import { CreateDialog, capital, DetailsDialog, moneyOrDash, SettleDialog } from './TournamentDialogs';
import { formatDateTime } from '../../../format-time';

const route = getRouteApi('/admin/guard/tournaments');

const STATUSES = ['active', 'upcoming', 'completed', 'cancelled'] as const;

const settled = (t: Tournament) => t.status === 'completed' || t.status === 'cancelled';

const STATUS_TONE: Record<Tournament['status'], string> = {
  active: 'bg-accent/15 text-accent',
  upcoming: 'bg-primary/15 text-primary',
  completed: 'bg-surface-2 text-fg',
  cancelled: 'bg-danger/15 text-danger',
};

type Dialog = { kind: 'details' | 'complete' | 'cancel'; t: Tournament } | { kind: 'create' } | null;

const COLUMNS = [
  { label: 'Tournament' },
  { label: 'Status' },
  { label: 'Entry', className: 'text-right' },
  { label: 'Pool', className: 'text-right' },
  { label: 'Players', className: 'text-right' },
  { label: 'Schedule' },
  { label: 'Winner' },
  { label: 'Actions' },
];

export function TournamentsScreen() {
  const api = useApi();
  const filter = route.useSearch() as AdminTournamentFilter;
  const list = listSearch<AdminTournamentFilter>(route.useNavigate());
  const { data, isFetching, refetch } = useSuspenseQuery(adminTournamentsQuery(api, filter));
  const [dialog, setDialog] = useState<Dialog>(null);
  const filtered = Boolean(filter.search || filter.status || filter.category);
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Tournaments"
        subtitle="Schedule sponsored tournaments, follow entries and settle or cancel any tournament."
        actions={
          <>
            <RefreshButton fetching={isFetching} onRefresh={() => void refetch()} />
            <button type="button" className="btn btn-primary text-sm" onClick={() => setDialog({ kind: 'create' })}>
              <Plus aria-hidden className="size-4" /> Create Tournament
            </button>
          </>
        }
      />
      <AdminTable
        label="Tournaments"
        columns={COLUMNS}
        minWidth="min-w-[960px]"
        fetching={isFetching}
        testId="tournaments-table"
        toolbar={<Filters filter={filter} filtered={filtered} />}
        footer={
          <ListPager
            page={data}
            noun={{ one: 'tournament', other: 'tournaments' }}
            date={filter.date}
            onPosition={list.position}
          />
        }
        empty={
          data.data.length > 0
            ? null
            : filtered
              ? { title: 'No tournaments match these filters.', hint: 'Try another search or clear the filters.' }
              : {
                  title: 'No tournaments yet.',
                  hint: 'Create a sponsored tournament, or wait for players to create their own.',
                }
        }
      >
        {data.data.map((t) => (
          <TournamentRow key={t.id} t={t} onOpen={(kind) => setDialog({ kind, t })} />
        ))}
      </AdminTable>
      <CreateDialog open={dialog?.kind === 'create'} onClose={() => setDialog(null)} />
      {dialog && dialog.kind === 'details' ? <DetailsDialog t={dialog.t} onClose={() => setDialog(null)} /> : null}
      {dialog && (dialog.kind === 'complete' || dialog.kind === 'cancel') ? (
        <SettleDialog kind={dialog.kind} t={dialog.t} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

function Filters({ filter, filtered }: { filter: AdminTournamentFilter; filtered: boolean }) {
  const list = listSearch<AdminTournamentFilter>(route.useNavigate());
  return (
    <FilterBar>
      <SearchField
        label="Search tournaments"
        placeholder="Search by name..."
        value={filter.search}
        onSearch={(value) => list.filter({ search: value }, true)}
      />
      <FilterSelect
        label="Status"
        all="All statuses"
        value={filter.status}
        options={STATUSES.map((s) => ({ value: s, label: capital(s) }))}
        onChange={(status) => list.filter({ status })}
      />
      <FilterSelect
        label="Category"
        all="All categories"
        value={filter.category}
        options={CATEGORIES.map((c) => ({ value: c, label: capital(c) }))}
        onChange={(category) => list.filter({ category })}
      />
      <ClearFilters shown={filtered} onClear={list.clear} />
    </FilterBar>
  );
}

function TournamentRow({ t, onOpen }: { t: Tournament; onOpen: (kind: 'details' | 'complete' | 'cancel') => void }) {
  return (
    <tr className="hover:bg-surface-2/50" data-testid="tournament-row">
      <Td>
        <p className="font-medium">{t.name}</p>
        <p className="text-xs text-muted">
          {capital(t.category)} · {t.sponsored ? 'Sponsored' : `by ${t.creatorName}`} · {t.questionCount} {t.difficulty}{' '}
          questions
        </p>
      </Td>
      <Td>
        <span className={clsx('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONE[t.status])}>
          {capital(t.status)}
        </span>
      </Td>
      <Td className="text-right tabular-nums">{moneyOrDash(t.entryFee)}</Td>
      <Td className="text-right tabular-nums">
        {moneyOrDash(t.totalPool)}
        {t.prizeSplit.length > 1 ? <p className="text-xs text-muted">{t.prizeSplit.join('/')}%</p> : null}
      </Td>
      <Td className="text-right tabular-nums">
        {t.currentParticipants}/{t.maxParticipants}
      </Td>
      <Td className="text-xs whitespace-nowrap text-muted">
        <p>{formatDateTime(t.startsAt)}</p>
        <p>to {formatDateTime(t.endsAt)}</p>
      </Td>
      <Td>
        {t.winnerName ? (
          <>
            <p className="font-medium">{t.winnerName}</p>
            <p className="text-xs text-accent tabular-nums">{moneyOrDash(t.winnerAmount)}</p>
          </>
        ) : (
          <span className="text-muted">{t.cancelReason ?? '-'}</span>
        )}
      </Td>
      <Td>
        <div className="flex gap-1.5">
          <IconButton label={`Details of ${t.name}`} onClick={() => onOpen('details')}>
            <Eye aria-hidden className="size-4" />
          </IconButton>
          {settled(t) ? null : (
            <>
              <IconButton label={`Complete ${t.name} now`} onClick={() => onOpen('complete')} tone="accent">
                <CircleCheck aria-hidden className="size-4" />
              </IconButton>
              <IconButton label={`Cancel ${t.name}`} onClick={() => onOpen('cancel')} tone="danger">
                <Ban aria-hidden className="size-4" />
              </IconButton>
            </>
          )}
        </div>
      </Td>
    </tr>
  );
}
