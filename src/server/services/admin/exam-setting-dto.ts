import { examSettings } from '../../db/schema';
import type { ExamSettingDto } from './types';

type Row = typeof examSettings.$inferSelect;

export const toExamSettingDto = (r: Row): ExamSettingDto => ({
  id: r.id,
  examType: r.examType,
  subject: r.subject,
  level: r.level,
  isActive: r.isActive,
  questionsPerLevel: r.questionsPerLevel,
  timerMinutes: r.timerMinutes,
  shuffleQuestions: r.shuffleQuestions,
  updatedAt: r.updatedAt.toISOString(),
});
