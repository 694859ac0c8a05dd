import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { useUiStore } from '../../../lib/ui-store.ts';
import { bonusLinkSlug, keepBonusLink, openStoredBonusLink } from './bonus-link.ts';

beforeEach(() => {
  localStorage.clear();
  useUiStore.setState({ modals: {}, toasts: [] });
});

const stored = () => localStorage.getItem(STORAGE_KEYS.actionData);
const modals = () => useUiStore.getState().modals;

describe('bonusLinkSlug', () => {
  it('reads the slug of bonus:<slug> and nothing else', () => {
    expect(bonusLinkSlug('bonus:spring-gift')).toBe('spring-gift');
    expect(bonusLinkSlug('promo-42')).toBeNull();
    expect(bonusLinkSlug('bonus:')).toBeNull();
    expect(bonusLinkSlug(`bonus:${'x'.repeat(65)}`)).toBeNull();
    expect(bonusLinkSlug(null)).toBeNull();
  });
});

describe('openStoredBonusLink', () => {
  it('opens the offer of a stored bonus link once and removes it', () => {
    localStorage.setItem(STORAGE_KEYS.actionData, 'bonus:spring-gift');
    expect(openStoredBonusLink()).toBe(true);
    expect(modals()).toEqual({ EVENT: { slug: 'spring-gift' } });
    expect(stored()).toBeNull();
    useUiStore.setState({ modals: {} });
    expect(openStoredBonusLink()).toBe(false);
    expect(modals()).toEqual({});
  });

  it('leaves any other stored value as the data route stored it', () => {
    localStorage.setItem(STORAGE_KEYS.actionData, 'promo-42');
    expect(openStoredBonusLink()).toBe(false);
    expect(stored()).toBe('promo-42');
    expect(modals()).toEqual({});
  });

  it('opens a link kept for after signing in', () => {
    keepBonusLink('spring-gift');
    expect(stored()).toBe('bonus:spring-gift');
    expect(openStoredBonusLink()).toBe(true);
    expect(modals()).toEqual({ EVENT: { slug: 'spring-gift' } });
  });
});
