import type { Db } from '../db/client';

/**
 * What every service verb receives first, as `verb({ ctx, input })` (ADR 0012): the database
 * handle and the moment the request is decided at. Tests pass their own `now` to move time.
 */
export type Ctx = { db: Db; now: Date };

/** A signed-in caller: `userId` is the actor whose data the verb may read or change. */
export type UserCtx = Ctx & { userId: string };
