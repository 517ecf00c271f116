import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOfflineGeocoder } from '../../../src/modules/geocode/offline.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { api, memberWithToken, type Member } from '../moments/helpers.ts';

/** No GEOCODER_URL: the embedded gazetteer answers, and nothing leaves the machine. */
let t: TestApp;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  member = await memberWithToken(t);
});
afterAll(async () => t.close());
afterEach(() => vi.restoreAllMocks());

const reverse = (lat: number, lon: number) =>
  api(t, 'GET', `/api/v1/geocode/reverse?lat=${lat}&lon=${lon}`, member);

describe('reverse geocoding without a configured service', () => {
  it('answers the city and the country in English, without any network', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const seoul = await reverse(37.5665, 126.978);
    expect(seoul.statusCode, seoul.body).toBe(200);
    expect(seoul.json()).toEqual({
      success: true,
      data: { formattedAddress: 'Seoul, South Korea', city: 'Seoul', country: 'South Korea' },
    });
    const paris = await reverse(48.8566, 2.3522);
    expect(paris.json().data).toEqual({
      formattedAddress: 'Paris, France',
      city: 'Paris',
      country: 'France',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('names the city a district belongs to, not the smaller town whose centre is nearer', async () => {
    // Gangnam station: a town of 12,000 has its centre 6.5 km away, Seoul's is 8.7 km away.
    expect((await reverse(37.4979, 127.0276)).json().data.city).toBe('Seoul');
    // Brooklyn, not one of New York's neighbourhoods.
    expect((await reverse(40.6782, -73.9442)).json().data.country).toBe('United States');
  });

  it('answers 404 noPlaceNearby in the middle of an ocean', async () => {
    const atlantic = await reverse(0, -30);
    expect(atlantic.statusCode).toBe(404);
    expect(atlantic.json()).toMatchObject({ success: false, code: 'noPlaceNearby' });
    expect((await reverse(-40, -120)).statusCode).toBe(404);
  });
});

describe('the embedded gazetteer', () => {
  it('loads on first use in a worker: the event loop keeps running meanwhile', async () => {
    const gazetteer = createOfflineGeocoder();
    try {
      // Decoding it on the main thread takes about 1.5 s; a timer that fires every 10 ms
      // measures the longest pause the first lookup causes.
      let longestPause = 0;
      let last = performance.now();
      const timer = setInterval(() => {
        const now = performance.now();
        longestPause = Math.max(longestPause, now - last);
        last = now;
      }, 10);
      const place = await gazetteer.nearest(35.1796, 129.0756);
      clearInterval(timer);
      expect(place).toEqual({ city: 'Busan', country: 'South Korea' });
      expect(longestPause).toBeLessThan(500);
    } finally {
      await gazetteer.close();
    }
  });
});
