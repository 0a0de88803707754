import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { Ban, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { AdminUserRow } from '../../../api-client/types';
import { errorMessage } from '../ui/error-message';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';
import { adminUsersQuery, refreshAdminUsers } from '../../../queries/admin-users';
import { SearchField } from '../ui/filters';
import { BlockDialog } from '../users/user-drawer';
import { UserStatusBadge } from '../users/status';

// Security's quick actions: find a player by name, handle, email or id (the Users screen's search),
// pick one, then block or unblock them.

const SHOWN = 5;

export function QuickActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<string | undefined>();
  const [picked, setPicked] = useState<AdminUserRow | null>(null);
  const [blocking, setBlocking] = useState(false);
  const matches = useQuery({ ...adminUsersQuery(api, { search }), enabled: Boolean(search) });
  const unblock = useMutation({
    mutationFn: (user: AdminUserRow) => api.put(`/api/admin/users/${user.id}/unblock`),
    onSuccess: async (_data, user) => {
      toast.success(`User ${user.id} unblocked`);
      setPicked({ ...user, status: 'active' });
      await refreshAdminUsers(queryClient);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const rows = matches.data?.data.slice(0, SHOWN) ?? [];
  return (
    <section className="card flex flex-col gap-3" aria-labelledby="actions-title">
      <h2 id="actions-title" className="font-semibold">
        Quick actions
      </h2>
      <SearchField
        label="Find a player"
        placeholder="Name, username, email, Telegram id or user id..."
        value={search}
        onSearch={setSearch}
      />
      {!search ? (
        <p className="text-sm text-muted">Search for a player to block or unblock them.</p>
      ) : matches.isPending ? (
        <p className="text-sm text-muted" aria-busy="true">
          Searching…
        </p>
      ) : matches.isError ? (
        <p className="text-sm text-danger">{errorMessage(matches.error)}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted">No player matches “{search}”.</p>
      ) : (
        <ul className="flex flex-col gap-1" aria-label="Matching players">
          {rows.map((u) => (
            <li key={u.id}>
              <button
                type="button"
                aria-pressed={picked?.id === u.id}
                onClick={() => setPicked(u)}
                className={clsx(
                  'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-3 text-left text-sm',
                  picked?.id === u.id ? 'bg-primary/12 text-primary' : 'hover:bg-surface-2',
                )}
              >
                <span className="min-w-0 truncate">
                  <span className="font-medium">{u.name}</span>{' '}
                  <span className="text-xs text-muted">{u.username ? `@${u.username}` : (u.email ?? u.id)}</span>
                </span>
                <UserStatusBadge status={u.status} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-danger text-sm"
          disabled={picked?.status !== 'active'}
          onClick={() => setBlocking(true)}
        >
          <Ban aria-hidden className="size-4" /> Block {picked ? picked.name : 'User'}
        </button>
        <button
          type="button"
          className="btn btn-ghost text-sm"
          disabled={picked?.status !== 'blocked' || unblock.isPending}
          onClick={() => picked && unblock.mutate(picked)}
        >
          <ShieldCheck aria-hidden className="size-4" /> Unblock {picked ? picked.name : 'User'}
        </button>
      </div>
      {blocking && picked ? (
        <BlockDialog
          user={picked}
          onClose={() => {
            setBlocking(false);
            setPicked(null);
          }}
        />
      ) : null}
    </section>
  );
}
