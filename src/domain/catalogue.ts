/**
 * Exams and subjects: canonical codes, the aliases the specs use, and display names
 * (spec: student-area §1, admin-and-public §3). Every alias is mapped here, once; the database
 * and the API only ever hold canonical codes.
 */

export type ExamInfo = {
  code: string;
  name: string;
  shortName: string;
  description: string;
  available: boolean;
};

export const EXAMS: readonly ExamInfo[] = [
  {
    code: 'jamb',
    name: 'JAMB UTME',
    shortName: 'JAMB',
    available: true,
    description: 'Unified Tertiary Matriculation Examination for university admission in Nigeria.',
  },
  {
    code: 'waec',
    name: 'WAEC SSCE',
    shortName: 'WAEC',
    available: true,
    description: 'West African Senior School Certificate Examination.',
  },
  {
    code: 'neco',
    name: 'NECO SSCE',
    shortName: 'NECO',
    available: true,
    description: 'National Examinations Council Senior School Certificate Examination.',
  },
  {
    code: 'toefl',
    name: 'TOEFL',
    shortName: 'TOEFL',
    available: false,
    description: 'Test of English as a Foreign Language.',
  },
  {
    code: 'gmat',
    name: 'GMAT',
    shortName: 'GMAT',
    available: false,
    description: 'Graduate Management Admission Test.',
  },
  {
    code: 'ielts',
    name: 'IELTS',
    shortName: 'IELTS',
    available: false,
    description: 'International English Language Testing System.',
  },
  {
    code: 'sat',
    name: 'SAT',
    shortName: 'SAT',
    available: false,
    description: 'US college admission test.',
  },
  {
    code: 'gre',
    name: 'GRE',
    shortName: 'GRE',
    available: false,
    description: 'Graduate Record Examinations.',
  },
  {
    code: 'cambridge-a-levels',
    name: 'Cambridge A-Levels',
    shortName: 'A-Levels',
    available: false,
    description: 'Cambridge International AS and A Level.',
  },
  {
    code: 'bece',
    name: 'BECE',
    shortName: 'BECE',
    available: false,
    description: 'Basic Education Certificate Examination.',
  },
  {
    code: 'post-utme',
    name: 'Post UTME',
    shortName: 'Post UTME',
    available: false,
    description: 'University screening after JAMB UTME.',
  },
  {
    code: 'jupeb',
    name: 'JUPEB',
    shortName: 'JUPEB',
    available: false,
    description: 'Joint Universities Preliminary Examinations Board.',
  },
  {
    code: 'act',
    name: 'ACT',
    shortName: 'ACT',
    available: false,
    description: 'US college readiness assessment.',
  },
  {
    code: 'ib-diploma',
    name: 'IB Diploma',
    shortName: 'IB',
    available: false,
    description: 'International Baccalaureate Diploma Programme.',
  },
];

export const AVAILABLE_EXAM_CODES = ['jamb', 'waec', 'neco'] as const;
export type AvailableExamCode = (typeof AVAILABLE_EXAM_CODES)[number];

export const SUBJECTS = [
  { code: 'mathematics', name: 'Mathematics' },
  { code: 'english', name: 'English Language' },
  { code: 'physics', name: 'Physics' },
  { code: 'chemistry', name: 'Chemistry' },
  { code: 'biology', name: 'Biology' },
  { code: 'economics', name: 'Economics' },
  { code: 'government', name: 'Government' },
  { code: 'literature', name: 'Literature' },
] as const;
export type SubjectCode = (typeof SUBJECTS)[number]['code'];

const EXAM_ALIASES: Record<string, string> = {
  'jamb-utme': 'jamb',
  utme: 'jamb',
  'waec-ssce': 'waec',
  'neco-ssce': 'neco',
};

const SUBJECT_ALIASES: Record<string, SubjectCode> = {
  'english-language': 'english',
  'use-of-english': 'english',
  maths: 'mathematics',
  math: 'mathematics',
  'literature-in-english': 'literature',
};

/** Lower-case, trim, and turn runs of spaces/underscores into single hyphens. */
export function slugify(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-');
}

/** Canonical exam code for any alias (`JAMB`, `jamb-utme`, `JAMB UTME`…), or null if unknown. */
export function toExamCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const slug = slugify(value);
  const code = EXAM_ALIASES[slug] ?? slug;
  return EXAMS.some((e) => e.code === code) ? code : null;
}

/** Canonical code of an exam students can practise now (jamb, waec, neco), or null. */
export function toAvailableExamCode(value: string | null | undefined): AvailableExamCode | null {
  const code = toExamCode(value);
  return (AVAILABLE_EXAM_CODES as readonly string[]).includes(code ?? '')
    ? (code as AvailableExamCode)
    : null;
}

/** Canonical subject code for any alias (`English Language`, `english-language`…), or null. */
export function toSubjectCode(value: string | null | undefined): SubjectCode | null {
  if (!value) return null;
  const slug = slugify(value);
  const code = SUBJECT_ALIASES[slug] ?? slug;
  return SUBJECTS.some((s) => s.code === code) ? (code as SubjectCode) : null;
}

const EXAM_LABELS: Record<string, string> = {
  jamb: 'JAMB UTME',
  waec: 'WAEC SSCE',
  neco: 'NECO SSCE',
  toefl: 'TOEFL',
  gmat: 'GMAT',
  ielts: 'IELTS',
};

/**
 * Exam label for results, headers and progress (spec §1): the six listed codes by table, any
 * other code upper-cased with hyphens as spaces and a space before UTME/SSCE. (The exam picker
 * shows `EXAMS[].name` instead.)
 */
export function examDisplayName(value: string): string {
  const known = EXAM_LABELS[toExamCode(value) ?? ''];
  if (known) return known;
  return value
    .toUpperCase()
    .replace(/-/g, ' ')
    .replace(/(\S)(UTME|SSCE)\b/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Admin-facing short exam label (admin spec §3): JAMB, WAEC, NECO. */
export function examShortName(value: string): string {
  const code = toExamCode(value);
  return EXAMS.find((e) => e.code === code)?.shortName ?? examDisplayName(value);
}

/** Subject label (spec §1): known codes by table, others split on hyphens and capitalised. */
export function subjectDisplayName(value: string): string {
  const code = toSubjectCode(value);
  const known = SUBJECTS.find((s) => s.code === code);
  if (known) return known.name;
  return value
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}
