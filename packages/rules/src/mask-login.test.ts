import { describe, expect, it } from 'vitest';
import { maskLogin, publicNameSource } from './mask-login.ts';

describe('masked login', () => {
  it('keeps two leading characters and the last one of a name of four or more', () => {
    expect(maskLogin('Lena')).toBe('Le***a');
    expect(maskLogin('Jonathan')).toBe('Jo***n');
  });

  it('keeps only the first character of a shorter name', () => {
    expect(maskLogin('Ana')).toBe('A***');
    expect(maskLogin('Al')).toBe('A***');
    expect(maskLogin('X')).toBe('X***');
  });

  it('counts characters, not UTF-16 units, and ignores surrounding spaces', () => {
    expect(maskLogin('  Željko ')).toBe('Že***o');
    expect(maskLogin('😀😀😀😀')).toBe('😀😀***😀');
  });

  it('shows only stars for an empty name', () => {
    expect(maskLogin('   ')).toBe('***');
  });

  it('is made from the first name, else from the e-mail address before the @, never the domain', () => {
    expect(publicNameSource('Matei', 'matei.popescu@example.ro')).toBe('Matei');
    expect(publicNameSource('  ', 'matei.popescu@example.ro')).toBe('matei.popescu');
    expect(maskLogin(publicNameSource('', 'matei.popescu@example.ro'))).toBe('ma***u');
  });
});
