/**
 * Whether this launch may offer auto-bet. The casino adds `autoplay=0` to the launch address where the player's
 * market forbids auto-play; the game also treats the British site and play in pounds as that market on its own,
 * so a launch without the parameter cannot turn it on there.
 */
export function isAutoBetAllowed(
  search: string,
  session: { readonly language: string; readonly currency: string },
): boolean {
  if (new URLSearchParams(search).get('autoplay') === '0') return false;
  return session.language !== 'gb' && session.currency !== 'GBP';
}
