import { examBlueprints } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { BlueprintDto } from './types';

type Row = typeof examBlueprints.$inferSelect;

export const toBlueprintDto = (r: Row): BlueprintDto => ({
  id: r.id,
  examType: r.examType,
  subject: r.subject,
  totalQuestionsRealExam: r.totalQuestionsRealExam,
  totalTimeRealExam: r.totalTimeRealExam,
  perLevelOverride: r.perLevelOverride ?? null,
});

export const blueprintNotFound = () => new AppError('NOT_FOUND', 'No such blueprint.');
