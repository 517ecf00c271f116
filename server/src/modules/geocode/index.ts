import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../lib/module-options.ts';
import { geocodeRoutes } from './routes.ts';

/** The geocode module: a place's city and country from its coordinates (reverse geocoding). */
export const geocodeModule = fp(
  async (app: FastifyInstance, { config }: ModuleOptions) => {
    await app.register(geocodeRoutes, { prefix: '/api/v1/geocode', config });
  },
  { name: 'geocode-module' },
);
