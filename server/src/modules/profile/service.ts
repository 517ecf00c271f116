import type { TUpdateDetailsRequest } from '@chingu/contract';
import { LIMITS } from '@chingu/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import type { ProcessedImage } from '../../plugins/infra/images.ts';
import { profileColumns, toOwnUser as serializeOwnUser } from '../members/serialize.ts';

/** A location with neither a city nor a country is no location. */
function storedLocation(location: TUpdateDetailsRequest['location']) {
  return location && (location.city || location.country) ? location : null;
}

/** The signed-in member's own profile (PRODUCT §4): details and photo gallery. */
export function createProfileService(app: FastifyInstance) {
  const { db } = app;
  const toOwnUser = (user: AuthUser) => serializeOwnUser(user, app.isModerator(user));

  return {
    /** Refuses before reading an upload meant for someone else's gallery. */
    forbid(): never {
      throw forbidden();
    },

    async updateDetails(user: AuthUser, input: TUpdateDetailsRequest) {
      const [updated] = await db
        .update(users)
        .set({
          ...profileColumns(input),
          ...(input.location !== undefined ? { location: storedLocation(input.location) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw notFound();
      // Name, bio and languages decide which searches and filters find the member.
      app.listTotals.invalidate('members');
      return toOwnUser(updated);
    },

    /** Appends to the member's own gallery, at most 10 images in all. */
    async addPhotos(caller: AuthUser, userId: string, images: ProcessedImage[]) {
      if (caller.id !== userId) throw forbidden();
      if (!images.length) throw badRequest('imageRequired');
      const names = await app.images.save(images);
      // The limit is checked inside the UPDATE so two concurrent uploads cannot exceed it.
      const [updated] = await db
        .update(users)
        .set({
          images: sql`${users.images} || array[${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `,
          )}]::text[]`,
          updatedAt: new Date(),
        })
        .where(
          sql`${users.id} = ${userId} and coalesce(array_length(${users.images}, 1), 0) + ${names.length} <= ${LIMITS.imagesPerGallery}`,
        )
        .returning();
      if (!updated) {
        await app.images.remove(names);
        throw badRequest('tooManyImages');
      }
      return toOwnUser(updated);
    },

    /** Replaces the image at a 0-based position, keeping the gallery's order. */
    async replacePhoto(caller: AuthUser, userId: string, index: number, images: ProcessedImage[]) {
      if (caller.id !== userId) throw forbidden();
      const [image] = images;
      if (!image || images.length !== 1) throw badRequest('imageRequired');
      const old = caller.images[index];
      if (old === undefined) throw notFound('imageIndexOutOfRange');
      const [name] = await app.images.save([image]);
      // array_replace on the old name: a concurrent change to the gallery cannot shift the slot.
      const [updated] = await db
        .update(users)
        .set({
          images: sql`array_replace(${users.images}, ${old}, ${name})`,
          updatedAt: new Date(),
        })
        .where(sql`${users.id} = ${userId} and ${old} = any(${users.images})`)
        .returning();
      if (!updated) {
        await app.images.remove([name!]);
        throw notFound('imageIndexOutOfRange');
      }
      await app.images.remove([old]);
      return toOwnUser(updated);
    },

    /** Removes the image at a 0-based position of the member's own gallery. */
    async deletePhoto(caller: AuthUser, userId: string, index: number) {
      if (caller.id !== userId) throw forbidden();
      const name = caller.images[index];
      if (name === undefined) throw notFound('imageIndexOutOfRange');
      const [updated] = await db
        .update(users)
        .set({ images: sql`array_remove(${users.images}, ${name})`, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      if (!updated) throw notFound();
      await app.images.remove([name]);
      return toOwnUser(updated);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
