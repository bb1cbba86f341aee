import type { CompetitionStatus, CompetitionTimes } from '../../../domain/competitions';

/** A competition's dates as a statement's JSON has them (ISO text). */
export type CompetitionTimesJson = {
  status: CompetitionStatus;
  startTime: string;
  endTime: string;
  registrationDeadline: string | null;
  completedAt: string | null;
};

const date = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const maybe = (v: string | Date | null) => (v === null ? null : date(v));

/** The rules' view of a competition's dates, from JSON or from a Drizzle row. */
export function toTimes(c: {
  status: CompetitionStatus;
  startTime: string | Date;
  endTime: string | Date;
  registrationDeadline: string | Date | null;
  completedAt: string | Date | null;
}): CompetitionTimes {
  return {
    status: c.status,
    startTime: date(c.startTime),
    endTime: date(c.endTime),
    registrationDeadline: maybe(c.registrationDeadline),
    completedAt: maybe(c.completedAt),
  };
}
