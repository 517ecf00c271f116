import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import { users } from '../../db/schema/index.ts';

type ProfileFields = Partial<typeof users.$inferInsert>;

/** Saves the member's details; undefined when there is no such member. */
export async function updateProfile(db: Db, userId: string, values: ProfileFields) {
  const [updated] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/**
 * Appends images to the member's gallery; undefined when they would make more than `max`. The
 * limit is checked inside the UPDATE so two concurrent uploads cannot exceed it.
 */
export async function appendImages(db: Db, userId: string, names: string[], max: number) {
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
      sql`${users.id} = ${userId} and coalesce(array_length(${users.images}, 1), 0) + ${names.length} <= ${max}`,
    )
    .returning();
  return updated;
}

/**
 * Puts `name` in the place of `old` (array_replace on the old name: a concurrent change to the
 * gallery cannot shift the slot); undefined when `old` is no longer in the gallery.
 */
export async function replaceImage(db: Db, userId: string, old: string, name: string) {
  const [updated] = await db
    .update(users)
    .set({
      images: sql`array_replace(${users.images}, ${old}, ${name})`,
      updatedAt: new Date(),
    })
    .where(sql`${users.id} = ${userId} and ${old} = any(${users.images})`)
    .returning();
  return updated;
}

/** Takes the image out of the member's gallery; undefined when there is no such member. */
export async function removeImage(db: Db, userId: string, name: string) {
  const [updated] = await db
    .update(users)
    .set({ images: sql`array_remove(${users.images}, ${name})`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}
