import { beforeEach, describe, expect, it } from 'vitest';
import { storage, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { takeFreeSpinsCount } from './free-spins-count.ts';

const stored = () => storage.get(STORAGE_KEYS.previousFreeSpinsCount);

describe('the free-spins count', () => {
  beforeEach(() => localStorage.clear());

  it('with nothing stored, is news when there are spins, and is stored either way', () => {
    expect(takeFreeSpinsCount(0)).toBe(false);
    expect(stored()).toBe('0');
    localStorage.clear();
    expect(takeFreeSpinsCount(12)).toBe(true);
    expect(stored()).toBe('12');
  });

  it('is news only when it rises above the stored count, and a fall is stored too', () => {
    storage.set(STORAGE_KEYS.previousFreeSpinsCount, '50');
    expect(takeFreeSpinsCount(50)).toBe(false);
    expect(takeFreeSpinsCount(40)).toBe(false);
    expect(stored()).toBe('40');
    expect(takeFreeSpinsCount(45)).toBe(true);
    expect(stored()).toBe('45');
  });

  it('treats a stored value that is not a count as nothing stored', () => {
    for (const odd of ['', 'abc', '-3', '1.5']) {
      storage.set(STORAGE_KEYS.previousFreeSpinsCount, odd);
      expect(takeFreeSpinsCount(5)).toBe(true);
      expect(stored()).toBe('5');
    }
  });
});
