/**
 * The game name as the game page's query carries it (§2.2 "with special characters removed"): letters of any
 * script (with their combining marks) and digits are kept, spaces, hyphens and underscores become single
 * hyphens, everything else is dropped. 'Book of Ra™ Deluxe!' → 'Book-of-Ra-Deluxe'.
 */
export function gameNameParam(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[\s_-]+/gu, ' ')
    .replace(/[^\p{L}\p{M}\p{N} ]/gu, '')
    .split(' ')
    .filter((word) => word !== '')
    .join('-');
}
