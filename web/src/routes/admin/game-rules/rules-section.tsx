import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useMemo } from 'react';
import { errorMessage } from '../ui/error-message';
import type { GameRules, GameRulesSection } from '../../../api-client/types';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';

import { gameRulesQuery, refreshSettings } from '../../../queries/admin-settings';
import { type FieldSpec, readPath, SaveBar, SettingsFields, useSettingsDraft, writePath } from '../ui/settings-form';
import { formatDateTime } from '../../../format-time';

// One section of game rules as a card of the settings form, with its own Save: the fields, their
// bounds, units and help come from the server's description (GET /api/admin/game-rules), so no bound
// is written twice. Used by the Game Rules screen and, for the bank details, by Wallet Settings.

type Rule = GameRulesSection['rules'][number];
const shown = (value: unknown) => (typeof value === 'string' && value === '' ? 'empty' : String(value));

function fieldOf(rule: Rule): FieldSpec {
  const change = rule.lastChange;
  const history = change
    ? `Was ${shown(change.before)} until ${formatDateTime(change.at)}, changed by ${change.by ?? 'an admin'}.`
    : null;
  const hint = [rule.help, history].filter(Boolean).join(' ') || undefined;
  const [min, max] = [rule.min ?? 0, rule.max ?? Number.MAX_SAFE_INTEGER];
  if (rule.kind === 'amount')
    return { kind: 'amount', path: rule.path, label: rule.label, hint, min, max, step: rule.step };
  if (rule.kind === 'number')
    return { kind: 'number', path: rule.path, label: rule.label, hint, min, max, step: rule.step, unit: rule.unit };
  return { kind: 'text', path: rule.path, label: rule.label, hint, maxLength: 200 };
}

/** The rules' values as a nested document, as the settings form reads them. */
const valuesOf = (rules: readonly Rule[]) =>
  rules.reduce<Record<string, unknown>>((doc, rule) => writePath(doc, rule.path, rule.value), {});

export function RulesSection({ section }: { section: GameRulesSection }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const fields = useMemo(() => section.rules.map(fieldOf), [section]);
  const values = useMemo(() => valuesOf(section.rules), [section]);
  const draft = useSettingsDraft(values, fields);
  const save = useMutation({
    mutationFn: () => {
      const body = Object.fromEntries(
        section.rules.flatMap((r) => {
          const value = readPath(draft.changes, r.path);
          return value === undefined ? [] : [[r.path, value]];
        }),
      );
      return api.put<GameRules>('/api/admin/game-rules', body);
    },
    onSuccess: (rules) => {
      queryClient.setQueryData(gameRulesQuery(api).queryKey, rules);
      draft.clear();
      void refreshSettings(queryClient);
      toast.success(`${section.title} saved`);
    },
    onError: (error) => toast.error(`${section.title} not saved`, { description: errorMessage(error) }),
  });
  const last = section.lastChange;
  return (
    <section aria-label={section.title} className="card flex flex-col gap-5" data-testid={`rules-${section.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{section.title}</h2>
          <p className="mt-0.5 flex items-center gap-1.5 text-xs text-muted">
            <History aria-hidden className="size-3.5" />
            {last ? `Last changed ${formatDateTime(last.at)} by ${last.by ?? 'an admin'}` : 'Defaults, never changed'}
          </p>
        </div>
        <SaveBar draft={draft} saving={save.isPending} onSave={() => save.mutate()} label={`Save ${section.title}`} />
      </div>
      <SettingsFields fields={fields} draft={draft} />
    </section>
  );
}

/** The named sections of the game rules (all but the bank details when none is named). */
export function RulesSections({ only }: { only?: readonly GameRulesSection['id'][] }) {
  const api = useApi();
  const { data } = useSuspenseQuery(gameRulesQuery(api));
  const sections = data.sections.filter((s) => (only ? only.includes(s.id) : s.id !== 'bankTransfer'));
  return (
    <>
      {sections.map((section) => (
        <RulesSection key={section.id} section={section} />
      ))}
    </>
  );
}
