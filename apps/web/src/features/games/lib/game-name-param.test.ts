import { describe, expect, it } from 'vitest';
import { gameNameParam } from './game-name-param.ts';

describe('gameNameParam (§2.2 name in the query)', () => {
  it('drops special characters and joins the words with hyphens', () => {
    expect(gameNameParam('Book of Ra™ Deluxe!')).toBe('Book-of-Ra-Deluxe');
    expect(gameNameParam("Gonzo's Quest")).toBe('Gonzos-Quest');
    expect(gameNameParam('Drops & Wins: 10,000 Gems')).toBe('Drops-Wins-10000-Gems');
  });

  it('keeps letters of any script, with their accents and marks', () => {
    expect(gameNameParam('Ça Va Bien')).toBe('Ça-Va-Bien');
    expect(gameNameParam('Золото Ацтеков')).toBe('Золото-Ацтеков');
    expect(gameNameParam('ลัคกี้ สตาร์')).toBe('ลัคกี้-สตาร์');
  });

  it('turns runs of spaces, hyphens and underscores into one hyphen, none at the ends', () => {
    expect(gameNameParam('  Big -- Bass__Bonanza  ')).toBe('Big-Bass-Bonanza');
  });

  it('answers an empty string for a name of symbols only', () => {
    expect(gameNameParam('★☆★')).toBe('');
  });
});
