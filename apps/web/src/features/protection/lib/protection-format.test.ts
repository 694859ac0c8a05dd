import { describe, expect, it } from 'vitest';
import {
  formatMinutes,
  isConfirmable,
  REALITY_CHECK_CHOICES,
  SESSION_LIMIT_CHOICES,
} from './protection-format.ts';
import {
  REALITY_CHECK_MAX_MINUTES,
  REALITY_CHECK_MIN_MINUTES,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
} from '@casino/rules';

describe('protection formats', () => {
  it('writes durations as hours and minutes', () => {
    expect(formatMinutes(45, 'en')).toBe('45 min');
    expect(formatMinutes(60, 'en')).toBe('1 hr');
    expect(formatMinutes(90, 'en')).toBe('1 hr 30 min');
  });

  it('offers only choices the server takes', () => {
    expect(Math.min(...SESSION_LIMIT_CHOICES)).toBe(SESSION_LIMIT_MIN_MINUTES);
    expect(Math.max(...SESSION_LIMIT_CHOICES)).toBe(SESSION_LIMIT_MAX_MINUTES);
    expect(Math.min(...REALITY_CHECK_CHOICES)).toBe(REALITY_CHECK_MIN_MINUTES);
    expect(Math.max(...REALITY_CHECK_CHOICES)).toBe(REALITY_CHECK_MAX_MINUTES);
  });

  it('confirms a pending change between the end of its cooling-off and its lapse', () => {
    const pending = { confirmableFrom: '2026-11-28T10:00:00Z', lapsesAt: '2026-12-05T10:00:00Z' };
    expect(isConfirmable(pending, Date.parse('2026-11-28T09:59:59Z'))).toBe(false);
    expect(isConfirmable(pending, Date.parse('2026-11-28T10:00:00Z'))).toBe(true);
    expect(isConfirmable(pending, Date.parse('2026-12-05T10:00:00Z'))).toBe(false);
  });
});
