import type { QuestionImage } from '../../../domain/diagrams';
/**
 * The admin API's response shapes: the contract between src/server/routes/admin and the admin
 * web feature (which imports these types only). Dates are ISO strings.
 */
import type { Difficulty, OptionKey, OptionMap } from '../../../domain/questions';

export type ExamSettingDto = {
  id: string;
  examType: string;
  subject: string;
  level: number;
  isActive: boolean;
  questionsPerLevel: number;
  timerMinutes: number;
  shuffleQuestions: boolean;
  updatedAt: string;
};

export type QuestionStatus = 'active' | 'pending' | 'inactive';

export type AdminQuestionDto = {
  id: string;
  examType: string;
  exams: string[];
  subject: string;
  level: number;
  topic: string | null;
  topicId: string | null;
  topicName: string | null;
  difficulty: Difficulty;
  questionText: string;
  options: OptionMap;
  correctAnswer: OptionKey;
  explanation: string | null;
  source: string;
  /** Why the generation checks doubt an AI question (domain/generation-flags REVIEW_FLAGS). */
  flags: string[];
  /** Its comprehension or cloze passage (issue 14), or null. */
  passage: { title: string; text: string; source: string | null } | null;
  /** Its diagram (issue 14 item 2), or null. */
  image: QuestionImage | null;
  isActive: boolean;
  pendingReview: boolean;
  createdAt: string;
};

export type QuestionTotals = { active: number; pending: number; inactive: number };

export type QuestionPageDto = {
  items: AdminQuestionDto[];
  total: number;
  page: number;
  pageSize: number;
  totals: QuestionTotals;
};

export type UploadReportDto = {
  inserted: number;
  /** Levels replaced, with the stored questions_per_level of each. */
  levels: { level: number; count: number; questionsPerLevel: number }[];
  rejectedCount: number;
  /** The first REJECTED_ROWS_SHOWN rejected rows. */
  rejected: { row: number; reason: string }[];
  message: string;
};

export type BlueprintDto = {
  id: string;
  examType: string;
  subject: string;
  totalQuestionsRealExam: number;
  totalTimeRealExam: number;
  perLevelOverride: Record<string, unknown> | null;
  /** Mock paper spread (issue 23): syllabus topic name → weight 0–100; null = every topic alike. */
  topicWeights: Record<string, number> | null;
  /** The exam × subject's syllabus topic names now (Topics tab), in name order. */
  topics: string[];
};

export type TopicDto = {
  id: string;
  examType: string;
  subject: string;
  topicName: string;
  description: string | null;
};

export type TopicPageDto = { items: TopicDto[]; total: number; page: number; pageSize: number };
