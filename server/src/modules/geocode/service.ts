import { AppError } from '../../lib/app-error.ts';
import { TtlLruCache } from './cache.ts';
import type { OfflineGeocoder } from './offline.ts';

export type ReverseGeocodeResult = { formattedAddress: string; city: string; country: string };

export type GeocoderOptions = {
  /** Base URL of a Nominatim-compatible service; undefined = not configured. */
  url: string | undefined;
  userAgent: string;
  /** Answers when no service is configured, and when the configured one fails. */
  offline: OfflineGeocoder;
  /** Where a failing service is reported: members get the offline answer instead. */
  onServiceFailure?: (error: unknown) => void;
  timeoutMs?: number;
  ttlMs?: number;
  maxEntries?: number;
};

type NominatimReverse = {
  error?: string;
  address?: Partial<Record<'city' | 'town' | 'village' | 'municipality' | 'country', string>>;
};

/**
 * Reverse geocoding (SPEC §7 Other) through the configured service, with a cache keyed by
 * coordinates rounded to about 100 m: a member moving around a block costs one upstream call, and
 * the public Nominatim's one-request-a-second policy is respected in practice. Without a service,
 * or when it fails, the embedded gazetteer answers (docs/decisions/017-offline-geocoder.md).
 */
export function createGeocoder({
  url,
  userAgent,
  offline,
  onServiceFailure = () => {},
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

  async function fromGazetteer(lat: number, lon: number): Promise<ReverseGeocodeResult> {
    const place = await offline.nearest(lat, lon);
    if (!place) throw new AppError(404, 'noPlaceNearby');
    return { formattedAddress: `${place.city}, ${place.country}`, ...place };
  }

  async function fromService(base: string, lat: number, lon: number) {
    const roundedLat = Math.round(lat * 1000) / 1000;
    const roundedLon = Math.round(lon * 1000) / 1000;
    const key = `${roundedLat},${roundedLon}`;
    const cached = cache.get(key);
    if (cached) return cached;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = fetchAddress(base, roundedLat, roundedLon)
        .then((result) => {
          cache.set(key, result);
          return result;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    async reverse(lat: number, lon: number): Promise<ReverseGeocodeResult> {
      if (!url) return fromGazetteer(lat, lon);
      try {
        return await fromService(url, lat, lon);
      } catch (error) {
        // Not cached: the service is asked again next time.
        onServiceFailure(error);
        return fromGazetteer(lat, lon);
      }
    },
  };
}
