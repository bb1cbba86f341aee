import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { examSettingCreateSchema, examSettingPatchSchema } from '../../../domain/admin-rules';
import {
  createExamSetting,
  listExamSettings,
  updateExamSetting,
} from '../../services/admin/exam-settings';
import { idParam, validate } from '../../lib/validate';

/** Settings tab: /api/admin/exam-settings. */
export const examSettingRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listExamSettings({ db: c.var.deps.db })))
  .post('/', validate('json', examSettingCreateSchema), async (c) =>
    c.json(await createExamSetting({ db: c.var.deps.db, input: c.req.valid('json') }), 201),
  )
  .patch('/:id', validate('json', examSettingPatchSchema), async (c) =>
    c.json(
      await updateExamSetting({
        db: c.var.deps.db,
        input: { id: idParam(c, 'exam setting'), patch: c.req.valid('json') },
      }),
    ),
  );
