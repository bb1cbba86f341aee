import { and, eq, gt, inArray, lte, sql, type SQLWrapper } from 'drizzle-orm';
import { notifications, profiles, subscriptions } from '../../db/schema';
import { EXPIRY_WARNING_DAYS, daysLeft, formatPremiumDate } from '../../../domain/entitlements';
import type { Ctx } from '../context';
import { getPlanLevels } from '../practice/level-offers';

const DAY_MS = 86_400_000;
const notFor = (marker: SQLWrapper) => sql`${marker} is distinct from ${subscriptions.endsAt}`;
/** An end older than this gets no "has ended" notice (e.g. the first run after a long outage). */
const ENDED_NOTICE_WINDOW_DAYS = 7;

/**
 * The premium notices under the bell (issue 11): one when an active subscription is within
 * three days of its end, one when it has ended. Run periodically by every server process: each
 * notice is claimed by marking the subscription with the end date it is for (`expiry_warned_for`,
 * `expiry_notified_for`) in the same transaction that writes it, and the claim's condition is
 * re-checked under the row lock, so several processes (or runs) write each notice once. An
 * extension moves the end, and the next end gets its own notices. Expiry itself needs no job:
 * the premium rule compares the end with the time of each request.
 */
export async function notifyPremiumExpiry({
  ctx,
}: {
  ctx: Ctx;
}): Promise<{ warned: number; ended: number }> {
  const { now } = ctx;
  const { premiumText } = await getPlanLevels({ ctx });
  // What a student keeps or loses, as the bank holds it today (issue 20).
  const keep = premiumText
    ? `Renew on the Subscription page to keep Premium's levels (${premiumText.replace(/^Premium opens /, '')}) and competitions.`
    : 'Renew on the Subscription page to keep competitions and detailed analytics.';
  const lost = premiumText
    ? "Premium's levels and competitions are locked again"
    : 'Competitions and detailed analytics are locked again';
  return ctx.db.transaction(async (tx) => {
    const s = subscriptions;
    const warned = await tx
      .update(s)
      .set({ expiryWarnedFor: sql`${s.endsAt}` })
      .where(
        and(
          eq(s.status, 'active'),
          gt(s.endsAt, now),
          lte(s.endsAt, new Date(now.getTime() + EXPIRY_WARNING_DAYS * DAY_MS)),
          notFor(s.expiryWarnedFor),
        ),
      )
      .returning({ userId: s.userId, endsAt: s.endsAt });
    const ended = await tx
      .update(s)
      .set({ expiryNotifiedFor: sql`${s.endsAt}` })
      .where(
        and(
          eq(s.status, 'active'),
          lte(s.endsAt, now),
          gt(s.endsAt, new Date(now.getTime() - ENDED_NOTICE_WINDOW_DAYS * DAY_MS)),
          notFor(s.expiryNotifiedFor),
        ),
      )
      .returning({ userId: s.userId, endsAt: s.endsAt });
    if (!warned.length && !ended.length) return { warned: 0, ended: 0 };

    const zones = new Map(
      (
        await tx
          .select({ id: profiles.id, timeZone: profiles.timeZone })
          .from(profiles)
          .where(
            inArray(
              profiles.id,
              [...warned, ...ended].map((r) => r.userId),
            ),
          )
      ).map((p) => [p.id, p.timeZone]),
    );
    const day = (r: { userId: string; endsAt: Date }) =>
      formatPremiumDate(r.endsAt, zones.get(r.userId));
    await tx.insert(notifications).values([
      ...warned.map((r) => {
        const left = daysLeft(r.endsAt, now);
        return {
          userId: r.userId,
          type: 'subscription' as const,
          title: `Premium ends in ${left} ${left === 1 ? 'day' : 'days'}`,
          description: `Your Premium ends on ${day(r)}. ${keep}`,
          createdAt: now,
        };
      }),
      ...ended.map((r) => ({
        userId: r.userId,
        type: 'subscription' as const,
        title: 'Premium has ended',
        description: `Your Premium ended on ${day(r)}. ${lost}; your progress is kept. Renew any time.`,
        createdAt: now,
      })),
    ]);
    return { warned: warned.length, ended: ended.length };
  });
}
