import { describe, expect, it } from 'vitest';
import { clientSeedProblem } from './client-seed.ts';

describe('clientSeedProblem', () => {
  it('accepts 1 to 64 printable characters, spaces and any script included', () => {
    expect(clientSeedProblem('a')).toBeNull();
    expect(clientSeedProblem('x'.repeat(64))).toBeNull();
    expect(clientSeedProblem('my lucky seed ✓ Ünïcödé')).toBeNull();
    expect(clientSeedProblem('family 👨\u200d👩\u200d👧')).toBeNull();
  });

  it('counts the seed as the server does, without the spaces round it', () => {
    expect(clientSeedProblem('   ')).toBe('empty');
    expect(clientSeedProblem(`  ${'x'.repeat(64)}  `)).toBeNull();
    expect(clientSeedProblem('x'.repeat(65))).toBe('too-long');
  });

  it('refuses control characters and line breaks', () => {
    expect(clientSeedProblem('line\nbreak')).toBe('not-printable');
    expect(clientSeedProblem('tab\there')).toBe('not-printable');
    expect(clientSeedProblem('null\u0000byte')).toBe('not-printable');
    expect(clientSeedProblem('line\u2028separator')).toBe('not-printable');
  });
});
