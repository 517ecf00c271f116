import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { api, memberWithToken, type Member } from '../moments/helpers.ts';

/** A real Nominatim-like server on loopback; the test decides each answer. */
let upstream: http.Server;
let upstreamUrl: string;
let calls: URL[] = [];
let respond: (url: URL, res: http.ServerResponse) => void;

let t: TestApp;
let member: Member;

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    calls.push(url);
    respond(url, res);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/nominatim`;
  t = await createTestApp({ GEOCODER_URL: upstreamUrl });
  member = await memberWithToken(t);
});
afterAll(async () => {
  await t.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});
afterEach(() => {
  calls = [];
});

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const reverse = (query: string, who: Member | undefined = member, app = t) =>
  api(app, 'GET', `/api/v1/geocode/reverse?${query}`, who);

describe('reverse geocoding', () => {
  it("answers 'city, country' from the configured service, town or village when no city", async () => {
    respond = (url, res) => {
      const lat = Number(url.searchParams.get('lat'));
      const address =
        lat > 40
          ? { village: 'Hallstatt', country: 'Austria' }
          : { city: 'Seoul', country: 'South Korea', road: 'Sejong-daero' };
      json(res, 200, { display_name: 'long text', address });
    };
    const seoul = await reverse('lat=37.5665&lon=126.978');
    expect(seoul.statusCode, seoul.body).toBe(200);
    expect(seoul.json()).toEqual({
      success: true,
      data: { formattedAddress: 'Seoul, South Korea', city: 'Seoul', country: 'South Korea' },
    });
    expect(calls[0]!.pathname).toBe('/nominatim/reverse');
    expect(calls[0]!.searchParams.get('format')).toBe('jsonv2');
    expect(calls[0]!.searchParams.get('lat')).toBe('37.567');
    expect(calls[0]!.searchParams.get('lon')).toBe('126.978');
    const village = await reverse('lat=47.5622&lon=13.6493');
    expect(village.json().data.formattedAddress).toBe('Hallstatt, Austria');
  });

  it('serves nearby repeats from the cache: the service is called once', async () => {
    respond = (_url, res) => json(res, 200, { address: { town: 'Jeonju', country: 'Korea' } });
    const results = await Promise.all([
      reverse('lat=35.8242&lon=127.148'),
      reverse('lat=35.8242&lon=127.148'),
    ]);
    const again = await reverse('lat=35.82421&lon=127.14801');
    for (const res of [...results, again]) {
      expect(res.json().data.formattedAddress).toBe('Jeonju, Korea');
    }
    expect(calls).toHaveLength(1);
  });

  it('answers from the embedded gazetteer when the service fails, and caches no failure', async () => {
    const paris = 'lat=48.8566&lon=2.3522';
    const fromGazetteer = {
      success: true,
      data: { formattedAddress: 'Paris, France', city: 'Paris', country: 'France' },
    };
    respond = (_url, res) => json(res, 500, { error: 'boom' });
    const failed = await reverse(paris);
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json()).toEqual(fromGazetteer);
    respond = (_url, res) => json(res, 200, { error: 'Unable to geocode' });
    expect((await reverse(paris)).json()).toEqual(fromGazetteer);
    respond = (_url, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{not json');
    };
    expect((await reverse(paris)).json()).toEqual(fromGazetteer);
    expect(calls).toHaveLength(3);
    // Once the service is back, its answer wins again.
    respond = (_url, res) => json(res, 200, { address: { city: 'Paris 4e', country: 'France' } });
    expect((await reverse(paris)).json().data.city).toBe('Paris 4e');
    expect(calls).toHaveLength(4);
  });

  it('answers 404 noPlaceNearby when neither the service nor the gazetteer knows a place', async () => {
    respond = (_url, res) => json(res, 200, { error: 'Unable to geocode' });
    const ocean = await reverse('lat=0&lon=-30');
    expect(ocean.statusCode).toBe(404);
    expect(ocean.json()).toMatchObject({ success: false, code: 'noPlaceNearby' });
  });

  it('refuses invalid coordinates and visitors', async () => {
    for (const query of ['lat=91&lon=0', 'lat=0&lon=-181', 'lat=abc&lon=1', 'lon=1']) {
      const res = await reverse(query);
      expect(res.statusCode, query).toBe(400);
    }
    const visitor = await api(t, 'GET', '/api/v1/geocode/reverse?lat=1&lon=1');
    expect(visitor.statusCode).toBe(401);
    expect(calls).toHaveLength(0);
  });
});
