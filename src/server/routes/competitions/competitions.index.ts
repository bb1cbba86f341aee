import { Hono } from 'hono';
import * as z from 'zod/mini';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-middleware';
import { userCtxOf } from '../../http/ctx-of';
import { validate } from '../../http/validate';
import { COMPETITION_MESSAGES } from '../../../domain/competitions';
import { countTabSwitch } from '../../services/competitions/count-tab-switch';
import { enterCompetition } from '../../services/competitions/enter-competition';
import { getCompetition } from '../../services/competitions/get-competition';
import { getStandings } from '../../services/competitions/get-standings';
import { listCompetitions } from '../../services/competitions/list-competitions';
import { readEntry } from '../../services/competitions/read-entry';
import { registerForCompetition } from '../../services/competitions/register';
import { competitionEntry } from '../../services/competitions/competition-kind';
import { submittedEntry } from '../../services/competitions/entry-views';
import { attemptParams, attemptRoutes } from '../attempts/attempt-routes';

const competitionParams = z.object({ id: z.string().check(z.uuid(COMPETITION_MESSAGES.notFound)) });
const pageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
});

/**
 * Student competitions (issue 12; student §2, §4, §5): the list with its tabs, one competition,
 * registration, the entry (an attempt of the competition kind: start or resume, autosave,
 * submit, tab switches), the live leaderboard and the results table. Every route needs premium
 * (PREMIUM_REQUIRED: the web shows the gate) except those of an entry already started.
 */
export const competitionRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) => c.json(await listCompetitions({ ctx: userCtxOf(c) })))
  .get('/:id', validate('param', competitionParams), async (c) =>
    c.json(
      await getCompetition({
        ctx: userCtxOf(c),
        input: { competitionId: c.req.valid('param').id },
      }),
    ),
  )
  .post('/:id/register', validate('param', competitionParams), async (c) => {
    const input = { competitionId: c.req.valid('param').id };
    return c.json(await registerForCompetition({ ctx: userCtxOf(c), input }), 201);
  })
  .post('/:id/entry', validate('param', competitionParams), async (c) => {
    const input = { competitionId: c.req.valid('param').id };
    return c.json(await enterCompetition({ ctx: userCtxOf(c), input }), 201);
  })
  .get('/:id/entry', validate('param', competitionParams), async (c) =>
    c.json(
      await readEntry({ ctx: userCtxOf(c), input: { competitionId: c.req.valid('param').id } }),
    ),
  )
  .get('/:id/leaderboard', validate('param', competitionParams), async (c) =>
    c.json(
      await getStandings({ ctx: userCtxOf(c), input: { competitionId: c.req.valid('param').id } }),
    ),
  )
  .get(
    '/:id/results',
    validate('param', competitionParams),
    validate('query', pageQuery),
    async (c) => {
      const input = { competitionId: c.req.valid('param').id, ...c.req.valid('query') };
      return c.json(await getStandings({ ctx: userCtxOf(c), input }));
    },
  )
  // An entry by its attempt id: read, autosave, submit. Its submit and a submitted entry's read
  // answer with the score only: the review waits for the reveal (GET /:id/entry).
  .route('/entries', attemptRoutes({ kind: competitionEntry, result: submittedEntry }))
  .post('/entries/:id/switches', validate('param', attemptParams), async (c) => {
    const input = { attemptId: c.req.valid('param').id };
    return c.json(await countTabSwitch({ ctx: userCtxOf(c), input }));
  });
