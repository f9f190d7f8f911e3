#!/usr/bin/env node
// Deep-merges a fragment {"de": {...}, "en": {...}, "es": {...}, "nl": {...}} into
// messages/{de,en,es,nl}.json, keeping existing key order and adding new keys at the end.
// Usage: node scripts/messages-merge.mjs fragment.json   (several people can use it in turn;
// each run reads and writes the files at once, so edits made in between are kept).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const locales = ['de', 'en', 'es', 'nl'];
const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/messages-merge.mjs fragment.json');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(file, 'utf8'));
const missing = locales.filter((l) => typeof fragment[l] !== 'object');
if (missing.length > 0) {
  console.error(`fragment lacks ${missing.join(', ')}: every string needs all four languages`);
  process.exit(2);
}

function merge(target, source, at) {
  for (const [key, value] of Object.entries(source)) {
    if (value !== null && typeof value === 'object') {
      if (typeof target[key] === 'string') throw new Error(`${at}${key} is a string, fragment has an object`);
      target[key] = merge(target[key] ?? {}, value, `${at}${key}.`);
    } else if (typeof value === 'string') {
      if (typeof target[key] === 'object') throw new Error(`${at}${key} is an object, fragment has a string`);
      target[key] = value;
    } else throw new Error(`${at}${key}: only strings and objects`);
  }
  return target;
}

for (const locale of locales) {
  const target = path.join(import.meta.dirname, '..', 'messages', `${locale}.json`);
  const merged = merge(JSON.parse(readFileSync(target, 'utf8')), fragment[locale], `${locale}:`);
  writeFileSync(`${target}.tmp`, `${JSON.stringify(merged, null, 2)}\n`);
  renameSync(`${target}.tmp`, target);
}
console.log(`merged ${file} into messages/{${locales.join(',')}}.json`);
