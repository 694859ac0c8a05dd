import { describe, expect, it } from 'vitest';
import { VERIFICATION_MAX_FILE_BYTES, VERIFICATION_MAX_IMAGES } from '@casino/rules';
import { ACCEPTED_FILES, uploadProblem } from './upload-checks.ts';

const file = (name: string, size = 1000) => ({ name, size });

describe('uploadProblem (§5 verification uploads)', () => {
  it.each([
    ['passport.jpeg', null],
    ['passport.JPG', null],
    ['bill.pdf', null],
    ['scan.bmp', null],
    ['card.png', null],
    ['virus.exe', 'wrongFileType'],
    ['page.html', 'wrongFileType'],
    ['drawing.svg', 'wrongFileType'],
    ['archive.png.zip', 'wrongFileType'],
    ['noextension', 'wrongFileType'],
  ] as const)('%s → %s', (name, problem) => {
    expect(uploadProblem([file(name)], 0)).toBe(problem);
  });

  it('accepts a file just under 5 MB and refuses one of 5 MB or more', () => {
    expect(uploadProblem([file('a.png', VERIFICATION_MAX_FILE_BYTES - 1)], 0)).toBeNull();
    expect(uploadProblem([file('a.png', VERIFICATION_MAX_FILE_BYTES)], 0)).toBe('fileTooLarge');
    expect(uploadProblem([file('a.png'), file('b.png', VERIFICATION_MAX_FILE_BYTES + 1)], 0)).toBe(
      'fileTooLarge',
    );
  });

  it('counts the files already uploaded against the image cap', () => {
    expect(uploadProblem([file('a.png')], VERIFICATION_MAX_IMAGES - 1)).toBeNull();
    expect(uploadProblem([file('a.png')], VERIFICATION_MAX_IMAGES)).toBe('tooManyImages');
    expect(uploadProblem([file('a.png'), file('b.png')], VERIFICATION_MAX_IMAGES - 1)).toBe('tooManyImages');
  });

  it('offers exactly the five accepted extensions to the picker', () => {
    expect(ACCEPTED_FILES).toBe('.jpeg,.jpg,.pdf,.bmp,.png');
  });
});
