// The achievements screen's add and edit dialog, the delete confirmation, and the lists they choose from.

import { useMutation } from '@tanstack/react-query';
import { Award, Gift, type LucideIcon, Star, Target, Trophy, Users } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { AchievementMetric } from '../../../../../domain/achievements/catalogue';
import { errorMessage } from '../ui/error-message';
import type { AdminAchievement } from '../../../api-client/types';
import { FormError } from '../../../components/FormError';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/toast';
import { useApi } from '../../../context';
import { formatPlural } from '../../../format';
import { ActiveCheckbox, ConfirmDeleteDialog, FormActions, Labelled } from '../ui/dialogs';
import { PLAYERS } from '../ui/nouns';
import { TranslationFields } from '../ui/translation-fields';

// The spec's lists (002 section 9) and the requirement metrics the server evaluates.
const TYPES = ['quiz', 'streak', 'referral', 'tournament', 'social', 'other'] as const;

const RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;

const CATEGORIES = ['general', 'quiz', 'social', 'tournament', 'referral'] as const;

export const ICONS: Record<string, LucideIcon> = {
  trophy: Trophy,
  star: Star,
  award: Award,
  users: Users,
  target: Target,
  gift: Gift,
};

export const METRICS: Record<string, string> = {
  quizzes_completed: 'Quizzes completed',
  correct_answers: 'Correct answers',
  perfect_quizzes: 'Perfect quizzes',
  answer_streak: 'Correct answers in a row',
  daily_bonus_streak: 'Daily bonus streak (days)',
  level: 'Level reached',
  referrals: 'Friends referred',
  tournaments_won: 'Tournaments won',
  tasks_completed: 'Tasks completed',
  deposits: 'Deposits made',
  challenge_wins: 'Challenge answers won',
  hard_quiz_score: 'Score in a hard quiz (%)',
};

type Body = Omit<AdminAchievement, 'id' | 'status' | 'usersEarned' | 'createdAt'>;

const emptyBody: Body = {
  title: '',
  description: '',
  translations: {},
  type: 'quiz',
  icon: 'trophy',
  rarity: 'common',
  category: 'general',
  reward: '1',
  requirement: { metric: 'quizzes_completed', target: 5 },
  isActive: true,
};

export const bodyOf = ({ id: _id, status: _s, usersEarned: _u, createdAt: _c, ...body }: AdminAchievement): Body =>
  body;

export function AchievementModal({
  achievement,
  onClose,
  onSaved,
}: {
  achievement: AdminAchievement | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = useId();
  const api = useApi();
  const [form, setForm] = useState<Body>(achievement ? bodyOf(achievement) : emptyBody);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Body>(key: K, value: Body[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setError(null);
  };
  const save = useMutation({
    mutationFn: () =>
      achievement
        ? api.put(`/api/admin/achievements/${achievement.id}`, form)
        : api.post('/api/admin/achievements', form),
    onSuccess: () => {
      toast.success(achievement ? 'Achievement updated' : 'Achievement created');
      onSaved();
      onClose();
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const select = (key: 'type' | 'icon' | 'rarity' | 'category', label: string, options: readonly string[]) => (
    <Labelled id={`${id}-${key}`} label={label}>
      <select
        id={`${id}-${key}`}
        value={form[key]}
        onChange={(e) => set(key, e.target.value as never)}
        className="field capitalize"
      >
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
    </Labelled>
  );
  return (
    <Modal
      open
      onClose={onClose}
      busy={save.isPending}
      size="lg"
      title={achievement ? 'Edit Achievement' : 'Create Achievement'}
      footer={
        <FormActions
          formId={`${id}-form`}
          busy={save.isPending}
          onCancel={onClose}
          submit={achievement ? 'Update' : 'Create'}
        />
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          save.mutate();
        }}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      >
        <Labelled id={`${id}-title`} label="Title" required>
          <input
            id={`${id}-title`}
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
            maxLength={80}
            className="field"
            data-autofocus
          />
        </Labelled>
        {select('type', 'Type', TYPES)}
        <div className="sm:col-span-2">
          <Labelled id={`${id}-desc`} label="Description" required>
            <textarea
              id={`${id}-desc`}
              rows={2}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
              maxLength={300}
              className="field"
            />
          </Labelled>
        </div>
        <TranslationFields
          value={form.translations}
          fields={[
            { field: 'title', label: 'Title', maxLength: 80 },
            { field: 'description', label: 'Description', maxLength: 300, multiline: true },
          ]}
          onChange={(next) => set('translations', next)}
        />
        {select('icon', 'Icon', Object.keys(ICONS))}
        {select('rarity', 'Rarity', RARITIES)}
        {select('category', 'Category', CATEGORIES)}
        <Labelled id={`${id}-reward`} label="Reward (USDT)">
          <input
            id={`${id}-reward`}
            type="number"
            min={0}
            step={0.1}
            value={form.reward}
            onChange={(e) => set('reward', e.target.value)}
            className="field tabular-nums"
          />
        </Labelled>
        <Labelled id={`${id}-metric`} label="Requirement">
          <select
            id={`${id}-metric`}
            value={form.requirement.metric}
            onChange={(e) => set('requirement', { ...form.requirement, metric: e.target.value as AchievementMetric })}
            className="field"
          >
            {Object.entries(METRICS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-target`} label="Target">
          <input
            id={`${id}-target`}
            type="number"
            min={1}
            step={1}
            value={form.requirement.target}
            onChange={(e) => set('requirement', { ...form.requirement, target: Math.round(Number(e.target.value)) })}
            className="field tabular-nums"
          />
        </Labelled>
        <ActiveCheckbox
          checked={form.isActive}
          onChange={(checked) => set('isActive', checked)}
          label="Active (players can unlock it)"
          className="sm:col-span-2"
        />
        <FormError message={error} className="sm:col-span-2" />
      </form>
    </Modal>
  );
}

export function DeleteModal({
  achievement,
  onClose,
  onDone,
}: {
  achievement: AdminAchievement;
  onClose: () => void;
  onDone: () => void;
}) {
  const api = useApi();
  const remove = useMutation({
    mutationFn: () =>
      api.delete<{ deleted: boolean; deactivated: boolean }>(`/api/admin/achievements/${achievement.id}`),
    onSuccess: (result) => {
      toast.success(
        result.deactivated ? 'Players have earned it: the achievement was deactivated instead' : 'Achievement deleted',
      );
      onDone();
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <ConfirmDeleteDialog
      title="Delete achievement"
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      <p className="text-sm">Are you sure you want to delete this achievement?</p>
      <p className="mt-2 rounded-xl bg-surface-2 px-3 py-2 text-sm font-medium">{achievement.title}</p>
      {achievement.usersEarned > 0 ? (
        <p className="mt-2 text-sm text-muted">
          {formatPlural(achievement.usersEarned, PLAYERS)} earned it, so it will be deactivated instead and they keep
          it.
        </p>
      ) : null}
    </ConfirmDeleteDialog>
  );
}
