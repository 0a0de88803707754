// The Users screen: search, status filter, counters and keyset pages, with the player drawer.
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Ban, Eye, Send, ShieldCheck, UserCheck, Users } from 'lucide-react';
import { useState } from 'react';
import type { AdminUserRow } from '../../../api-client/types';
import { useApi } from '../../../context';
import { formatAmount, formatCount } from '../../../format';
import { adminUsersQuery, userFilterParams } from '../../../queries/admin-users';
import { SummaryCard } from '../ui/cards';
import { DownloadButton } from '../ui/download-button';
import { ClearFilters, FilterBar, FilterSelect, SearchField } from '../ui/filters';
import { AdminTable, ListPager } from '../ui/list';
import { listSearch } from '../ui/list-search';
import { RefreshButton, SectionHeading } from '../ui/section';
import { IconButton, Td } from '../ui/table';
import type { UserSearch } from './search';
import { LevelBadge, UserStatusBadge } from './status';
import { TelegramUserCard } from './telegram-user-card';
import { BlockDialog, UserDrawer } from './user-drawer';
import { formatDateTime } from '../../../format-time';

const route = getRouteApi('/admin/guard/users');

const COLUMNS = [
  { label: 'User' },
  { label: 'Level' },
  { label: 'Balance', className: 'text-right' },
  { label: 'Telegram' },
  { label: 'Status' },
  { label: 'Join Date' },
  { label: 'Actions' },
];

export function UsersScreen() {
  const api = useApi();
  const search = route.useSearch() as UserSearch;
  const list = listSearch<UserSearch>(route.useNavigate());
  const { data, isFetching, refetch } = useSuspenseQuery(adminUsersQuery(api, search));
  const [blocking, setBlocking] = useState<AdminUserRow | null>(null);
  const open = (user: string | undefined) => list.set({ user });
  const filtered = Boolean(search.search || (search.status && search.status !== 'all'));

  return (
    <div className="flex flex-col gap-6">
      <SectionHeading
        title="Users"
        subtitle="Find any player, see what they hold and why they are flagged, block and unblock them."
        actions={
          <>
            <RefreshButton fetching={isFetching} onRefresh={() => void refetch()} />
            <DownloadButton
              label="Export"
              fileName="users_export.csv"
              file={() => api.download(`/api/admin/users/export?${userFilterParams(search)}`)}
            />
          </>
        }
      />
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <SummaryCard
          label="Total Users"
          value={formatCount(data.counts.total)}
          icon={Users}
          tone="primary"
          testId="users-total"
        />
        <SummaryCard
          label="Telegram Users"
          value={formatCount(data.counts.telegram)}
          icon={Send}
          tone="secondary"
          testId="users-telegram"
        />
        <SummaryCard
          label="Active"
          value={formatCount(data.counts.active)}
          icon={UserCheck}
          tone="accent"
          testId="users-active"
        />
        <SummaryCard
          label="Blocked"
          value={formatCount(data.counts.blocked)}
          icon={Ban}
          tone="muted"
          testId="users-blocked"
        />
      </section>
      <TelegramUserCard />
      <AdminTable
        label="Users"
        columns={COLUMNS}
        fetching={isFetching}
        testId="users-table"
        toolbar={<Filters search={search} />}
        footer={
          <ListPager page={data} noun={{ one: 'user', other: 'users' }} date={search.date} onPosition={list.position} />
        }
        empty={
          data.data.length > 0
            ? null
            : filtered
              ? {
                  title: 'No users match these filters.',
                  hint: 'Search by name, username, email, Telegram id or user id.',
                }
              : { title: 'No users yet.', hint: 'Players appear here as soon as they sign up.' }
        }
      >
        {data.data.map((u) => (
          <tr key={u.id} className="hover:bg-surface-2/50" data-testid="user-row">
            <Td>
              <button type="button" className="text-left font-medium hover:text-primary" onClick={() => open(u.id)}>
                {u.name}
              </button>
              <p className="text-xs text-muted">{u.username ? `@${u.username}` : (u.email ?? '—')}</p>
            </Td>
            <Td>
              <LevelBadge level={u.level} />
            </Td>
            <Td className="text-right font-semibold tabular-nums">${formatAmount(u.balance)}</Td>
            <Td className="text-xs">
              {u.telegram ? (
                <span className="text-primary">{u.telegram.username ? `@${u.telegram.username}` : u.telegram.id}</span>
              ) : (
                <span className="text-muted">—</span>
              )}
            </Td>
            <Td>
              <UserStatusBadge status={u.status} />
              {u.riskScore !== null && u.riskScore >= 40 ? (
                <p className="mt-1 text-xs text-danger">Risk {u.riskScore}</p>
              ) : null}
            </Td>
            <Td className="text-xs whitespace-nowrap text-muted tabular-nums">{formatDateTime(u.joinDate)}</Td>
            <Td>
              <div className="flex gap-1">
                <IconButton label={`View ${u.name}`} onClick={() => open(u.id)}>
                  <Eye aria-hidden className="size-4" />
                </IconButton>
                {u.status === 'active' ? (
                  <IconButton label={`Block ${u.name}`} tone="danger-ghost" onClick={() => setBlocking(u)}>
                    <Ban aria-hidden className="size-4" />
                  </IconButton>
                ) : u.status === 'blocked' ? (
                  <IconButton label={`Review ${u.name}'s block`} tone="accent" onClick={() => open(u.id)}>
                    <ShieldCheck aria-hidden className="size-4" />
                  </IconButton>
                ) : null}
              </div>
            </Td>
          </tr>
        ))}
      </AdminTable>
      {search.user ? <UserDrawer userId={search.user} onClose={() => open(undefined)} /> : null}
      {blocking ? <BlockDialog user={blocking} onClose={() => setBlocking(null)} /> : null}
    </div>
  );
}

function Filters({ search }: { search: UserSearch }) {
  const list = listSearch<UserSearch>(route.useNavigate());
  return (
    <FilterBar>
      <SearchField
        label="Search users"
        placeholder="Name, username, email, Telegram id..."
        value={search.search}
        onSearch={(value) => list.filter({ search: value }, true)}
      />
      <FilterSelect
        label="Status"
        all="All users"
        value={search.status}
        options={[
          { value: 'active', label: 'Active' },
          { value: 'pending', label: 'Pending' },
          { value: 'blocked', label: 'Blocked' },
        ]}
        onChange={(status) => list.filter({ status: status as UserSearch['status'] })}
      />
      <ClearFilters shown={Boolean(search.search || search.status)} onClear={list.clear} />
    </FilterBar>
  );
}
