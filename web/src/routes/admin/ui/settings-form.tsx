import clsx from 'clsx';
import { LoaderCircle, Save } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Skeleton } from '../../../components/Skeleton';

// Settings forms of the back office (System Settings, App Settings, Daily Bonus): fields described
// by a list, a draft that knows what changed, and the same bounds the server enforces, checked
// before Save so the admin sees the field's limits at once (admin chunks only).

type Plain = Record<string, unknown>;

export type FieldSpec = {
  path: string;
  label: string;
  hint?: string;
  /** Shown only while this returns true (spec 002 section 5: the conditional boxes). */
  showIf?: (value: (path: string) => unknown) => boolean;
  disabledIf?: (value: (path: string) => unknown) => boolean;
} & (
  | {
      kind: 'toggle';
      /** What the switch on does, when `hint` says what off does: the caption follows the switch. */
      on?: string;
    }
  | { kind: 'number'; min: number; max: number; step?: number; unit?: string }
  | { kind: 'amount'; min: number; max: number; step: number }
  | { kind: 'text'; maxLength?: number; multiline?: boolean; type?: 'text' | 'email' }
  | { kind: 'select'; options: readonly (string | { value: string; label: string })[] }
  | { kind: 'color' }
  /** A comma-separated list, sent as text (the server trims it and drops empty entries). */
  | { kind: 'list'; placeholder?: string }
);

export const readPath = (doc: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (v as Plain | undefined)?.[k], doc);

export function writePath(doc: Plain, path: string, value: unknown): Plain {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...doc, [key]: value };
  return { ...doc, [key]: writePath((doc[key] as Plain | undefined) ?? {}, rest.join('.'), value) };
}

const asText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value);

/** The problem of one field's draft value, in the words the server uses, or null. */
export function fieldProblem(field: FieldSpec, value: unknown): string | null {
  if (field.kind === 'number') {
    const n = Number(value);
    if (value === '' || !Number.isFinite(n)) return `${field.label} must be a number`;
    if (n < field.min || n > field.max) return `${field.label} must be between ${field.min} and ${field.max}`;
    if ((field.step ?? 1) >= 1 && !Number.isInteger(n)) return `${field.label} must be a whole number`;
  }
  if (field.kind === 'amount') {
    const n = Number(value);
    if (!/^\d+(\.\d{1,6})?$/.test(String(value)) || n < field.min || n > field.max)
      return `${field.label} must be between ${field.min} and ${field.max}`;
  }
  if (field.kind === 'color' && !/^#[0-9a-f]{6}$/i.test(String(value)))
    return `${field.label} must be a colour like #00BFFF`;
  return null;
}

/**
 * A draft of the fields' values over `source`: `changes` holds only the edited fields (a partial
 * document for PUT), `problems` the fields out of bounds.
 */
export function useSettingsDraft(source: unknown, fields: FieldSpec[]) {
  const initial = useMemo(() => {
    let doc: Plain = {};
    for (const f of fields) doc = writePath(doc, f.path, asText(readPath(source, f.path)));
    return doc;
  }, [source, fields]);
  const [edits, setEdits] = useState<Plain>({});
  const value = (path: string) => (path in edits ? edits[path] : readPath(initial, path));
  const visible = fields.filter((f) => !f.showIf || f.showIf(value));
  let changes: Plain = {};
  for (const [path, v] of Object.entries(edits)) {
    if (v !== readPath(initial, path)) changes = writePath(changes, path, v);
  }
  const problems = new Map(
    visible.flatMap((f) => {
      const problem = f.path in edits ? fieldProblem(f, edits[f.path]) : null;
      return problem ? [[f.path, problem] as const] : [];
    }),
  );
  return {
    value,
    set: (path: string, v: unknown) => setEdits((e) => ({ ...e, [path]: v })),
    changes,
    dirty: Object.keys(changes).length > 0,
    problems,
    /** After a save or a reload: the edits are the source now. */
    clear: () => setEdits({}),
  };
}

export type SettingsDraft = ReturnType<typeof useSettingsDraft>;

/** The fields of one tab or card, two columns on wide screens. */
export function SettingsFields({ fields, draft }: { fields: FieldSpec[]; draft: SettingsDraft }) {
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2">
      {fields
        .filter((f) => !f.showIf || f.showIf(draft.value))
        .map((f) => (
          <SettingField key={f.path} field={f} draft={draft} />
        ))}
    </div>
  );
}

