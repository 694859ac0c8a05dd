/**
 * An e-mail address that names an account without spelling it out: the first character of the name, then
 * `***`, then the domain (j***@example.com). Enough for its owner to recognise, too little to copy.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
