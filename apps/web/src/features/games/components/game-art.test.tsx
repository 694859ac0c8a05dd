import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { aGame } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { GameArt } from './game-art.tsx';

describe('game art', () => {
  const game = aGame({ name: 'Glacier Peaks' });

  it('shows a tile the portrait mobile file, lazily, with its size reserved', () => {
    renderWithProviders(<GameArt game={game} />);
    const image = screen.getByRole('img', { name: 'Glacier Peaks' });
    expect(image).toHaveAttribute('src', game.imagine.files.mobile);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['300', '400']);
    expect(image.closest('picture')).toBeNull();
  });

  it('offers the landscape desktop file from 1024 px where the box is wide', () => {
    const { container } = renderWithProviders(<GameArt game={game} lazy={false} wide />);
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('srcset', game.imagine.files.desktop);
    expect(source).toHaveAttribute('media', '(min-width: 1024px)');
    expect([source?.getAttribute('width'), source?.getAttribute('height')]).toEqual(['400', '300']);
    expect(screen.getByRole('img', { name: 'Glacier Peaks' })).toHaveAttribute(
      'src',
      game.imagine.files.mobile,
    );
  });
});
