import type { CSSProperties } from 'react';
import type { Game } from '@casino/contracts';
import styles from './game-art.module.css';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The game's portrait artwork (the 300×400 mobile tile) in a 3:4 box whose background is the game's colour
 * until the image arrives. The width and height attributes reserve the space, so nothing shifts.
 */
export function GameArt({ game, lazy = true }: { game: Game; lazy?: boolean }) {
  const colour = game.imagine.gradient_color;
  const style = HEX_COLOUR.test(colour) ? ({ '--game-colour': colour } as CSSProperties) : undefined;
  return (
    <span className={styles.art} style={style}>
      <img
        className={styles.image}
        src={game.imagine.files.mobile}
        alt={game.name}
        width={300}
        height={400}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
      />
    </span>
  );
}
