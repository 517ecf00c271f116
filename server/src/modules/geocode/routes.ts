import { ZReverseGeocodeQuery, ZReverseGeocodeResponse } from '@chingu/contract';
import type { Config } from '../../config.ts';
import { signedInRoutes } from '../../plugins/http/auth.ts';
import { createOfflineGeocoder } from './offline.ts';
import { createGeocoder } from './service.ts';

/**
 * `GET /api/v1/geocode/reverse?lat&lon`: the browser never calls a maps service itself. Signed-in
 * members only (only they add locations to moments), so the proxy is not an open relay.
 */
export const geocodeRoutes = signedInRoutes<{ config: Config }>(async (app, { config }) => {
  const offline = createOfflineGeocoder();
  app.addHook('onClose', () => offline.close());
  const geocoder = createGeocoder({
    url: config.geocoderUrl,
    userAgent: `Chingu (${config.publicUrl})`,
    offline,
    onServiceFailure: (error) =>
      app.log.warn({ err: error }, 'geocoder service failed; answered from the embedded gazetteer'),
  });

  app.get(
    '/reverse',
    {
      schema: { querystring: ZReverseGeocodeQuery, response: { 200: ZReverseGeocodeResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await geocoder.reverse(request.query.lat, request.query.lon),
    }),
  );
});
