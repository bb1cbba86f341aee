import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod/mini';
import type { AppEnv } from '../../http/app-env';
import { AppError, errorBody } from '../../lib/errors';
import { userCtxOf } from '../../http/ctx-of';
import { parseOrThrow, validate, validateForm } from '../../http/validate';
import {
  COMPETITION_CSV_MAX_BYTES,
  COMPETITION_FORM_MESSAGES,
  competitionDetailsSchema,
  createCompetitionSchema,
  isCompetitionCsvFile,
} from '../../../domain/competition-form';
import { COMPETITION_MESSAGES } from '../../../domain/competitions';
import { listAdminCompetitions } from '../../services/competitions/admin-competitions';
import {
  createCompetition,
  createCompetitionFromCsv,
} from '../../services/competitions/create-competition';
import { deleteCompetition } from '../../services/competitions/delete-competition';
import {
  exportCompetitionResults,
  getCompetitionResults,
} from '../../services/competitions/get-competition-results';
import {
  setCompetitionStatus,
  type StatusAction,
} from '../../services/competitions/set-competition-status';
import { decodeCsv } from '../../services/questions/upload-questions';

/** The competition CSV route has its own body cap (the app's default is 64 KB). */
export const COMPETITION_CSV_PATH = '/api/admin/competitions/csv';
const CSV_BODY_LIMIT = COMPETITION_CSV_MAX_BYTES + 256 * 1024;

const params = z.object({ id: z.string().check(z.uuid(COMPETITION_MESSAGES.notFound)) });

/** Multipart: `details` (the form as JSON text, as POST / takes it) and `file` (the CSV). */
const csvForm = validateForm((form) => {
  let details: unknown;
  try {
    details = JSON.parse(typeof form.details === 'string' ? form.details : '');
  } catch {
    throw new AppError('VALIDATION_FAILED', COMPETITION_FORM_MESSAGES.details, {
      details: COMPETITION_FORM_MESSAGES.details,
    });
  }
  const file = form.file;
  if (!(file instanceof File) || !isCompetitionCsvFile(file))
    throw new AppError('VALIDATION_FAILED', COMPETITION_MESSAGES.invalidFile, {
      file: COMPETITION_MESSAGES.invalidFile,
    });
  return { details: parseOrThrow(competitionDetailsSchema, details), file };
});

/** POST /:id/<action>: one handler for activate, complete and cancel. */
const setStatus = (action: StatusAction) =>
  createFactory<AppEnv>().createHandlers(validate('param', params), async (c) =>
    c.json(
      await setCompetitionStatus({
        ctx: userCtxOf(c),
        input: { competitionId: c.req.valid('param').id, action },
      }),
    ),
  );

/**
 * The Compete tab (admin §2, §4, §5, §8; issue 12 items 6–7), admin-only through the admin
 * router: list, create (by hand, from the bank, or by CSV), activate / complete / cancel,
 * delete, and each competition's results (JSON and CSV).
 */
export const adminCompetitionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listAdminCompetitions({ ctx: userCtxOf(c) })))
  .post('/', validate('json', createCompetitionSchema), async (c) =>
    c.json(await createCompetition({ ctx: userCtxOf(c), input: c.req.valid('json') }), 201),
  )
  .post(
    '/csv',
    bodyLimit({
      maxSize: CSV_BODY_LIMIT,
      onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', COMPETITION_MESSAGES.invalidFile), 413),
    }),
    csvForm,
    async (c) => {
      const { details, file } = c.req.valid('form');
      const text = decodeCsv(new Uint8Array(await file.arrayBuffer()));
      return c.json(
        await createCompetitionFromCsv({ ctx: userCtxOf(c), input: { details, text } }),
        201,
      );
    },
  )
  .post('/:id/activate', ...setStatus('activate'))
  .post('/:id/complete', ...setStatus('complete'))
  .post('/:id/cancel', ...setStatus('cancel'))
  .delete('/:id', validate('param', params), async (c) =>
    c.json(
      await deleteCompetition({
        ctx: userCtxOf(c),
        input: { competitionId: c.req.valid('param').id },
      }),
    ),
  )
  .get('/:id/results', validate('param', params), async (c) =>
    c.json(
      await getCompetitionResults({
        ctx: userCtxOf(c),
        input: { competitionId: c.req.valid('param').id },
      }),
    ),
  )
  .get('/:id/results/export', validate('param', params), async (c) => {
    const { fileName, csv } = await exportCompetitionResults({
      ctx: userCtxOf(c),
      input: { competitionId: c.req.valid('param').id },
    });
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    });
  });
