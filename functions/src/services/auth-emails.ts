import type { AuthEmailType, Locale } from '@tasklane/domain';
import { escapeHtml, layout, type Mail } from './mail.js';

/**
 * Branded auth e-mails (verification and password reset), written in the recipient's language
 * with a one-line pointer in the other language, as Tasklane serves both.
 */
interface Copy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  fallback: string;
  ignore: string;
  otherLanguage: string;
  footer: string;
}

const COPY: Record<AuthEmailType, Record<Locale, Copy>> = {
  signup: {
    en: {
      subject: 'Confirm your email for Tasklane',
      greeting: (n) => (n ? `Hello ${n},` : 'Hello,'),
      body: 'Welcome to Tasklane! Please confirm your email address to finish creating your account.',
      button: 'Confirm my email',
      fallback: 'If the button does not work, copy this link into your browser:',
      ignore: 'If you did not create a Tasklane account, you can ignore this email.',
      otherLanguage: 'Vous préférez le français? Vous pouvez changer de langue dans votre profil.',
      footer: 'Tasklane · Small tasks, done right, in Ottawa-Gatineau.',
    },
    fr: {
      subject: 'Confirmez votre courriel pour Tasklane',
      greeting: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
      body: 'Bienvenue chez Tasklane! Veuillez confirmer votre adresse courriel pour terminer la création de votre compte.',
      button: 'Confirmer mon courriel',
      fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
      ignore: "Si vous n'avez pas créé de compte Tasklane, vous pouvez ignorer ce courriel.",
      otherLanguage: 'Prefer English? You can change the language in your profile.',
      footer: 'Tasklane · Vos petites tâches, bien faites, à Ottawa-Gatineau.',
    },
  },
  recovery: {
    en: {
      subject: 'Reset your Tasklane password',
      greeting: (n) => (n ? `Hello ${n},` : 'Hello,'),
      body: 'We received a request to reset the password of your Tasklane account. Choose a new password with the button below.',
      button: 'Choose a new password',
      fallback: 'If the button does not work, copy this link into your browser:',
      ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
      otherLanguage: 'Vous préférez le français? Vous pouvez changer de langue dans votre profil.',
      footer: 'Tasklane · Small tasks, done right, in Ottawa-Gatineau.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Tasklane',
      greeting: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
      body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Tasklane. Choisissez un nouveau mot de passe avec le bouton ci-dessous.',
      button: 'Choisir un nouveau mot de passe',
      fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
      ignore: "Si vous n'avez rien demandé, ignorez ce courriel : votre mot de passe reste le même.",
      otherLanguage: 'Prefer English? You can change the language in your profile.',
      footer: 'Tasklane · Vos petites tâches, bien faites, à Ottawa-Gatineau.',
    },
  },
};

export function authEmail(type: AuthEmailType, locale: Locale, to: string, name: string, link: string): Mail {
  const c = COPY[type][locale];
  const safeLink = escapeHtml(link);
  const html = layout(
    `<p>${escapeHtml(c.greeting(name))}</p>
<p>${escapeHtml(c.body)}</p>
<p style="padding:8px 0"><a href="${safeLink}" data-testid="auth-link" style="background:#3a3f9e;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px;display:inline-block">${escapeHtml(c.button)}</a></p>
<p style="font-size:13px;color:#5b5f7a">${escapeHtml(c.fallback)}<br><a href="${safeLink}">${safeLink}</a></p>
<p style="font-size:13px;color:#5b5f7a">${escapeHtml(c.ignore)}</p>
<p style="font-size:13px;color:#5b5f7a" lang="${locale === 'en' ? 'fr' : 'en'}">${escapeHtml(c.otherLanguage)}</p>`,
    escapeHtml(c.footer),
  );
  const text = [
    c.greeting(name),
    '',
    c.body,
    '',
    `${c.button}: ${link}`,
    '',
    c.ignore,
    '',
    c.otherLanguage,
    '',
    '--',
    c.footer,
  ].join('\n');
  return { to, subject: c.subject, text, html };
}

/**
 * Firebase's action link points at Firebase's own handler (or the emulator's). Ours opens the
 * app's /auth/callback with the same mode and one-time code, so the app applies it itself.
 */
export function appActionLink(firebaseLink: string, origin: string, type: AuthEmailType, locale: Locale): string {
  const src = new URL(firebaseLink);
  const oobCode = src.searchParams.get('oobCode') ?? '';
  const mode = src.searchParams.get('mode') ?? (type === 'signup' ? 'verifyEmail' : 'resetPassword');
  const out = new URL('/auth/callback', origin);
  out.searchParams.set('mode', mode);
  out.searchParams.set('oobCode', oobCode);
  out.searchParams.set('type', type);
  out.searchParams.set('lang', locale);
  return out.toString();
}

const ATTEMPT: Record<Locale, { subject: string; greeting: (n: string) => string; body: string[]; footer: string }> = {
  en: {
    subject: 'Someone tried to sign up with your address',
    greeting: (n) => (n ? `Hello ${n},` : 'Hello,'),
    body: [
      'Someone just tried to create a Tasklane account with this email address, which already has an account. No new account was created and nothing changed on yours.',
      'If it was you, sign in instead; if you forgot your password, use “Forgot password?” on the sign-in page.',
      'If it was not you, you can ignore this email.',
    ],
    footer: 'Tasklane · Small tasks, done right, in Ottawa-Gatineau.',
  },
  fr: {
    subject: 'Quelqu’un a tenté de s’inscrire avec votre adresse',
    greeting: (n) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    body: [
      'Quelqu’un vient de tenter de créer un compte Tasklane avec cette adresse courriel, qui a déjà un compte. Aucun compte n’a été créé et rien n’a changé dans le vôtre.',
      'Si c’était vous, connectez-vous plutôt; si vous avez oublié votre mot de passe, utilisez « Mot de passe oublié? » sur la page de connexion.',
      'Si ce n’était pas vous, vous pouvez ignorer ce courriel.',
    ],
    footer: 'Tasklane · Vos petites tâches, bien faites, à Ottawa-Gatineau.',
  },
};

/**
 * Sent to the owner of an address someone tried to sign up with. Sign-up answers the caller as if
 * the account were new, so only the address's owner learns that it is taken.
 */
export function signUpAttemptEmail(locale: Locale, to: string, name: string, signInUrl: string): Mail {
  const c = ATTEMPT[locale];
  const html = layout(
    `<p>${escapeHtml(c.greeting(name))}</p>${c.body.map((b) => `<p>${escapeHtml(b)}</p>`).join('')}
<p><a href="${escapeHtml(signInUrl)}">${escapeHtml(signInUrl)}</a></p>`,
    escapeHtml(c.footer),
  );
  const text = [c.greeting(name), '', ...c.body.flatMap((b) => [b, '']), signInUrl, '', '--', c.footer].join('\n');
  return { to, subject: c.subject, text, html };
}
