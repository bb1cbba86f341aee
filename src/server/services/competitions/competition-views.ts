import {
  BUTTON_LABELS,
  competitionButton,
  competitionTab,
  registrationClosesAt,
  type CompetitionButton,
  type CompetitionTab,
} from '../../../domain/competitions';
import { acceptsAnswers } from '../../../domain/quiz';
import { toTimes } from './competition-rows';
import { competitionSummary, type CompetitionSummary } from './competition-summary';
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
export type CompetitionCard = CompetitionSummary & {
  /** The tab it is listed under; null: in none. */
  tab: CompetitionTab | null;
  /** The deadline, or the start when there is none. */
  registrationClosesAt: string;
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
  return {
    ...competitionSummary(c, now),
    tab: competitionTab(times, now),
    registrationClosesAt: registrationClosesAt(times).toISOString(),
    registered,
    button,
    buttonLabel: BUTTON_LABELS[button],
    entry: entrySummary(mine, now),
  };
}
