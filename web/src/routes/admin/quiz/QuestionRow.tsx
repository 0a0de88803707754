// One row of the question bank's table: the question with its right answer, its figures, and its
// select box, active switch, edit and delete buttons.
import clsx from 'clsx';
import { Pencil, Trash2 } from 'lucide-react';
import type { AdminQuestion } from '../../../api-client/types';
import { formatCount } from '../../../format';
import { IconButton, Td } from '../ui/table';
import { DIFFICULTY_TONES, SOURCE_LABELS } from './labels';

export function QuestionRow({
  question: q,
  selected,
  onSelect,
  switching,
  onToggle,
  onEdit,
  onDelete,
}: {
  question: AdminQuestion;
  selected: boolean;
  onSelect: () => void;
  /** Its active switch is being saved. */
  switching: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <tr className="hover:bg-surface-2/50" data-testid="question-row">
      <Td align="middle">
        <input
          type="checkbox"
          aria-label={`Select: ${q.question}`}
          checked={selected}
          onChange={onSelect}
          className="size-4 accent-(--app-primary)"
        />
      </Td>
      <Td align="middle" className="max-w-[18rem]">
        <p className="line-clamp-2 font-medium" title={q.question}>
          {q.question}
        </p>
        <p className="mt-0.5 truncate text-xs text-accent" title="Correct answer">
          ✓ {q.options[q.correctAnswer]}
        </p>
      </Td>
      <Td align="middle" className="whitespace-nowrap text-muted">
        {q.category}
      </Td>
      <Td align="middle">
        <span
          className={clsx('rounded-md px-1.5 py-0.5 text-xs font-semibold capitalize', DIFFICULTY_TONES[q.difficulty])}
        >
          {q.difficulty}
        </span>
      </Td>
      <Td align="middle" className="text-right tabular-nums">
        {q.points}
      </Td>
      <Td align="middle" className="whitespace-nowrap text-muted">
        {SOURCE_LABELS[q.source] ?? q.source}
        {q.pool === 'tournament' ? (
          <span className="mt-0.5 block text-xs text-secondary">
            {q.retiredAt ? 'Tournament · retired' : 'Tournament'}
          </span>
        ) : null}
      </Td>
      <Td align="middle" className="text-right whitespace-nowrap tabular-nums">
        <span title="Times served · share answered right">
          {formatCount(q.usage.timesServed)}
          <span className="text-muted">
            {' · '}
            {q.usage.rightShare === null ? '—' : `${Math.round(q.usage.rightShare * 100)}%`}
          </span>
        </span>
      </Td>
      <Td align="middle">
        <button
          type="button"
          role="switch"
          aria-checked={q.isActive}
          aria-label={`${q.isActive ? 'Deactivate' : 'Activate'}: ${q.question}`}
          disabled={switching}
          onClick={onToggle}
          className={clsx(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            q.isActive ? 'bg-accent/15 text-accent' : 'bg-surface-2 text-muted ring-1 ring-line',
          )}
        >
          {q.isActive ? 'Active' : 'Inactive'}
        </button>
      </Td>
      <Td align="middle" className="text-right">
        <div className="flex justify-end gap-1">
          <IconButton label={`Edit: ${q.question}`} onClick={onEdit}>
            <Pencil aria-hidden className="size-4" />
          </IconButton>
          <IconButton label={`Delete: ${q.question}`} tone="danger-ghost" onClick={onDelete}>
            <Trash2 aria-hidden className="size-4" />
          </IconButton>
        </div>
      </Td>
    </tr>
  );
}
