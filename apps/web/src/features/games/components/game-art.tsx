import type { CSSProperties } from 'react';
import type { Game } from '@casino/contracts';
import styles from './game-art.module.css';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Where the art box turns landscape (game-art.module.css `.wide`): the desktop file is shown from here up. */
const WIDE_ART_MEDIA = '(min-width: 1024px)';

/**
 * The game's artwork in a box whose background is the game's colour until the image arrives. Tiles are portrait
 * at every width, so they show the 300×400 mobile file. `wide` (the game page's panel) turns the box landscape
 * from 1024 px and shows the 400×300 desktop file there. The box's aspect ratio and the width and height
 * attributes reserve the space, so nothing shifts.
 */
export function GameArt({ game, lazy = true, wide = false }: { game: Game; lazy?: boolean; wide?: boolean }) {
  const colour = game.imagine.gradient_color;
  const style = HEX_COLOUR.test(colour) ? ({ '--game-colour': colour } as CSSProperties) : undefined;
  const Frame = wide ? 'picture' : 'span';
  return (
    <Frame className={`${styles.art} ${wide ? styles.wide : ''}`} style={style}>
      {wide ? (
        <source media={WIDE_ART_MEDIA} srcSet={game.imagine.files.desktop} width={400} height={300} />
      ) : null}
      <img
        className={styles.image}
        src={game.imagine.files.mobile}
        alt={game.name}
        width={300}
        height={400}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
      />
    </Frame>
  );
}
