import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index.ts';
import {
  blocks,
  conversations,
  follows,
  learningDays,
  messageAttachments,
  messageReactions,
  messages,
  momentReactions,
  momentComments,
  momentCorrections,
  momentLikes,
  moments,
  profileVisits,
  sessions,
  stories,
  storyViews,
  streakReminders,
  users,
} from '../../db/schema/index.ts';

/**
 * The messages the member still sees: not deleted "for me", not before a conversation they
 * deleted, and not hidden from them by a moderator (issue 29: the export had them all).
 */
function messagesShownTo(userId: string): SQL {
  return sql`(
    (${messages.senderId} = ${userId} and ${messages.senderDeletedAt} is null)
    or (${messages.receiverId} = ${userId} and ${messages.receiverDeletedAt} is null
        and ${messages.hiddenAt} is null)
  ) and not exists (
    select 1 from ${conversations}
    where ${conversations.ownerId} = ${userId}
      and ${conversations.partnerId} = case when ${messages.senderId} = ${userId}
        then ${messages.receiverId} else ${messages.senderId} end
      and ${conversations.clearedAt} is not null
      and ${messages.createdAt} <= ${conversations.clearedAt}
  )`;
}

/** Everything the member wrote or chose, for "Download my data"; others appear by id and name. */
export async function collectAccountData(db: Db, userId: string, now: Date) {
  const [
    ownMoments,
    ownStories,
    ownComments,
    ownCorrections,
    ownLikes,
    ownMessages,
    chatFiles,
    following,
    followers,
    blocked,
  ] = await Promise.all([
    db.select().from(moments).where(eq(moments.userId, userId)).orderBy(asc(moments.createdAt)),
    // Expired stories not yet swept are gone for the member too (PRODUCT §8.1): not exported.
    db
      .select()
      .from(stories)
      .where(and(eq(stories.userId, userId), gt(stories.expiresAt, now)))
      .orderBy(asc(stories.createdAt)),
    db
      .select({
        _id: momentComments.id,
        momentId: momentComments.momentId,
        text: momentComments.text,
        createdAt: momentComments.createdAt,
      })
      .from(momentComments)
      .where(eq(momentComments.userId, userId))
      .orderBy(asc(momentComments.createdAt)),
    // Corrections the member gave on others' correct-me moments (PRODUCT §9.2).
    db
      .select({
        _id: momentCorrections.id,
        momentId: momentCorrections.momentId,
        original: momentCorrections.original,
        corrected: momentCorrections.corrected,
        note: momentCorrections.note,
        createdAt: momentCorrections.createdAt,
      })
      .from(momentCorrections)
      .where(eq(momentCorrections.userId, userId))
      .orderBy(asc(momentCorrections.createdAt)),
    db
      .select({ momentId: momentLikes.momentId, createdAt: momentLikes.createdAt })
      .from(momentLikes)
      .where(eq(momentLikes.userId, userId)),
    db
      .select({
        _id: messages.id,
        senderId: messages.senderId,
        receiverId: messages.receiverId,
        message: messages.body,
        createdAt: messages.createdAt,
        readAt: messages.readAt,
      })
      .from(messages)
      .where(
        and(
          or(eq(messages.senderId, userId), eq(messages.receiverId, userId)),
          messagesShownTo(userId),
        ),
      )
      .orderBy(asc(messages.createdAt)),
    // The photos and voice clips of those messages (the member's own ones were missing).
    db
      .select({ attachment: messageAttachments })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(
        and(
          or(eq(messages.senderId, userId), eq(messages.receiverId, userId)),
          messagesShownTo(userId),
        ),
      )
      .orderBy(asc(messageAttachments.position)),
    db
      .select({ _id: users.id, name: users.name, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followeeId))
      .where(eq(follows.followerId, userId)),
    db
      .select({ _id: users.id, name: users.name, since: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followerId))
      .where(eq(follows.followeeId, userId)),
    db
      .select({ _id: users.id, name: users.name, since: blocks.createdAt })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(eq(blocks.blockerId, userId)),
  ]);
  const partnerIds = [
    ...new Set(ownMessages.map((m) => (m.senderId === userId ? m.receiverId : m.senderId))),
  ];
  const partners = partnerIds.length
    ? await db
        .select({ _id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, partnerIds))
    : [];
  return {
    moments: ownMoments.map((m) => ({
      _id: m.id,
      title: m.title,
      description: m.description,
      /** File names: the service makes them links (signed where restricted, decision 045). */
      images: m.images,
      category: m.category,
      language: m.language,
      mood: m.mood,
      tags: m.tags,
      location: m.location,
      privacy: m.privacy,
      scheduledAt: m.scheduledAt,
      publishedAt: m.publishedAt,
      likeCount: m.likeCount,
      commentCount: m.commentCount,
      correctMe: m.correctMe,
      createdAt: m.createdAt,
      updatedAt: m.updatedAt,
    })),
    stories: ownStories.map((story) => ({
      _id: story.id,
      image: story.image,
      text: story.text,
      background: story.background,
      caption: story.caption,
      privacy: story.privacy,
      viewsCount: story.viewsCount,
      createdAt: story.createdAt,
      expiresAt: story.expiresAt,
    })),
    comments: ownComments,
    momentCorrections: ownCorrections,
    likes: ownLikes,
    messages: ownMessages,
    chatFiles: chatFiles.map((f) => f.attachment),
    conversationPartners: partners,
    following,
    followers,
    blocked,
  };
}