function SettingField({ field, draft }: { field: FieldSpec; draft: SettingsDraft }) {
  const id = useId();
  const value = draft.value(field.path);
  const problem = draft.problems.get(field.path);
  const disabled = field.disabledIf?.(draft.value) ?? false;
  const describedBy = [field.hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].join(' ').trim() || undefined;
  const common = {
    id,
    disabled,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy,
    'data-setting': field.path,
  };
  if (field.kind === 'toggle') {
    return (
      <div className="flex items-start justify-between gap-4 rounded-xl border border-line bg-surface-2/40 px-4 py-3">
        <div>
          <label htmlFor={id} className="text-sm font-medium">
            {field.label}
          </label>
          {field.hint ? (
            <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted" data-testid="toggle-caption">
              {value === true && field.on ? field.on : field.hint}
            </p>
          ) : null}
        </div>
        <Switch {...common} checked={value === true} onChange={(on) => draft.set(field.path, on)} />
      </div>
    );
  }
  let input: ReactNode;
  if (field.kind === 'select') {
    input = (
      <select
        {...common}
        className="field"
        value={String(value)}
        onChange={(e) => draft.set(field.path, e.target.value)}
      >
        {field.options.map((o) => {
          const option = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          );
        })}
      </select>
    );
  } else if (field.kind === 'number' || field.kind === 'amount') {
    input = (
      <div className="flex items-center gap-2">
        <input
          {...common}
          type="number"
          inputMode="decimal"
          className="field tabular-nums"
          min={field.min}
          max={field.max}
          step={field.kind === 'amount' ? field.step : (field.step ?? 1)}
          value={String(value ?? '')}
          onChange={(e) =>
            draft.set(
              field.path,
              field.kind === 'amount' || e.target.value === '' ? e.target.value : Number(e.target.value),
            )
          }
        />
        {field.kind === 'number' && field.unit ? (
          <span className="shrink-0 text-xs text-muted">{field.unit}</span>
        ) : null}
      </div>
    );
  } else if (field.kind === 'color') {
    input = (
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${field.label} picker`}
          className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-line bg-transparent"
          value={/^#[0-9a-f]{6}$/i.test(String(value)) ? String(value) : '#000000'}
          onChange={(e) => draft.set(field.path, e.target.value)}
        />
        <input
          {...common}
          className="field font-mono uppercase"
          maxLength={7}
          value={String(value ?? '')}
          onChange={(e) => draft.set(field.path, e.target.value)}
        />
      </div>
    );
  } else if (field.kind === 'text' && field.multiline) {
    input = (
      <textarea
        {...common}
        className="field min-h-20"
        maxLength={field.maxLength ?? 500}
        value={String(value ?? '')}
        onChange={(e) => draft.set(field.path, e.target.value)}
      />
    );
  } else {
    input = (
      <input
        {...common}
        type={field.kind === 'text' ? (field.type ?? 'text') : 'text'}
        className="field"
        maxLength={field.kind === 'text' ? (field.maxLength ?? 200) : 2000}
        placeholder={field.kind === 'list' ? field.placeholder : undefined}
        value={String(value ?? '')}
        onChange={(e) => draft.set(field.path, e.target.value)}
      />
    );
  }
  const wide = (field.kind === 'text' && field.multiline) || field.kind === 'list';
  return (
    <div className={clsx('flex flex-col gap-1.5', wide && 'md:col-span-2')}>
      <label htmlFor={id} className="text-sm font-medium">
        {field.label}
        {field.kind === 'number' || field.kind === 'amount' ? (
          <span className="ml-2 text-xs font-normal text-muted tabular-nums">
            {field.min}–{field.max}
          </span>
        ) : null}
      </label>
      {input}
      {field.hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {field.hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-xs font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

export function Switch({
  checked,
  onChange,
  disabled,
  ...rest
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  id?: string;
  'aria-describedby'?: string;
  'data-setting'?: string;
}) {
  return (
    <button
      {...rest}
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={clsx(
        'relative mt-0.5 h-6 w-11 shrink-0 rounded-full transition-colors duration-150 disabled:opacity-50',
        checked ? 'bg-accent' : 'bg-surface-2 ring-1 ring-line',
      )}
    >
      <span
        className={clsx(
          'absolute top-1 size-4 rounded-full bg-white shadow transition-[left] duration-150',
          checked ? 'left-6' : 'left-1',
        )}
      />
    </button>
  );
}

/** Tabs of a settings screen (a tablist; the panel is the caller's). */
export function SettingsTabs<T extends string>({
  tabs,
  active,
  onSelect,
}: {
  tabs: readonly { id: T; label: string }[];
  active: T;
  onSelect: (id: T) => void;
}) {
  return (
    <div role="tablist" className="flex gap-1 overflow-x-auto border-b border-line">
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          aria-selected={t.id === active}
          onClick={() => onSelect(t.id)}
          className={clsx(
            '-mb-px border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
            t.id === active ? 'border-primary text-primary' : 'border-transparent text-muted hover:text-fg',
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** Read-only facts of the running system, with what sets each (not switches that would do nothing). */
export function OperatorFacts({ facts }: { facts: { label: string; value: string; setBy: string }[] }) {
  return (
    <dl className="divide-y divide-line rounded-xl border border-line">
      {facts.map((f) => (
        <div key={f.label} className="grid grid-cols-1 gap-1 px-4 py-3 text-sm md:grid-cols-[14rem_1fr_auto] md:gap-4">
          <dt className="font-medium">{f.label}</dt>
          <dd className="text-muted">{f.value}</dd>
          <dd className="text-xs text-muted">
            set by <code className="rounded bg-surface-2 px-1.5 py-0.5 font-mono">{f.setBy}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A settings screen while it loads: heading, tabs and two columns of fields in their final shape. */
export function SettingsSkeleton({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-6" aria-busy="true" aria-label={label}>
      <div className="space-y-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <Skeleton className="h-10 w-full max-w-2xl" />
      <div className="card grid grid-cols-1 gap-4 md:grid-cols-2">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Save and discard for a settings form: Save only after a change, without a field out of bounds, while not saving. */
export function SaveBar({
  draft,
  saving,
  onSave,
  label = 'Save Settings',
}: {
  draft: SettingsDraft;
  saving: boolean;
  onSave: () => void;
  label?: string;
}) {
  return (
    <div className="flex items-center gap-2">
      {draft.dirty && !saving ? (
        <button type="button" className="btn btn-ghost text-sm" onClick={draft.clear}>
          Discard changes
        </button>
      ) : null}
      <button
        type="button"
        className="btn btn-primary text-sm"
        disabled={!draft.dirty || draft.problems.size > 0 || saving}
        onClick={onSave}
      >
        {saving ? (
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
        ) : (
          <Save aria-hidden className="size-4" />
        )}
        {saving ? 'Saving...' : label}
      </button>
    </div>
  );
}
