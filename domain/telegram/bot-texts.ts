import { intlLocale, type Language, languageOf } from '../identity/languages.ts';
import type { Micro } from '../money.ts';
import { noticeAmount } from '../notifications/notice-amount.ts';

// What the bot says, in the five languages of the app (decision 0036): its replies
// (domain/telegram/handle-update.ts) and its command list (`bun run bot:setup`). Amounts come in
// already formatted (botAmount: as the app shows them in that language); the app's name is the
// settings' appConfig.appName.

export type BotTexts = {
  welcome: (name: string, appName: string, currency: string) => string;
  playButton: string;
  /** The button under a notification that opens its screen in the Mini App. */
  openButton: string;
  playPrompt: string;
  balance: (playable: string, bonus: string) => string;
  noAccount: string;
  help: (contacts: string) => string;
  commands: { start: string; play: string; balance: string; help: string };
  /** A rich invite's title and text (domain/referrals/share-invite.ts); `reward` is formatted with the currency. */
  inviteTitle: string;
  invite: (app: string, reward: string) => string;
};

export const botTexts: Record<Language, BotTexts> = {
  en: {
    welcome: (name, app, currency) =>
      `Welcome to ${app}, ${name}! Answer crypto questions, climb the leaderboard and win ${currency}. Tap Play to start.`,
    playButton: 'Play',
    openButton: 'Open',
    playPrompt: 'Ready for a quiz? Tap Play.',
    balance: (playable, bonus) => `Your balance: ${playable}\nBonus: ${bonus}`,
    noAccount: 'You have no account yet: open the app to start.',
    help: (contacts) => `Need help? Contact support: ${contacts}`,
    commands: { start: 'Open the game', play: 'Play a quiz', balance: 'Show my balance', help: 'Get help' },
    inviteTitle: 'Invite a friend',
    invite: (app, reward) =>
      `Join me in ${app}: answer crypto questions and earn! ${reward} bonus for you after your first quiz.`,
  },
  es: {
    welcome: (name, app, currency) =>
      `¡Bienvenido a ${app}, ${name}! Responde preguntas de cripto, sube en la clasificación y gana ${currency}. Toca Jugar para empezar.`,
    playButton: 'Jugar',
    openButton: 'Abrir',
    playPrompt: '¿Listo para un quiz? Toca Jugar.',
    balance: (playable, bonus) => `Tu saldo: ${playable}\nBono: ${bonus}`,
    noAccount: 'Aún no tienes cuenta: abre la app para empezar.',
    help: (contacts) => `¿Necesitas ayuda? Contacta con soporte: ${contacts}`,
    commands: { start: 'Abrir el juego', play: 'Jugar un quiz', balance: 'Ver mi saldo', help: 'Obtener ayuda' },
    inviteTitle: 'Invitar a un amigo',
    invite: (app, reward) =>
      `Únete a mí en ${app}: responde preguntas de cripto y gana. ${reward} de bono para ti tras tu primer quiz.`,
  },
  fr: {
    welcome: (name, app, currency) =>
      `Bienvenue sur ${app}, ${name} ! Répondez à des questions crypto, grimpez au classement et gagnez des ${currency}. Touchez Jouer pour commencer.`,
    playButton: 'Jouer',
    openButton: 'Ouvrir',
    playPrompt: 'Prêt pour un quiz ? Touchez Jouer.',
    balance: (playable, bonus) => `Votre solde : ${playable}\nBonus : ${bonus}`,
    noAccount: "Vous n'avez pas encore de compte : ouvrez l'app pour commencer.",
    help: (contacts) => `Besoin d'aide ? Contactez le support : ${contacts}`,
    commands: { start: 'Ouvrir le jeu', play: 'Jouer un quiz', balance: 'Voir mon solde', help: "Obtenir de l'aide" },
    inviteTitle: 'Inviter un ami',
    invite: (app, reward) =>
      `Rejoins-moi sur ${app} : réponds à des questions crypto et gagne ! ${reward} de bonus pour toi après ton premier quiz.`,
  },
  de: {
    welcome: (name, app, currency) =>
      `Willkommen bei ${app}, ${name}! Beantworte Krypto-Fragen, steig in der Rangliste auf und gewinne ${currency}. Tippe auf Spielen, um zu starten.`,
    playButton: 'Spielen',
    openButton: 'Öffnen',
    playPrompt: 'Bereit für ein Quiz? Tippe auf Spielen.',
    balance: (playable, bonus) => `Dein Guthaben: ${playable}\nBonus: ${bonus}`,
    noAccount: 'Du hast noch kein Konto: Öffne die App, um zu starten.',
    help: (contacts) => `Brauchst du Hilfe? Kontaktiere den Support: ${contacts}`,
    commands: { start: 'Spiel öffnen', play: 'Ein Quiz spielen', balance: 'Mein Guthaben', help: 'Hilfe' },
    inviteTitle: 'Freund einladen',
    invite: (app, reward) =>
      `Spiel mit mir ${app}: Beantworte Krypto-Fragen und verdiene! ${reward} Bonus für dich nach deinem ersten Quiz.`,
  },
  zh: {
    welcome: (name, app, currency) =>
      `欢迎来到 ${app}，${name}！回答加密货币问题，登上排行榜，赢取 ${currency}。点击"开始游戏"。`,
    playButton: '开始游戏',
    openButton: '打开',
    playPrompt: '准备好答题了吗？点击"开始游戏"。',
    balance: (playable, bonus) => `你的余额：${playable}\n奖励：${bonus}`,
    noAccount: '你还没有账户：打开应用即可开始。',
    help: (contacts) => `需要帮助？联系客服：${contacts}`,
    commands: { start: '打开游戏', play: '开始答题', balance: '查看余额', help: '获取帮助' },
    inviteTitle: '邀请好友',
    invite: (app, reward) => `和我一起玩 ${app}：回答加密货币问题赚取奖励！完成首个测验后你将获得 ${reward} 奖励。`,
  },
};

/** The first of these languages (tags, most wanted first) that the app has, else English. */
export function botLanguage(...tags: (string | null | undefined)[]): Language {
  for (const tag of tags) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return 'en';
}

/**
 * An amount in a bot message as the app shows it in that language (issue 31, players 11): the
 * settings' decimals and currency, the language's grouping and decimal sign ("12,50 USDT" in French).
 */
export function botAmount(micro: Micro, general: { currency: string; decimalPlaces: number }, language: Language) {
  return noticeAmount(micro, general, 'plain', intlLocale[language]);
}
