import {
  BUTTON_LABELS,
  competitionButton,
  competitionTab,
  DISPLAY_STATUS_LABELS,
  displayStatus,
  registrationClosesAt,
  type CompetitionButton,
  type CompetitionStatus,
  type CompetitionTab,
  type DisplayStatus,
} from '../../../domain/competitions';
import { examDisplayName, subjectDisplayName } from '../../../domain/catalogue';
import { acceptsAnswers } from '../../../domain/quiz';
import { toTimes } from './competition-rows';
import type { PublicCompetition } from './public-competitions';

/** The caller's entry in a competition, as a card or the run screen needs it. */
export type EntrySummary = {
  attemptId: string;
  /** in_progress: resume it; overdue: past its deadline + grace, submit it; completed: results. */
  status: 'in_progress' | 'overdue' | 'completed';
  deadlineAt: string;
  score: number | null;
  timeTaken: number | null;
};

/** One competition as the student screens show it (student §2, issue 12 item 1). */
export type CompetitionCard = {
  id: string;
  title: string;
  description: string | null;
  examType: string;
  examName: string;
  subject: string;
  subjectName: string;
  /** Stored status. */
  status: CompetitionStatus;
  /** From the server's clock (§4). */
  displayStatus: DisplayStatus;
  statusLabel: string;
  /** The tab it is listed under; null: in none. */
  tab: CompetitionTab | null;
  startTime: string;
  endTime: string;
  registrationDeadline: string | null;
  /** The deadline, or the start when there is none. */
  registrationClosesAt: string;
  durationMinutes: number;
  questionCount: number;
  /** Null: unlimited. */
  maxParticipants: number | null;
  participantCount: number;
  /** Integer kobo; show with formatNaira (domain/money). */
  entryFeeKobo: number;
  prizePoolKobo: number;
  /** The lowest score (percent) that wins a prize; null: none (domain/competition-prizes). */
  prizeMinScore: number | null;
  registered: boolean;
  button: CompetitionButton;
  buttonLabel: string;
  entry: EntrySummary | null;
};

export type UserEntryRow = {
  competitionId: string;
  attemptId: string | null;
  deadlineAt: string | null;
  completedAt: string | null;
  score: number | null;
  timeTaken: number | null;
};

export function entrySummary(row: UserEntryRow | undefined, now: Date): EntrySummary | null {
  if (!row?.attemptId || !row.deadlineAt) return null;
  const status = row.completedAt
    ? 'completed'
    : acceptsAnswers(new Date(row.deadlineAt), now)
      ? 'in_progress'
      : 'overdue';
  return {
    attemptId: row.attemptId,
    status,
    deadlineAt: new Date(row.deadlineAt).toISOString(),
    score: row.completedAt ? row.score : null,
    timeTaken: row.completedAt ? row.timeTaken : null,
  };
}

export function competitionCard(
  c: PublicCompetition,
  mine: UserEntryRow | undefined,
  now: Date,
): CompetitionCard {
  const times = toTimes(c);
  const registered = mine !== undefined;
  const button = competitionButton(times, registered, now, c);
  const shown = displayStatus(times, now);
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    examType: c.examType,
    examName: examDisplayName(c.examType),
    subject: c.subject,
    subjectName: subjectDisplayName(c.subject),
    status: c.status,
    displayStatus: shown,
    statusLabel: DISPLAY_STATUS_LABELS[shown],
    tab: competitionTab(times, now),
    startTime: times.startTime.toISOString(),
    endTime: times.endTime.toISOString(),
    registrationDeadline: times.registrationDeadline?.toISOString() ?? null,
    registrationClosesAt: registrationClosesAt(times).toISOString(),
    durationMinutes: c.durationMinutes,
    questionCount: c.questionCount,
    maxParticipants: c.maxParticipants,
    participantCount: c.participantCount,
    entryFeeKobo: c.entryFeeKobo,
    prizePoolKobo: c.prizePoolKobo,
    prizeMinScore: c.prizeMinScore,
    registered,
    button,
    buttonLabel: BUTTON_LABELS[button],
    entry: entrySummary(mine, now),
  };
}
