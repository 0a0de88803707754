/** A commitment to check on /fairness, filled in by the result screen's "Verify" links (all optional). */
export interface FairnessSearch {
  q?: string;
  i?: string;
  s?: string;
  c?: string;
}

const searchText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 100) : undefined;

/** Drops malformed values, never throws. */
export const parseFairnessSearch = (s: Record<string, unknown>): FairnessSearch => ({
  q: searchText(s.q),
  i: searchText(s.i),
  s: searchText(s.s),
  c: searchText(s.c),
});
