import type { TUpdateDetailsRequest } from '@chingu/contract';
import { LIMITS } from '@chingu/contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/http/auth.ts';
import type { ProcessedImage } from '../../plugins/infra/images.ts';
import { profileColumns, toOwnUser as serializeOwnUser } from '../members/serialize.ts';
import { appendImages, removeImage, replaceImage, updateProfile } from './queries.ts';

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
      // The level is the level in the language learned: another language starts without one
      // unless the form says it (PRODUCT §9.2).
      const languageChanged = input.language_to_learn !== user.languageToLearn;
      const level = input.level === undefined && languageChanged ? null : input.level;
      const updated = await updateProfile(db, user.id, {
        ...profileColumns({ ...input, level }),
        ...(input.location !== undefined ? { location: storedLocation(input.location) } : {}),
      });
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
      const updated = await appendImages(db, userId, names, LIMITS.imagesPerGallery);
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
      const updated = await replaceImage(db, userId, old, name!);
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
      const updated = await removeImage(db, userId, name);
      if (!updated) throw notFound();
      await app.images.remove([name]);
      return toOwnUser(updated);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
