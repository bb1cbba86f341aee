import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/app-env';
import { AppError, errorBody } from '../../lib/errors';
import { ctxOf } from '../../http/ctx-of';
import { validateForm } from '../../http/validate';
import { DIAGRAM_MESSAGES, MAX_DIAGRAM_UPLOAD_BYTES } from '../../../domain/diagrams';
import { uploadDiagram } from '../../services/diagrams/diagram-store';

export const DIAGRAM_UPLOAD_PATH = '/api/admin/images';

const imageForm = validateForm((form) => {
  const file = form.file;
  if (!(file instanceof File) || file.size === 0)
    throw new AppError('VALIDATION_FAILED', DIAGRAM_MESSAGES.notAnImage, {
      file: DIAGRAM_MESSAGES.notAnImage,
    });
  if (file.size > MAX_DIAGRAM_UPLOAD_BYTES)
    throw new AppError('VALIDATION_FAILED', DIAGRAM_MESSAGES.tooLarge, {
      file: DIAGRAM_MESSAGES.tooLarge,
    });
  return { file };
});

/** POST /api/admin/images (multipart `file`): a diagram for the question form (ADR 0029). */
export const adminImageRoutes = new Hono<AppEnv>().post(
  '/',
  bodyLimit({
    maxSize: MAX_DIAGRAM_UPLOAD_BYTES + 64 * 1024,
    onError: (c) =>
      c.json(
        errorBody('PAYLOAD_TOO_LARGE', DIAGRAM_MESSAGES.tooLarge, {
          file: DIAGRAM_MESSAGES.tooLarge,
        }),
        413,
      ),
  }),
  imageForm,
  async (c) => {
    const { file } = c.req.valid('form');
    const bytes = new Uint8Array(await file.arrayBuffer());
    return c.json(await uploadDiagram({ ctx: ctxOf(c), input: { bytes } }), 201);
  },
);
