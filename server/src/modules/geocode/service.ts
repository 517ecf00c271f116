import { AppError } from '../../lib/app-error.ts';
import { TtlLruCache } from './cache.ts';

export type ReverseGeocodeResult = { formattedAddress: string; city: string; country: string };

export type GeocoderOptions = {
  /** Base URL of a Nominatim-compatible service; undefined = not configured. */
  url: string | undefined;
  userAgent: string;
  timeoutMs?: number;
  ttlMs?: number;
  maxEntries?: number;
};

type NominatimReverse = {
  error?: string;
  address?: Partial<Record<'city' | 'town' | 'village' | 'municipality' | 'country', string>>;
};

/**
 * Reverse geocoding through the configured service (SPEC §7 Other), with a cache keyed by
 * coordinates rounded to about 100 m: a member moving around a block costs one upstream call, and
 * the public Nominatim's one-request-a-second policy is respected in practice.
 */
export function createGeocoder({
  url,
  userAgent,
  timeoutMs = 5000,
  ttlMs = 24 * 60 * 60 * 1000,
  maxEntries = 5000,
}: GeocoderOptions) {
  const cache = new TtlLruCache<ReverseGeocodeResult>(maxEntries, ttlMs);
  // Concurrent lookups of one place share a single upstream request.
  const inFlight = new Map<string, Promise<ReverseGeocodeResult>>();

  async function fetchAddress(base: string, lat: number, lon: number) {
    const endpoint = new URL('reverse', base.endsWith('/') ? base : `${base}/`);
    endpoint.search = new URLSearchParams({
      format: 'jsonv2',
      lat: String(lat),
      lon: String(lon),
      addressdetails: '1',
    }).toString();
    let body: NominatimReverse;
    try {
      const response = await fetch(endpoint, {
        headers: { accept: 'application/json', 'user-agent': userAgent },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
      body = (await response.json()) as NominatimReverse;
    } catch {
      throw new AppError(502, 'geocoderFailed');
    }
    const address = body.address ?? {};
    const city = address.city ?? address.town ?? address.village ?? address.municipality ?? '';
    const country = address.country ?? '';
    if (body.error || (!city && !country)) throw new AppError(502, 'geocoderFailed');
    return { formattedAddress: [city, country].filter(Boolean).join(', '), city, country };
  }

  return {
    configured: Boolean(url),

    async reverse(lat: number, lon: number): Promise<ReverseGeocodeResult> {
      if (!url) throw new AppError(503, 'geocoderUnavailable');
      const roundedLat = Math.round(lat * 1000) / 1000;
      const roundedLon = Math.round(lon * 1000) / 1000;
      const key = `${roundedLat},${roundedLon}`;
      const cached = cache.get(key);
      if (cached) return cached;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = fetchAddress(url, roundedLat, roundedLon)
          .then((result) => {
            cache.set(key, result);
            return result;
          })
          .finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}
