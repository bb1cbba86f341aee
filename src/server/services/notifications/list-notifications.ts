import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { notifications, profiles, subjectUpdates, userProgress } from '../../db/schema';
import { examShortName, subjectDisplayName } from '../../../domain/catalogue';
import type { UserCtx } from '../context';
import type { NotificationItem } from './notifications';

/** At most this many notifications in the bell, of both kinds together (issue 10). */
export const NOTIFICATIONS_SHOWN = 50;

type SubjectUpdate = {
  id: string;
  examType: string;
  subject: string;
  questionCount: number;
  createdAt: Date;
};

/**
 * The caller's latest notifications, newest first: their own rows (achievement, level,
 * competition, subscription) merged with the questions published since they started practising
 * each subject they have completed a level in. Subject updates are one row per subject per
 * publishing statement, read here at query time, so publishing never writes a row per student;
 * one is read once it is no newer than the moment the bell was last opened. Read-only.
 */
export async function listNotifications({ ctx }: { ctx: UserCtx }): Promise<NotificationItem[]> {
  const { db, userId } = ctx;
  const [rows, updates, [profile]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_SHOWN),
    subjectUpdatesFor(ctx),
    db
      .select({ seenAt: profiles.notificationsSeenAt })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .limit(1),
  ]);
  const seenAt = profile?.seenAt ?? null;
  const items = [
    ...rows.map((r) => ({
      at: r.createdAt,
      item: {
        id: r.id,
        type: r.type,
        title: r.title,
        description: r.description,
        createdAt: r.createdAt.toISOString(),
        read: r.readAt !== null,
      } satisfies NotificationItem,
    })),
    ...updates.map((u) => ({
      at: u.createdAt,
      item: {
        id: u.id,
        type: 'subject',
        title: `New questions in ${examShortName(u.examType)} ${subjectDisplayName(u.subject)}`,
        description: `${u.questionCount} new question${u.questionCount === 1 ? '' : 's'} published.`,
        createdAt: u.createdAt.toISOString(),
        read: seenAt !== null && u.createdAt <= seenAt,
      } satisfies NotificationItem,
    })),
  ];
  return items
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, NOTIFICATIONS_SHOWN)
    .map((x) => x.item);
}

/**
 * The latest subject updates of every exam subject the caller has completed a level in, newer
 * than their first progress row in it. Bounded: at most NOTIFICATIONS_SHOWN per subject, each a
 * backward range of the (exam_type, subject, created_at) index.
 */
async function subjectUpdatesFor({ db, userId }: UserCtx): Promise<SubjectUpdate[]> {
  const p = userProgress;
  const su = subjectUpdates;
  const practised = db
    .select({
      examType: p.examType,
      subject: p.subject,
      since: sql<Date>`min(${p.createdAt})`.as('since'),
    })
    .from(p)
    .where(eq(p.userId, userId))
    .groupBy(p.examType, p.subject)
    .having(sql`bool_or(${p.completed})`)
    .as('practised');
  const latest = db
    .select({
      id: su.id,
      examType: su.examType,
      subject: su.subject,
      questionCount: su.questionCount,
      createdAt: su.createdAt,
    })
    .from(su)
    .where(
      and(
        eq(su.examType, practised.examType),
        eq(su.subject, practised.subject),
        gt(su.createdAt, practised.since),
      ),
    )
    .orderBy(desc(su.createdAt))
    .limit(NOTIFICATIONS_SHOWN)
    .as('latest');
  const rows = await db
    .select({
      id: latest.id,
      examType: latest.examType,
      subject: latest.subject,
      questionCount: latest.questionCount,
      createdAt: latest.createdAt,
    })
    .from(practised)
    .crossJoinLateral(latest)
    .orderBy(desc(latest.createdAt))
    .limit(NOTIFICATIONS_SHOWN);
  // A subquery's timestamp may come back as text, whichever driver: make it a Date either way.
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
}
