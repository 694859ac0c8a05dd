import { describe, expect, it } from 'vitest';
import { aGame } from '../../../test/fixtures.ts';
import { tileBadges } from './tile-badges.ts';

describe('tileBadges', () => {
  it('shows the catalogue’s badges as they are', () => {
    expect(tileBadges(aGame({ badges: ['new', 'top', 'wagering'] }))).toEqual(['new', 'top', 'wagering']);
  });

  it('adds live for a live-casino game and drops-and-wins for a game of category 587', () => {
    const game = aGame({
      badges: ['top'],
      source: 'live',
      categories: [
        { id: 2, slug: 'top' },
        { id: 587, slug: 'dropwins' },
      ],
    });
    expect(tileBadges(game)).toEqual(['top', 'live', 'dropwins']);
  });

  it('adds nothing for a plain game', () => {
    expect(tileBadges(aGame({ badges: [], source: null, categories: [{ id: 9, slug: 'slots' }] }))).toEqual(
      [],
    );
  });
});
