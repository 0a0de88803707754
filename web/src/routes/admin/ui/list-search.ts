import type { AdminListPosition } from '../../../queries/admin-list';

/** A screen route's navigate (screen routes are generated from the registry: their search is typed only as `object`). */
type Navigate = (options: { search: never; replace?: boolean }) => Promise<void>;

/**
 * A list screen's filters, open item and position in the address (transactions, users, tournaments,
 * audit log). A filter or search change starts the list again from its first page; the search box
 * replaces the history entry rather than adding one per keystroke.
 */
export function listSearch<S extends AdminListPosition>(navigate: Navigate) {
  const go = (update: (prev: S) => S, replace = false) => void navigate({ search: update as never, replace });
  return {
    /** New filters (or search text, with `replace`), from the first page. */
    filter: (changes: Partial<S>, replace = false) =>
      go((prev) => ({ ...prev, ...changes, cursor: undefined, date: undefined }), replace),
    /** Another page (a cursor) or a date to jump to, with the same filters. */
    position: (position: AdminListPosition) =>
      go((prev) => ({ ...prev, cursor: position.cursor, date: position.date })),
    /** Changes that keep the page (the open item). */
    set: (changes: Partial<S>) => go((prev) => ({ ...prev, ...changes })),
    /** Every filter cleared, from the first page. */
    clear: () => go(() => ({}) as S),
  };
}
