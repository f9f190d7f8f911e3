// Builds lib/server/geo/postal-codes.json, the compact §7 getGeoLocationByZip table, from files in the
// GeoNames postal-code format (tab separated: country, postal code, place, admin1..3 name/code,
// latitude, longitude, accuracy). Usage:
//   node scripts/build-postal-codes.mjs <file.txt>... [--out lib/server/geo/postal-codes.json]
// Nothing is downloaded: the input files come from a registry package or a local copy. The
// committed table is built from lib/server/geo/postal-codes-seed.tsv (city-centre codes of DE, AT,
// CH, ES and NL, GeoNames format) followed by the German codes of scripts/geo-postleitzahlen.mjs,
// the Austrian and Swiss codes of scripts/geo-place-lists.mjs and the Spanish codes of
// scripts/geo-z1p.mjs (see there for the packages):
//   node scripts/build-postal-codes.mjs lib/server/geo/postal-codes-seed.tsv de.tsv at-ch.tsv es.tsv
// A complete GeoNames postal file gives every code the same way.
// Output: { "DE": { "10115": [52.5323, 13.3846], … }, … } with 4 decimals (about 11 m).
import { readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : 'lib/server/geo/postal-codes.json';
const inputs = outIndex >= 0 ? args.filter((_, i) => i !== outIndex && i !== outIndex + 1) : args;
if (inputs.length === 0) {
  console.error('usage: node scripts/build-postal-codes.mjs <geonames-postal-file>... [--out file]');
  process.exit(2);
}

const round = (n) => Math.round(n * 1e4) / 1e4;
const table = {};
let count = 0;
for (const file of inputs) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const cols = line.split('\t');
    if (cols.length < 11) continue;
    const [country, zip] = cols;
    const lat = Number(cols[9]);
    const long = Number(cols[10]);
    if (!/^[A-Z]{2}$/.test(country) || !zip || !Number.isFinite(lat) || !Number.isFinite(long)) continue;
    const key = zip.replace(/\s+/g, '').toUpperCase();
    table[country] ??= {};
    // The first place of a code wins: GeoNames lists the main place of a code first.
    if (table[country][key]) continue;
    table[country][key] = [round(lat), round(long)];
    count += 1;
  }
}
writeFileSync(out, `${JSON.stringify(table)}\n`);
console.log(`${count} postal codes in ${Object.keys(table).length} countries → ${out}`);
