import type { Language } from '@casino/rules';
import type { Mail } from '../../platform/mailer/mailer.ts';

interface ResetMailText {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  ignore: string;
}

/** The password reset mail in every language of the product (§2.10). */
const TEXTS: Record<Language, ResetMailText> = {
  en: {
    subject: 'Reset your Lumen Casino password',
    greeting: 'Hello,',
    body: 'We received a request to reset the password of your Lumen Casino account. The link below is valid for 30 minutes and can be used once.',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays unchanged.',
  },
  gb: {
    subject: 'Reset your Lumen Casino password',
    greeting: 'Hello,',
    body: 'We received a request to reset the password of your Lumen Casino account. The link below is valid for 30 minutes and can be used once.',
    action: 'Choose a new password',
    ignore: "If you didn't request this, please disregard this e-mail: your password stays unchanged.",
  },
  de: {
    subject: 'Setze dein Passwort für Lumen Casino zurück',
    greeting: 'Hallo,',
    body: 'Wir haben eine Anfrage erhalten, das Passwort deines Kontos bei Lumen Casino zurückzusetzen. Der folgende Link ist 30 Minuten gültig und kann nur einmal verwendet werden.',
    action: 'Neues Passwort wählen',
    ignore:
      'Wenn du das nicht angefordert hast, ignoriere diese E-Mail einfach. Dein Passwort bleibt unverändert.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe Lumen Casino',
    greeting: 'Bonjour,',
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Lumen Casino. Le lien ci-dessous est valable 30 minutes et ne peut être utilisé qu’une seule fois.',
    action: 'Choisir un nouveau mot de passe',
    ignore:
      'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  ro: {
    subject: 'Resetează parola Lumen Casino',
    greeting: 'Bună,',
    body: 'Am primit o cerere de resetare a parolei contului tău Lumen Casino. Linkul de mai jos este valabil 30 de minute și poate fi folosit o singură dată.',
    action: 'Alege o parolă nouă',
    ignore: 'Dacă nu ai cerut acest lucru, ignoră acest e-mail: parola ta rămâne neschimbată.',
  },
  sk: {
    subject: 'Obnovte si heslo do Lumen Casino',
    greeting: 'Dobrý deň,',
    body: 'Dostali sme žiadosť o obnovenie hesla k vášmu účtu Lumen Casino. Nižšie uvedený odkaz platí 30 minút a možno ho použiť iba raz.',
    action: 'Zvoliť nové heslo',
    ignore: 'Ak ste o to nežiadali, tento e-mail ignorujte: vaše heslo zostáva nezmenené.',
  },
  es: {
    subject: 'Restablece tu contraseña de Lumen Casino',
    greeting: 'Hola:',
    body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Lumen Casino. El siguiente enlace es válido durante 30 minutos y solo se puede usar una vez.',
    action: 'Elegir una contraseña nueva',
    ignore: 'Si no lo has solicitado, ignora este correo: tu contraseña no cambia.',
  },
  pt: {
    subject: 'Redefina a sua palavra-passe do Lumen Casino',
    greeting: 'Olá,',
    body: 'Recebemos um pedido para redefinir a palavra-passe da sua conta Lumen Casino. A ligação abaixo é válida durante 30 minutos e só pode ser usada uma vez.',
    action: 'Escolher uma nova palavra-passe',
    ignore: 'Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se inalterada.',
  },
  sl: {
    subject: 'Ponastavite geslo za Lumen Casino',
    greeting: 'Pozdravljeni,',
    body: 'Prejeli smo zahtevo za ponastavitev gesla vašega računa Lumen Casino. Spodnja povezava velja 30 minut in jo lahko uporabite le enkrat.',
    action: 'Izberite novo geslo',
    ignore: 'Če tega niste zahtevali, prezrite to e-poštno sporočilo: vaše geslo ostane nespremenjeno.',
  },
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function resetPasswordMail(to: string, language: Language, link: string): Mail {
  const t = TEXTS[language];
  const text = `${t.greeting}\n\n${t.body}\n\n${t.action}: ${link}\n\n${t.ignore}\n`;
  const html = `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.ignore)}</p>`;
  return { to, subject: t.subject, text, html };
}
