import { examDisplayName, subjectDisplayName } from '../../../domain/catalogue';
import {
  DISPLAY_STATUS_LABELS,
  displayStatus,
  type CompetitionStatus,
  type DisplayStatus,
} from '../../../domain/competitions';
import { toTimes } from './competition-rows';

/** What every view of a competition shows, students' cards and the admin's list alike. */
export type CompetitionSummary = {
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
  startTime: string;
  endTime: string;
  registrationDeadline: string | null;
  durationMinutes: number;
  questionCount: number;
  /** Null: unlimited. */
  maxParticipants: number | null;
  participantCount: number;
  /** Integer kobo; show with formatNaira (domain/money). */
  entryFeeKobo: number;
  prizePoolKobo: number;
  /** The lowest score (percent) that wins a prize; null: any score in the top places wins. */
  prizeMinScore: number | null;
};

/** A stored competition with its question and participant counts. */
type CountedRow = Omit<
  CompetitionSummary,
  | 'examName'
  | 'subjectName'
  | 'displayStatus'
  | 'statusLabel'
  | 'startTime'
  | 'endTime'
  | 'registrationDeadline'
> & {
  startTime: string | Date;
  endTime: string | Date;
  registrationDeadline: string | Date | null;
  completedAt: string | Date | null;
};

export function competitionSummary(row: CountedRow, now: Date): CompetitionSummary {
  const times = toTimes(row);
  const shown = displayStatus(times, now);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    examType: row.examType,
    examName: examDisplayName(row.examType),
    subject: row.subject,
    subjectName: subjectDisplayName(row.subject),
    status: row.status,
    displayStatus: shown,
    statusLabel: DISPLAY_STATUS_LABELS[shown],
    startTime: times.startTime.toISOString(),
    endTime: times.endTime.toISOString(),
    registrationDeadline: times.registrationDeadline?.toISOString() ?? null,
    durationMinutes: row.durationMinutes,
    questionCount: row.questionCount,
    maxParticipants: row.maxParticipants,
    participantCount: row.participantCount,
    entryFeeKobo: row.entryFeeKobo,
    prizePoolKobo: row.prizePoolKobo,
    prizeMinScore: row.prizeMinScore,
  };
}
