import { describe, expect, it } from 'vitest';
import { statementName } from './prepared-statements.ts';

describe('statementName', () => {
  it('names a text the same way every time, and different texts differently', () => {
    const text = 'select * from entries where note = $1';
    expect(statementName(text)).toBe(statementName(text));
    expect(statementName(text)).toMatch(/^q_[A-Za-z0-9_-]{32}$/);
    expect(statementName(`${text} limit 1`)).not.toBe(statementName(text));
  });
});