/**
 * Deletes an account in one transaction and keeps every counter exact. The row stays as a
 * tombstone (decision 013): suspended (so every visibility rule hides it), anonymised, its e-mail
 * freed; messages the other member holds keep their sender, shown as "Deleted member".
 * Returns the image files (profile, moments, stories) to remove once the transaction has committed.
 */
export async function deleteAccount(db: Db, userId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ images: users.images })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) return [];
    const ownMoments = await tx
      .select({ id: moments.id, images: moments.images })
      .from(moments)
      .where(eq(moments.userId, userId));
    // Their stories (views of them go with them) and their views of others' stories, uncounted.
    const ownStories = await tx
      .delete(stories)
      .where(eq(stories.userId, userId))
      .returning({ image: stories.image });
    await tx.execute(sql`
      update ${stories} set views_count = greatest(views_count - 1, 0)
      where id in (select story_id from ${storyViews} where viewer_id = ${userId})`);
    await tx.delete(storyViews).where(eq(storyViews.viewerId, userId));

    // Follows both ways, with the other side's counter.
    await tx.execute(sql`
      update ${users} set followers_count = followers_count - 1
      where id in (select followee_id from ${follows} where follower_id = ${userId})`);
    await tx.execute(sql`
      update ${users} set following_count = following_count - 1
      where id in (select follower_id from ${follows} where followee_id = ${userId})`);
    await tx
      .delete(follows)
      .where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)));

    // Likes and (counted, i.e. not hidden) comments on other members' moments.
    await tx.execute(sql`
      update ${moments} set like_count = like_count - 1
      where id in (select moment_id from ${momentLikes} where user_id = ${userId})
        and user_id <> ${userId}`);
    await tx.execute(sql`
      update ${moments} m set comment_count = m.comment_count - c.n
      from (select moment_id, count(*)::int as n from ${momentComments}
            where user_id = ${userId} and hidden_at is null group by moment_id) c
      where m.id = c.moment_id and m.user_id <> ${userId}`);
    await tx.delete(momentLikes).where(eq(momentLikes.userId, userId));
    await tx.delete(momentComments).where(eq(momentComments.userId, userId));
    // Their corrections of others' moments, uncounted (PRODUCT §9.2).
    await tx.execute(sql`
      update ${moments} m set correction_count = m.correction_count - c.n
      from (select moment_id, count(*)::int as n from ${momentCorrections}
            where user_id = ${userId} group by moment_id) c
      where m.id = c.moment_id and m.user_id <> ${userId}`);
    await tx.delete(momentCorrections).where(eq(momentCorrections.userId, userId));
    // Their emoji reactions go too (PRODUCT §8.3); counts are computed, so nothing to adjust.
    await tx.delete(momentReactions).where(eq(momentReactions.userId, userId));
    await tx.delete(messageReactions).where(eq(messageReactions.userId, userId));

    // Profile visits the member paid count in the visited members' visitor numbers.
    await tx.execute(sql`
      update ${users} set visitors_count = visitors_count - 1
      where id in (select profile_id from ${profileVisits} where visitor_id = ${userId})
        and id <> ${userId}`);
    await tx
      .delete(profileVisits)
      .where(or(eq(profileVisits.visitorId, userId), eq(profileVisits.profileId, userId)));

    // Their moments (likes and comments on them go with them), blocks, own chat rows, sessions.
    await tx.delete(moments).where(eq(moments.userId, userId));
    await tx.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
    await tx.delete(conversations).where(eq(conversations.ownerId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    // Their learning days and streak reminder (PRODUCT §9.2).
    await tx.delete(learningDays).where(eq(learningDays.userId, userId));
    await tx.delete(streakReminders).where(eq(streakReminders.userId, userId));

    const now = new Date();
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        passwordHash: '!',
        name: 'Deleted member',
        gender: '',
        bio: '',
        birthYear: '',
        birthMonth: '',
        birthDay: '',
        location: null,
        images: [],
        preferredLanguage: null,
        level: null,
        timeZone: null,
        followersCount: 0,
        followingCount: 0,
        momentsCount: 0,
        visitorsCount: 0,
        emailDigest: false,
        suspendedAt: now,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    return [
      ...user.images,
      ...ownMoments.flatMap((m) => m.images),
      ...ownStories.flatMap((s) => (s.image ? [s.image] : [])),
    ];
  });
}
