import { describe, expect, it } from 'vitest';
import { maskEmail } from './masked-email.ts';

describe('maskEmail', () => {
  it('keeps the first character of the name and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
  });

  it('hides the length of the name, however short', () => {
    expect(maskEmail('j@example.com')).toBe('j***@example.com');
    expect(maskEmail('jo@example.com')).toBe('j***@example.com');
  });

  it('shows nothing of a value that is not an address', () => {
    expect(maskEmail('@example.com')).toBe('***');
    expect(maskEmail('nobody')).toBe('***');
  });
});
