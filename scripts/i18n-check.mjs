#!/usr/bin/env node
// Fails when any language lacks a key of the English source, has a key the source lacks, or leaves a
// string in English (keys listed in scripts/i18n-same-everywhere.json may read the same in every language:
// brand and game-category names).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../apps/web/src/locales/', import.meta.url).pathname;
const languages = ['en', 'gb', 'de', 'fr', 'ro', 'sk', 'es', 'pt', 'sl'];
const englishVariants = new Set(['en', 'gb']);
const sameEverywhere = new Set(
  JSON.parse(readFileSync(new URL('./i18n-same-everywhere.json', import.meta.url))),
);

const flatten = (obj, prefix = '') =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
const read = (lang, file) =>
  Object.fromEntries(flatten(JSON.parse(readFileSync(join(root, lang, file), 'utf8'))));

const problems = [];
const sourceFiles = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));
let keyCount = 0;
for (const lang of languages) {
  const dir = join(root, lang);
  if (!existsSync(dir)) {
    problems.push(`${lang}: the language folder is missing`);
    continue;
  }
  for (const extra of readdirSync(dir).filter((f) => f.endsWith('.json') && !sourceFiles.includes(f))) {
    problems.push(`${lang}/${extra}: file has no English source`);
  }
}
for (const file of sourceFiles) {
  const source = read('en', file);
  keyCount += Object.keys(source).length;
  for (const [key, value] of Object.entries(source)) {
    if (typeof value !== 'string' || value.trim() === '')
      problems.push(`en/${file}: ${key} is empty or not text`);
  }
  for (const lang of languages.filter((l) => l !== 'en')) {
    if (!existsSync(join(root, lang, file))) {
      problems.push(`${lang}/${file}: missing`);
      continue;
    }
    const target = read(lang, file);
    for (const key of Object.keys(source)) {
      if (!(key in target)) problems.push(`${lang}/${file}: missing key ${key}`);
      else if (typeof target[key] !== 'string' || target[key].trim() === '')
        problems.push(`${lang}/${file}: ${key} is empty`);
      else if (
        !englishVariants.has(lang) &&
        target[key] === source[key] &&
        /[a-z]{3}/i.test(source[key]) &&
        !sameEverywhere.has(key)
      )
        problems.push(`${lang}/${file}: ${key} is still English ("${source[key]}")`);
      else {
        const placeholders = (s) =>
          [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
            .map((m) => m[1])
            .sort()
            .join(',');
        if (placeholders(source[key]) !== placeholders(target[key]))
          problems.push(`${lang}/${file}: ${key} has different {{placeholders}} than English`);
      }
    }
    for (const key of Object.keys(target))
      if (!(key in source)) problems.push(`${lang}/${file}: extra key ${key}`);
  }
}
if (problems.length) {
  console.error(
    `i18n check failed with ${problems.length} problem(s):\n` + problems.map((p) => `  - ${p}`).join('\n'),
  );
  process.exit(1);
}
console.log(
  `i18n check passed: ${sourceFiles.length} files, ${keyCount} keys, ${languages.length} languages.`,
);
