import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/app-env';
import { AppError, errorBody } from '../../lib/errors';
import {
  activeToggleSchema,
  pendingQuerySchema,
  approveUnflaggedSchema,
  questionFilterSchema,
} from '../../../domain/admin-rules';
import { itemStatsListQuerySchema } from '../../../domain/item-stats';
import { questionInputSchema } from '../../../domain/question-rules';
import { checkUploadForm } from '../../../domain/upload-form';
import { approveQuestion, approveUnflagged } from '../../services/questions/approve-question';
import { createQuestion } from '../../services/questions/create-question';
import { deleteQuestion } from '../../services/questions/delete-question';
import { exportQuestions } from '../../services/questions/export-questions';
import { listPendingQuestions } from '../../services/questions/list-pending-questions';
import { listQuestionsWithStats } from '../../services/questions/item-stats';
import { setQuestionActive } from '../../services/questions/set-question-active';
import { updateQuestion } from '../../services/questions/update-question';
import { previewUpload, uploadQuestions } from '../../services/questions/upload-questions';
import { ctxOf } from '../../http/ctx-of';
import { idParam, validate, validateForm } from '../../http/validate';

/** The upload route's own body cap (the file may be 10 MB, plus the form around it). */
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;
export const UPLOAD_PATH = '/api/admin/questions/upload';

const uploadForm = validateForm((form) => {
  const checked = checkUploadForm<File>(form);
  if (!checked.ok)
    throw new AppError('VALIDATION_FAILED', checked.error, { [checked.field]: checked.error });
  return checked.value;
});

const uploadBodyLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT,
  onError: (c) =>
    c.json(
      errorBody('PAYLOAD_TOO_LARGE', 'The upload is too large (the file may be at most 10 MB).'),
      413,
    ),
});

/** Upload, Manage and Review tabs: /api/admin/questions. */
export const questionRoutes = new Hono<AppEnv>()
  .get('/', validate('query', itemStatsListQuerySchema), async (c) =>
    c.json(await listQuestionsWithStats({ ctx: ctxOf(c), input: c.req.valid('query') })),
  )
  .get('/export', validate('query', questionFilterSchema), async (c) => {
    const { fileName, csv } = await exportQuestions({
      ctx: ctxOf(c),
      input: c.req.valid('query'),
    });
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    });
  })
  .get('/pending', validate('query', pendingQuerySchema), async (c) =>
    c.json(await listPendingQuestions({ ctx: ctxOf(c), input: c.req.valid('query') })),
  )
  .post('/upload', uploadBodyLimit, uploadForm, async (c) => {
    const { file, ...form } = c.req.valid('form');
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await uploadQuestions({ ctx: ctxOf(c), input: { ...form, file: { bytes } } }));
  })
  // The same form, read only: what the upload would replace, and near-duplicate rows.
  .post('/upload/preview', uploadBodyLimit, uploadForm, async (c) => {
    const { file, ...form } = c.req.valid('form');
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await previewUpload({ ctx: ctxOf(c), input: { ...form, file: { bytes } } }));
  })
  .post('/', validate('json', questionInputSchema), async (c) =>
    c.json(await createQuestion({ ctx: ctxOf(c), input: c.req.valid('json') }), 201),
  )
  .patch('/:id', validate('json', questionInputSchema), async (c) =>
    c.json(
      await updateQuestion({
        ctx: ctxOf(c),
        input: { id: idParam(c, 'question'), question: c.req.valid('json') },
      }),
    ),
  )
  .post('/approve-unflagged', validate('json', approveUnflaggedSchema), async (c) =>
    c.json(await approveUnflagged({ ctx: ctxOf(c), input: c.req.valid('json') })),
  )
  .post('/:id/approve', async (c) =>
    c.json(await approveQuestion({ ctx: ctxOf(c), input: { id: idParam(c, 'question') } })),
  )
  .post('/:id/active', validate('json', activeToggleSchema), async (c) =>
    c.json(
      await setQuestionActive({
        ctx: ctxOf(c),
        input: { id: idParam(c, 'question'), isActive: c.req.valid('json').isActive },
      }),
    ),
  )
  .delete('/:id', async (c) => {
    await deleteQuestion({ ctx: ctxOf(c), input: { id: idParam(c, 'question') } });
    return c.body(null, 204);
  });
