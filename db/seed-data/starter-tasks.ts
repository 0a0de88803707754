import type { TaskAction, TaskType, VerificationKind } from '../../domain/tasks/task-lists.ts';
import type { TaskTranslations } from '../../domain/tasks/task-rules.ts';

/**
 * The earn tasks a fresh install starts with (decision 0051), so Earn is not empty on day one. Each
 * is verified by the server from the player's own record (no proof, no outside service); the
 * operator edits or switches them off in the tasks screen like any other task. Rewards in
 * micro-USDT, in the daily form's steps of 0.1. Each is worded in every player language (decision
 * 0072), like the seeded achievements.
 */
export const starterTasks: {
  title: string;
  description: string;
  type: TaskType;
  action: TaskAction;
  verification: VerificationKind;
  reward: number;
  requirements: Record<string, unknown>;
  translations: TaskTranslations;
}[] = [
  {
    title: 'Daily login',
    description: 'Open the app today and collect your reward.',
    type: 'daily',
    action: 'game',
    verification: 'daily_login',
    reward: 100_000,
    requirements: {},
    translations: {
      es: { title: 'Inicio de sesión diario', description: 'Abre la app hoy y recoge tu recompensa.' },
      fr: { title: 'Connexion quotidienne', description: "Ouvrez l'app aujourd'hui et récupérez votre récompense." },
      de: { title: 'Tägliche Anmeldung', description: 'Öffne die App heute und hol dir deine Belohnung.' },
      zh: { title: '每日登录', description: '今天打开应用，领取你的奖励。' },
    },
  },
  {
    title: 'Finish a quiz',
    description: 'Start this task, then finish a quiz with a score of 60% or more.',
    type: 'daily',
    action: 'game',
    verification: 'quiz',
    reward: 200_000,
    requirements: { minScore: 60 },
    translations: {
      es: {
        title: 'Termina un quiz',
        description: 'Empieza esta tarea y termina un quiz con una puntuación del 60 % o más.',
      },
      fr: {
        title: 'Terminez un quiz',
        description: 'Commencez cette tâche, puis terminez un quiz avec un score de 60 % ou plus.',
      },
      de: {
        title: 'Beende ein Quiz',
        description: 'Starte diese Aufgabe und beende dann ein Quiz mit mindestens 60 % Punkten.',
      },
      zh: { title: '完成一次测验', description: '开始此任务，然后以 60% 或以上的得分完成一次测验。' },
    },
  },
  {
    title: 'Invite a friend',
    description: 'Share your invite link: the reward is yours once a friend you invited finishes a quiz.',
    type: 'referral',
    action: 'invite',
    verification: 'referrals',
    reward: 500_000,
    requirements: { target: 1 },
    translations: {
      es: {
        title: 'Invita a un amigo',
        description:
          'Comparte tu enlace de invitación: la recompensa es tuya cuando un amigo invitado termine un quiz.',
      },
      fr: {
        title: 'Invitez un ami',
        description:
          "Partagez votre lien d'invitation : la récompense est à vous dès qu'un ami invité termine un quiz.",
      },
      de: {
        title: 'Lade einen Freund ein',
        description:
          'Teile deinen Einladungslink: Die Belohnung gehört dir, sobald ein eingeladener Freund ein Quiz beendet.',
      },
      zh: { title: '邀请一位好友', description: '分享你的邀请链接：你邀请的好友完成一次测验后，奖励就归你。' },
    },
  },
];
