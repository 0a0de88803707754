// The Audit Log screen: every admin write with its before and after, by actor and action, keyset
// paged.
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import type { AuditEntry } from '../../../api-client/types';
import { useApi } from '../../../context';

import type { AdminListPosition } from '../../../queries/admin-list';
import { auditLogQuery, type AuditFilter } from '../../../queries/admin-users';
import { listSearch } from '../ui/list-search';
import { SectionHeading } from '../ui/section';
import { Td } from '../ui/table';
import { AdminTable } from '../ui/list';
import { formatDateTime } from '../../../format-time';

const route = getRouteApi('/admin/guard/audit-log');

type AuditSearch = AuditFilter & AdminListPosition;
const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

export function AuditLogScreen() {
  const api = useApi();
  const search = route.useSearch() as AuditSearch;
  const list = listSearch<AuditSearch>(route.useNavigate());
  const { data, isFetching } = useSuspenseQuery(auditLogQuery(api, search));
  const id = useId();
  return (
    <div className="flex flex-col gap-6">
      <SectionHeading title="Audit Log" subtitle="Every admin write: who, what, when, before and after." />
      <AdminTable
        label="Audit log"
        columns={[{ label: 'When' }, { label: 'Who' }, { label: 'Action' }, { label: 'Target' }, { label: 'Change' }]}
        fetching={isFetching}
        testId="audit-table"
        toolbar={
          <div className="flex flex-wrap gap-2 border-b border-line p-3">
            <label htmlFor={`${id}-actor`} className="sr-only">
              Admin
            </label>
            <select
              id={`${id}-actor`}
              className="field min-h-10! w-auto! text-sm"
              value={search.actor ?? ''}
              onChange={(e) => list.filter({ actor: e.target.value || undefined })}
            >
              <option value="">All admins</option>
              {data.filters.actors.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-action`} className="sr-only">
              Action
            </label>
            <select
              id={`${id}-action`}
              className="field min-h-10! w-auto! text-sm"
              value={search.action ?? ''}
              onChange={(e) => list.filter({ action: e.target.value || undefined })}
            >
              <option value="">All actions</option>
              {data.filters.actions.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </div>
        }
        footer={
          <div className="flex justify-end gap-2 border-t border-line px-3 py-2.5">
            <button
              type="button"
              className="btn btn-ghost min-h-9 text-sm"
              disabled={!data.prevCursor}
              onClick={() => list.set({ cursor: data.prevCursor ?? undefined })}
            >
              Previous
            </button>
            <button
              type="button"
              className="btn btn-ghost min-h-9 text-sm"
              disabled={!data.nextCursor}
              onClick={() => list.set({ cursor: data.nextCursor ?? undefined })}
            >
              Next
            </button>
          </div>
        }
        empty={
          data.data.length ? null : { title: 'No entries.', hint: 'Admin actions are recorded here as they happen.' }
        }
      >
        {data.data.map((e: AuditEntry) => (
          <tr key={e.id} data-testid="audit-row">
            <Td className="text-xs whitespace-nowrap text-muted tabular-nums">{formatDateTime(e.createdAt)}</Td>
            <Td>{e.actor}</Td>
            <Td className="font-mono text-xs">{e.action}</Td>
            <Td className="text-xs">
              {e.targetType}{' '}
              {e.targetId ? <span className="font-mono text-muted">{e.targetId.slice(0, 8)}</span> : null}
            </Td>
            <Td className="max-w-md text-xs break-all text-muted">
              {show(e.before)} → {show(e.after)}
            </Td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}
