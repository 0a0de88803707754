import { Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

// The filter row above a back-office list (admin chunks only).

export function FilterBar({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-2 border-b border-line p-3">{children}</div>;
}

/**
 * A server-side search box: `onSearch` gets the trimmed text (undefined when empty) 300 ms after
 * typing stops, and the box follows `value` when it changes from outside (Clear, back and forward).
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onSearch: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    setText((current) => (current.trim() === (value ?? '') ? current : (value ?? '')));
  }, [value]);
  useEffect(() => {
    const next = text.trim() || undefined;
    if (next === (value || undefined)) return;
    const timer = setTimeout(() => search.current(next), 300);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className="relative min-w-0 flex-1 basis-full sm:min-w-56 sm:basis-auto">
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={100}
        className="field min-h-10! pl-9! text-sm"
      />
    </div>
  );
}

/** A phone shares a line between two filters at most (each keeps its text readable); wider screens size them to their text. */
const FILTER_SELECT = 'field min-h-10! min-w-[9.5rem] flex-1 text-sm sm:w-auto! sm:min-w-0 sm:flex-none';

/** A filter of a back-office list: a labelled select whose first option is "all" (value undefined). */
export function FilterSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  /** The first option's text, e.g. "All statuses". */
  all: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || undefined)}
        className={FILTER_SELECT}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}

/** Clears every filter of a list; shown only while one is set. */
export function ClearFilters({ shown, onClear }: { shown: boolean; onClear: () => void }) {
  if (!shown) return null;
  return (
    <button type="button" className="btn btn-ghost min-h-10 text-sm" onClick={onClear}>
      <X aria-hidden className="size-4" /> Clear
    </button>
  );
}
