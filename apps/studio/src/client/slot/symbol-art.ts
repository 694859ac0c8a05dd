/** A symbol's artwork, from the studio's own origin (the page's CSP allows images from 'self' only). */
export function symbolArt(gameId: string, symbolId: string): string {
  return `/studio/art/${encodeURIComponent(gameId)}/symbols/${encodeURIComponent(symbolId)}.svg`;
}
