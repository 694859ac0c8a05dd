/**
 * How a player is named in public lists such as the top winners (§3 Winner row `login`): a few characters of a
 * name they chose, never their e-mail address. Two leading characters and the last of names of four or more
 * characters ("Lena" → "Le***a"), the first alone of shorter ones ("Ana" → "A***"), so that the list reads like
 * people without telling who they are.
 */
export function maskLogin(name: string): string {
  const characters = Array.from(name.trim());
  if (characters.length === 0) return '***';
  if (characters.length < 4) return `${characters[0]}***`;
  return `${characters.slice(0, 2).join('')}***${characters.at(-1)}`;
}

/**
 * The name a player's masked login is made from: the first name of their profile, else the part of their e-mail
 * address before the @ (masked, it keeps at most three of its characters).
 */
export function publicNameSource(firstName: string, email: string): string {
  const first = firstName.trim();
  return first || (email.split('@')[0] ?? '');
}
