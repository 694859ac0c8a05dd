import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprintOf, isBuildCurrent, writeStamp } from './build-freshness.mjs';

/** A miniature project: sources, a lockfile, an output and the stamp of its build. */
let root: string;
let stampFile: string;
let output: string;
const INPUTS = ['src', 'package-lock.json'];

function write(path: string, content: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), content);
}

function current(settings: Record<string, string> = {}): boolean {
  return isBuildCurrent({ stampFile, outputs: [output], fingerprint: fingerprintOf(root, INPUTS, settings) });
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
  stampFile = join(root, 'stamps', 'part.json');
  output = join(root, 'dist', 'main.js');
  write('src/main.ts', 'export const answer = 42;');
  write('src/lib/util.ts', 'export const unit = 1;');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('dist/main.js', 'export const answer = 42;');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether a build is current', () => {
  it('is not before its first build', () => {
    expect(current()).toBe(false);
  });

  it('is right after a build, whatever the file times say', () => {
    writeStamp(stampFile, fingerprintOf(root, INPUTS));
    write('src/main.ts', 'export const answer = 42;');
    expect(current()).toBe(true);
  });

  it('is not when a source changes, is added or is removed, or the lockfile changes', () => {
    const edits = [
      () => write('src/lib/util.ts', 'export const unit = 2;'),
      () => write('src/lib/new.ts', 'export {};'),
      () => rmSync(join(root, 'src/lib/new.ts')),
      () => write('package-lock.json', '{"lockfileVersion":3,"packages":{}}'),
    ];
    for (const edit of edits) {
      writeStamp(stampFile, fingerprintOf(root, INPUTS));
      edit();
      expect(current()).toBe(false);
    }
  });

  it('is not when a build setting changes', () => {
    writeStamp(stampFile, fingerprintOf(root, INPUTS, { VITE_FORCE_EUR_DISPLAY: 'true' }));
    expect(current({ VITE_FORCE_EUR_DISPLAY: 'true' })).toBe(true);
    expect(current()).toBe(false);
  });

  it('is not when an output is missing', () => {
    writeStamp(stampFile, fingerprintOf(root, INPUTS));
    rmSync(output);
    expect(current()).toBe(false);
  });

  it('ignores tests, documentation, installed packages and build outputs among the inputs', () => {
    writeStamp(stampFile, fingerprintOf(root, INPUTS));
    write('src/main.test.ts', 'it("passes", () => {});');
    write('src/README.md', '# Notes');
    write('src/node_modules/left-pad/index.js', 'module.exports = 1;');
    write('src/dist/stale.js', '');
    expect(current()).toBe(true);
  });
});
