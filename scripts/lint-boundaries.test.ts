import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundary rules of eslint.config.js, run on a miniature of the repository (lint-boundaries-fixtures/) whose
 * files each keep or break one rule.
 */

const FIXTURES = path.join(import.meta.dirname, 'lint-boundaries-fixtures');
const CONFIG_FILE = path.join(import.meta.dirname, '..', 'eslint.config.js');

interface LintConfigModule {
  createLintConfig: (root: string) => Linter.Config[];
}

interface Report {
  ruleId: string | null;
  message: string;
}

let reportsByFile: Map<string, Report[]>;

beforeAll(async () => {
  const { createLintConfig } = (await import(pathToFileURL(CONFIG_FILE).href)) as LintConfigModule;
  const eslint = new ESLint({
    cwd: FIXTURES,
    overrideConfigFile: true,
    overrideConfig: createLintConfig(FIXTURES),
  });
  const results = await eslint.lintFiles(['.']);
  reportsByFile = new Map(
    results.map((result) => [
      path.relative(FIXTURES, result.filePath),
      result.messages.map(({ ruleId, message }) => ({ ruleId, message })),
    ]),
  );
}, 60_000);

function reportsOn(file: string): Report[] {
  const reports = reportsByFile.get(file);
  if (!reports) throw new Error(`${file} was not linted`);
  return reports;
}

const restricted = (message: string) => [
  { ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(message) },
];

describe('web features', () => {
  const feature = 'apps/web/src/features/beta';

  it('import another feature through its index.ts, and lib', () => {
    expect(reportsOn(`${feature}/through-index.ts`)).toEqual([]);
  });

  it("never import another feature's inner files", () => {
    expect(reportsOn(`${feature}/into-internals.ts`)).toEqual(restricted('through its index.ts only'));
  });

  it('never import the app frame, which their tests may mount', () => {
    expect(reportsOn(`${feature}/into-app.ts`)).toEqual(restricted('Features never import the app frame'));
    expect(reportsOn(`${feature}/mounts-app.test.ts`)).toEqual([]);
  });
});

describe('server modules', () => {
  const modules = 'apps/server/src/modules';

  it('reach another module through its service', () => {
    expect(reportsOn(`${modules}/beta/through-service.ts`)).toEqual([]);
    expect(reportsOn(`${modules}/alpha/alpha.service.ts`)).toEqual([]);
  });

  it("never import another module's repo or tables", () => {
    expect(reportsOn(`${modules}/beta/into-repo.ts`)).toEqual(restricted("Use the other module's service"));
    expect(reportsOn(`${modules}/beta/into-tables.ts`)).toEqual(restricted("Use the other module's service"));
  });

  it('leave the tables to test support and the repos to the composition root', () => {
    expect(reportsOn(`${modules}/beta/beta.test-support.ts`)).toEqual([]);
    expect(reportsOn('apps/server/src/app.ts')).toEqual([]);
  });
});

describe('the studio and the platform', () => {
  it('share packages', () => {
    expect(reportsOn('apps/studio/src/server/through-package.ts')).toEqual([]);
  });

  it('never import each other', () => {
    expect(reportsOn('apps/studio/src/server/into-platform.ts')).toEqual(
      restricted('The studio never imports the platform'),
    );
    expect(reportsOn('apps/server/src/into-studio.ts')).toEqual(
      restricted('The platform never imports the studio'),
    );
  });
});

describe('import cycles', () => {
  const kit = 'packages/kit/src';
  const cycle = [{ ruleId: 'import-x/no-cycle', message: 'Dependency cycle detected' }];

  it('are reported on every file of the cycle, dynamic imports included', () => {
    expect(reportsOn(`${kit}/cycle-a.ts`)).toEqual(cycle);
    expect(reportsOn(`${kit}/cycle-b.ts`)).toEqual(cycle);
    expect(reportsOn(`${kit}/lazy-a.ts`)).toEqual(cycle);
    expect(reportsOn(`${kit}/lazy-b.ts`)).toEqual(cycle);
  });

  it('leave out imports of types only', () => {
    expect(reportsOn(`${kit}/type-cycle-a.ts`)).toEqual([]);
    expect(reportsOn(`${kit}/type-cycle-b.ts`)).toEqual([]);
    expect(reportsOn(`${kit}/index.ts`)).toEqual([]);
  });
});
