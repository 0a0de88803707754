// The paging part of every admin list's URL and request (decision 0021): a keyset cursor from the
// previous reply (nextCursor or prevCursor), or a day to start from. Never a page number.

export interface AdminListPosition {
  cursor?: string;
  /** YYYY-MM-DD (UTC): the rows of that day and older. */
  date?: string;
}

/** Adds the position to a list request's query string. */
export function setListPosition(params: URLSearchParams, position: AdminListPosition): URLSearchParams {
  if (position.cursor) params.set('cursor', position.cursor);
  else if (position.date) params.set('date', position.date);
  return params;
}

/** Reads the position from a route's search params (what `validateSearch` keeps). */
export function listPositionSearch(search: Record<string, unknown>): AdminListPosition {
  return {
    cursor: typeof search.cursor === 'string' && search.cursor.length <= 100 ? search.cursor : undefined,
    date: typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? search.date : undefined,
  };
}
