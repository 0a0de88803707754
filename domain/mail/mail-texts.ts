/**
 * The texts of the mails to players, in each interface language: the address verification link and
 * the password reset link (send-token-mail.ts picks the player's language). Plain text: every mail
 * client shows it, and the link is the whole point.
 */
import type { Language } from '../identity/languages.ts';
import type { EmailTokenPurpose } from '../identity/email-tokens.ts';

export type MailText = { subject: string; text: string };
type MailWords = { appName: string; name: string; link: string };
type Catalog = Record<EmailTokenPurpose, (words: MailWords) => MailText>;

export const mailTexts: Record<Language, Catalog> = {
  en: {
    verify_email: ({ appName, name, link }) => ({
      subject: `Verify your email for ${appName}`,
      text: `Hi ${name},\n\nOpen this link to verify your email address. Once it is verified you get your welcome bonus and can withdraw:\n\n${link}\n\nThe link works once, for 24 hours. If you did not sign up for ${appName}, ignore this mail.`,
    }),
    reset_password: ({ appName, name, link }) => ({
      subject: `Reset your ${appName} password`,
      text: `Hi ${name},\n\nOpen this link to choose a new password:\n\n${link}\n\nThe link works once, for 1 hour, and signs you out on every device. If you did not ask for it, ignore this mail: your password stays as it is.`,
    }),
  },
  es: {
    verify_email: ({ appName, name, link }) => ({
      subject: `Verifica tu correo en ${appName}`,
      text: `Hola ${name}:\n\nAbre este enlace para verificar tu dirección de correo. Una vez verificada recibirás tu bono de bienvenida y podrás retirar:\n\n${link}\n\nEl enlace funciona una sola vez, durante 24 horas. Si no te registraste en ${appName}, ignora este correo.`,
    }),
    reset_password: ({ appName, name, link }) => ({
      subject: `Restablece tu contraseña de ${appName}`,
      text: `Hola ${name}:\n\nAbre este enlace para elegir una contraseña nueva:\n\n${link}\n\nEl enlace funciona una sola vez, durante 1 hora, y cierra tu sesión en todos los dispositivos. Si no lo pediste, ignora este correo: tu contraseña no cambia.`,
    }),
  },
  fr: {
    verify_email: ({ appName, name, link }) => ({
      subject: `Vérifiez votre e-mail pour ${appName}`,
      text: `Bonjour ${name},\n\nOuvrez ce lien pour vérifier votre adresse e-mail. Une fois vérifiée, vous recevez votre bonus de bienvenue et pouvez retirer :\n\n${link}\n\nLe lien ne fonctionne qu'une fois, pendant 24 heures. Si vous ne vous êtes pas inscrit sur ${appName}, ignorez cet e-mail.`,
    }),
    reset_password: ({ appName, name, link }) => ({
      subject: `Réinitialisez votre mot de passe ${appName}`,
      text: `Bonjour ${name},\n\nOuvrez ce lien pour choisir un nouveau mot de passe :\n\n${link}\n\nLe lien ne fonctionne qu'une fois, pendant 1 heure, et vous déconnecte de tous vos appareils. Si vous ne l'avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé.`,
    }),
  },
  de: {
    verify_email: ({ appName, name, link }) => ({
      subject: `Bestätige deine E-Mail für ${appName}`,
      text: `Hallo ${name},\n\nöffne diesen Link, um deine E-Mail-Adresse zu bestätigen. Danach erhältst du deinen Willkommensbonus und kannst auszahlen:\n\n${link}\n\nDer Link funktioniert einmal, 24 Stunden lang. Wenn du dich nicht bei ${appName} registriert hast, ignoriere diese E-Mail.`,
    }),
    reset_password: ({ appName, name, link }) => ({
      subject: `Setze dein ${appName}-Passwort zurück`,
      text: `Hallo ${name},\n\nöffne diesen Link, um ein neues Passwort zu wählen:\n\n${link}\n\nDer Link funktioniert einmal, 1 Stunde lang, und meldet dich auf allen Geräten ab. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: dein Passwort bleibt unverändert.`,
    }),
  },
  zh: {
    verify_email: ({ appName, name, link }) => ({
      subject: `验证您在 ${appName} 的邮箱`,
      text: `${name}，您好：\n\n请打开此链接验证您的邮箱地址。验证后即可获得欢迎奖励并可以提现：\n\n${link}\n\n该链接仅可使用一次，24 小时内有效。如果您没有注册 ${appName}，请忽略此邮件。`,
    }),
    reset_password: ({ appName, name, link }) => ({
      subject: `重置您的 ${appName} 密码`,
      text: `${name}，您好：\n\n请打开此链接设置新密码：\n\n${link}\n\n该链接仅可使用一次，1 小时内有效，并会让您在所有设备上退出登录。如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。`,
    }),
  },
};
