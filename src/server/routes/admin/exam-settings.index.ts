import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { examSettingCreateSchema, examSettingPatchSchema } from '../../../domain/admin-rules';
import { createExamSetting } from '../../services/admin/create-exam-setting';
import { listExamSettings } from '../../services/admin/list-exam-settings';
import { updateExamSetting } from '../../services/admin/update-exam-setting';
import { ctxOf } from '../../http/ctx-of';
import { idParam, validate } from '../../http/validate';

/** Settings tab: /api/admin/exam-settings. */
export const examSettingRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listExamSettings({ ctx: ctxOf(c) })))
  .post('/', validate('json', examSettingCreateSchema), async (c) =>
    c.json(await createExamSetting({ ctx: ctxOf(c), input: c.req.valid('json') }), 201),
  )
  .patch('/:id', validate('json', examSettingPatchSchema), async (c) =>
    c.json(
      await updateExamSetting({
        ctx: ctxOf(c),
        input: { id: idParam(c, 'exam setting'), patch: c.req.valid('json') },
      }),
    ),
  );
