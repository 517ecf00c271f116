import { Worker } from 'node:worker_threads';
import { around, distance } from 'geokdbush';
import KDBush from 'kdbush';

export type Place = { city: string; country: string };

/** What cities-worker.js hands over: a kd-tree over [lon, lat] and columns by place. */
type Gazetteer = {
  index: KDBush;
  populations: Uint32Array;
  coordinates: Float64Array;
  names: string;
  nameEnds: Uint32Array;
  countries: string;
};
type GazetteerMessage = {
  index: ArrayBuffer;
  populations: ArrayBuffer;
  coordinates: ArrayBuffer;
  names: string;
  nameEnds: ArrayBuffer;
  countries: string;
};

// Country names in English, like the rest of the members' data ("South Korea", not "KR").
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * A place of population p is taken to reach about 0.005·√p km from its centre (Seoul ≈ 16 km,
 * Paris ≈ 7 km, a village 1 km), so a point in Gangnam answers Seoul and not the small town whose
 * centre happens to be nearer.
 */
const reachKm = (population: number) => Math.max(1, 0.005 * Math.sqrt(population));
const CANDIDATES = 100;

/**
 * Reverse geocoding from an embedded gazetteer (docs/decisions/017-offline-geocoder.md): the
 * place whose reach best covers the point, among places within `maxDistanceKm`; null when none is
 * (mid-ocean). The gazetteer loads on the first lookup, in a worker thread, so neither start-up
 * nor other requests wait for it.
 */
export function createOfflineGeocoder({ maxDistanceKm = 100 }: { maxDistanceKm?: number } = {}) {
  let gazetteer: Promise<Gazetteer> | undefined;
  let worker: Worker | undefined;

  function load(): Promise<Gazetteer> {
    gazetteer ??= new Promise<Gazetteer>((resolve, reject) => {
      const loader = new Worker(new URL('./cities-worker.js', import.meta.url));
      worker = loader;
      // A server closing while the gazetteer loads does not wait for it.
      loader.unref();
      loader.once('message', (message: GazetteerMessage) =>
        resolve({
          index: KDBush.from(message.index),
          populations: new Uint32Array(message.populations),
          coordinates: new Float64Array(message.coordinates),
          names: message.names,
          nameEnds: new Uint32Array(message.nameEnds),
          countries: message.countries,
        }),
      );
      loader.once('error', reject);
      loader.once('exit', (code) => {
        worker = undefined;
        reject(new Error(`gazetteer worker exited with code ${code}`));
      });
    }).catch((error: unknown) => {
      // The next lookup tries again rather than failing forever.
      gazetteer = undefined;
      throw error;
    });
    return gazetteer;
  }

  return {
    async nearest(lat: number, lon: number): Promise<Place | null> {
      const { index, populations, coordinates, names, nameEnds, countries } = await load();
      let best: { id: number; score: number } | undefined;
      for (const id of around(index, lon, lat, CANDIDATES, maxDistanceKm)) {
        const km = distance(lon, lat, coordinates[2 * id]!, coordinates[2 * id + 1]!);
        const score = km / reachKm(populations[id]!);
        if (!best || score < best.score) best = { id, score };
      }
      if (!best) return null;
      const code = countries.slice(2 * best.id, 2 * best.id + 2);
      return {
        city: names.slice(best.id === 0 ? 0 : nameEnds[best.id - 1], nameEnds[best.id]),
        country: countryNames.of(code) ?? code,
      };
    },

    /** Loads the gazetteer now (tests; a deployment could warm it up). */
    async ready(): Promise<void> {
      await load();
    },

    async close(): Promise<void> {
      await worker?.terminate();
    },
  };
}

export type OfflineGeocoder = ReturnType<typeof createOfflineGeocoder>;
