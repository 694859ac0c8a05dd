import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEEP_LINK_FALLBACK_PATHS, readGamificationConfig, runDeepLink } from './deep-links.ts';

afterEach(() => {
  Reflect.deleteProperty(window, '_widget');
});

describe('runDeepLink', () => {
  it('opens the product’s own page for each action when no widget is configured', () => {
    const navigateTo = vi.fn();
    const config = readGamificationConfig({});
    expect(config.globalName).toBeUndefined();
    expect(runDeepLink('dp:gf_saw', navigateTo, config)).toBe('fallback');
    runDeepLink('dp:gf_missions', navigateTo, config);
    runDeepLink('dp:gf_store', navigateTo, config);
    runDeepLink('dp:gf', navigateTo, config);
    expect(navigateTo.mock.calls.map(([path]) => path)).toEqual([
      '/wheel-of-fortune',
      '/missions',
      '/bonus_shop',
      '/big-win',
    ]);
    // The wheel never opens the bonuses page under another name.
    expect(DEEP_LINK_FALLBACK_PATHS['dp:gf_saw']).not.toBe('/bonuses');
  });

  it('hands the action to the configured widget when it is on the page', () => {
    const dp = vi.fn();
    Reflect.set(window, '_widget', { dp });
    const navigateTo = vi.fn();
    const config = readGamificationConfig({ VITE_GAMIFICATION_GLOBAL: '_widget' });
    expect(runDeepLink('dp:gf_store', navigateTo, config)).toBe('widget');
    expect(dp).toHaveBeenCalledWith('dp:gf_store');
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('falls back when the configured widget has not loaded or breaks', () => {
    const navigateTo = vi.fn();
    const config = readGamificationConfig({ VITE_GAMIFICATION_GLOBAL: '_widget' });
    expect(runDeepLink('dp:gf', navigateTo, config)).toBe('fallback');
    Reflect.set(window, '_widget', {
      dp: () => {
        throw new Error('widget failed');
      },
    });
    expect(runDeepLink('dp:gf_saw', navigateTo, config)).toBe('fallback');
    expect(navigateTo.mock.calls.map(([path]) => path)).toEqual(['/big-win', '/wheel-of-fortune']);
  });
});
