import {
  AVAILABLE_EXAM_CODES,
  examShortName,
  SUBJECTS,
  subjectDisplayName,
} from '../../../../domain/catalogue';
import { MAX_LEVEL } from '../../../../domain/constants';
import { DIFFICULTIES, OPTION_KEYS } from '../../../../domain/questions';
import type { SelectOption } from '../../../components/ui/select';

/** Choices shared by the admin forms and filters; values are the API's canonical codes. */
export const EXAM_OPTIONS: SelectOption[] = AVAILABLE_EXAM_CODES.map((code) => ({
  value: code,
  label: examShortName(code),
}));
/** Filters also list the other exams the question bank may hold (spec §2: TOEFL, GRE, SAT). */
export const FILTER_EXAM_OPTIONS: SelectOption[] = [
  ...EXAM_OPTIONS,
  ...['toefl', 'gre', 'sat'].map((code) => ({ value: code, label: examShortName(code) })),
];
export const SUBJECT_OPTIONS: SelectOption[] = SUBJECTS.map((s) => ({
  value: s.code,
  label: s.name,
}));
export const LEVEL_OPTIONS: SelectOption[] = Array.from({ length: MAX_LEVEL }, (_, i) => ({
  value: String(i + 1),
  label: `Level ${i + 1}`,
}));
export const DIFFICULTY_OPTIONS: SelectOption[] = DIFFICULTIES.map((d) => ({
  value: d,
  label: d.charAt(0).toUpperCase() + d.slice(1),
}));
export const ANSWER_OPTIONS: SelectOption[] = OPTION_KEYS.map((k) => ({ value: k, label: k }));

/** "JAMB · Mathematics · Level 3" */
export const examLabel = (examType: string, subject: string, level?: number) =>
  [
    examShortName(examType),
    subjectDisplayName(subject),
    level !== undefined ? `Level ${level}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
