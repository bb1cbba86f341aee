import { SUBMIT_GRACE_SECONDS } from './quiz';

/**
 * Competitions (student-area §4, §5, §8, §9; admin-and-public §4; issue 12; ADR 0023): display
 * status and tabs from the server's clock, who may register and enter and with which text, the
 * entry's deadline, when answers may be shown, the buttons. Ranks and public names are in
 * competition-ranks.ts. Pure: the server decides with these and the web shows the same words.
 */

/** Stored statuses (admin §4: draft → active → completed, cancelled; the student spec adds upcoming). */
export const COMPETITION_STATUSES = [
  'draft',
  'upcoming',
  'active',
  'completed',
  'cancelled',
] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

/** Admin list colours (admin §4). `upcoming` is never set by an admin action; it shows like draft. */
export const STATUS_COLOURS: Record<CompetitionStatus, 'green' | 'yellow' | 'blue' | 'red'> = {
  active: 'green',
  draft: 'yellow',
  upcoming: 'yellow',
  completed: 'blue',
  cancelled: 'red',
};

/** Questions written for a competition (CSV or manual entry): never drawn by practice. */
export const COMPETITION_QUESTION_SOURCE = 'competition-upload';

/** Business constants (student §9, admin §9). */
export const COMPETITION_LIMITS = {
  /** The student list refreshes this often while any competition is live. */
  listRefreshMs: 60_000,
  /** The live leaderboard refreshes this often. */
  leaderboardRefreshMs: 15_000,
  /** Rows of the live leaderboard (plus the student's own). */
  leaderboardSize: 20,
  /** Winners shown on the results page. */
  topWinners: 3,
  /** The run's countdown turns red at this many seconds or fewer. */
  timerWarningSeconds: 60,
  /** "Starting within the hour" notices go out this long before the start. */
  startingSoonMs: 3_600_000,
  /** Competition CSV errors listed before "... and {k} more errors". */
  csvErrorsShown: 5,
} as const;

/** Every competition text of student-area §8 and admin-and-public §8, once. */
export const COMPETITION_MESSAGES = {
  loadFailed: 'Failed to load competitions. Please try again.',
  signInToJoin: 'Please sign in to join competitions',
  full: 'Competition is full',
  deadlinePassed: 'Registration deadline has passed',
  insufficientBalance: 'Insufficient balance for entry fee',
  alreadyRegistered: 'You have already registered for this competition',
  registerFailed: 'Failed to register for competition. Please try again.',
  registered: 'Successfully registered for the competition!',
  loadOneFailed: 'Failed to load competition',
  notFound: 'Competition not found',
  submitFailed: 'Failed to submit competition',
  submitted: 'Competition completed! Check your results.',
  resultsFailed: 'Failed to load competition results',
  emptyUpcoming: 'No Upcoming Competitions',
  emptyLive: 'No Live Competitions',
  emptyCompleted: 'No Completed Competitions',
  noResults: 'No Results Yet',
  // Ours (the spec has no text for these refusals).
  premiumRequired: 'Competitions are part of Premium. Upgrade to join.',
  notRegistered: 'Register for this competition before entering it.',
  alreadyEntered: 'You have already taken part in this competition: one entry per student.',
  notStarted: 'This competition has not started yet.',
  ended: 'This competition has ended.',
  // Admin (admin-and-public §2, §8).
  adminEmpty: 'No competitions created yet.',
  adminLoadFailed: 'Failed to load competitions',
  createFailed: 'Failed to create competition',
  updateFailed: 'Failed to update competition',
  deleteFailed: 'Failed to delete competition',
  created: 'Competition created successfully!',
  statusChanged: (status: CompetitionStatus) => `Competition ${status} successfully!`,
  deleted: 'Competition deleted successfully!',
  confirmDelete: 'Are you sure you want to delete this competition?',
  invalidFile: 'Please select a valid CSV file',
} as const;

/** What the dates of a competition are, as the rules read them. */
export type CompetitionTimes = {
  status: CompetitionStatus;
  startTime: Date;
  endTime: Date;
  registrationDeadline: Date | null;
  /** When it was completed (by an admin, or at its end time); null while not completed. */
  completedAt: Date | null;
};

export type DisplayStatus = 'completed' | 'upcoming' | 'live' | 'ended';
export const DISPLAY_STATUS_LABELS: Record<DisplayStatus, string> = {
  completed: 'Completed',
  upcoming: 'Upcoming',
  live: 'Live Now',
  ended: 'Ended',
};

/** §4: stored completed → Completed; before start Upcoming; start ≤ now < end Live Now; else Ended. */
export function displayStatus(
  c: Pick<CompetitionTimes, 'status' | 'startTime' | 'endTime'>,
  now: Date,
): DisplayStatus {
  if (c.status === 'completed') return 'completed';
  if (now < c.startTime) return 'upcoming';
  if (now < c.endTime) return 'live';
  return 'ended';
}

export type CompetitionTab = 'upcoming' | 'live' | 'completed';

/**
 * §4 tab filters: upcoming = upcoming and stored active; live = live and stored active;
 * completed = derived (its end has passed) or stored completed. Drafts and cancelled
 * competitions are in no tab (students never see them).
 */
export function competitionTab(
  c: Pick<CompetitionTimes, 'status' | 'startTime' | 'endTime'>,
  now: Date,
): CompetitionTab | null {
  const shown = displayStatus(c, now);
  if (c.status === 'completed') return 'completed';
  if (c.status === 'draft' || c.status === 'cancelled') return null;
  if (shown === 'ended') return 'completed';
  if (c.status !== 'active') return null;
  return shown === 'live' ? 'live' : 'upcoming';
}

/** Statuses a student may see at all. */
export const STUDENT_VISIBLE_STATUSES = [
  'upcoming',
  'active',
  'completed',
] as const satisfies readonly CompetitionStatus[];
export const isVisibleToStudents = (status: CompetitionStatus) =>
  (STUDENT_VISIBLE_STATUSES as readonly string[]).includes(status);

/** Registration closes at the deadline, or at the start when there is none (§5). */
export const registrationClosesAt = (
  c: Pick<CompetitionTimes, 'startTime' | 'registrationDeadline'>,
) => c.registrationDeadline ?? c.startTime;

/**
 * When the competition stops: its end time, or earlier when an admin completed (or cancelled)
 * it before then.
 */
export function effectiveEnd(c: Pick<CompetitionTimes, 'endTime' | 'completedAt'>): Date {
  return c.completedAt && c.completedAt < c.endTime ? c.completedAt : c.endTime;
}

/**
 * Correct answers and explanations are shown once the competition is over for everyone: its end
 * plus the submit grace (answers of an entry whose deadline is the end are still taken during
 * the grace, so a key shown earlier could be passed on).
 */
export function answersRevealedAt(c: Pick<CompetitionTimes, 'endTime' | 'completedAt'>): Date {
  return new Date(effectiveEnd(c).getTime() + SUBMIT_GRACE_SECONDS * 1000);
}
export const answersRevealed = (c: Pick<CompetitionTimes, 'endTime' | 'completedAt'>, now: Date) =>
  now >= answersRevealedAt(c);

export type Refusal = { ok: false; code: RefusalCode; message: string };
export type RefusalCode =
  | 'NOT_FOUND'
  | 'PREMIUM_REQUIRED'
  | 'ALREADY_REGISTERED'
  | 'REGISTRATION_CLOSED'
  | 'COMPETITION_FULL'
  | 'INSUFFICIENT_BALANCE'
  | 'NOT_REGISTERED'
  | 'ALREADY_ENTERED'
  | 'COMPETITION_NOT_STARTED'
  | 'COMPETITION_ENDED';

const refuse = (code: RefusalCode, message: string): Refusal => ({ ok: false, code, message });

export type RegistrationFacts = {
  competition: (CompetitionTimes & { maxParticipants: number | null; entryFeeKobo: number }) | null;
  participantCount: number;
  alreadyRegistered: boolean;
  premium: boolean;
  now: Date;
};

/**
 * §4–§5: only while registration is open (before the deadline, or the start if none) and the
 * stored status is active or upcoming; refused when full, or with an entry fee (no wallet:
 * balance is never enough); a second registration is "already registered". A student already
 * registered hears that first, not that the competition has since filled.
 */
export function registrationDecision(f: RegistrationFacts): { ok: true } | Refusal {
  const c = f.competition;
  if (!c || !isVisibleToStudents(c.status))
    return refuse('NOT_FOUND', COMPETITION_MESSAGES.notFound);
  if (!f.premium) return refuse('PREMIUM_REQUIRED', COMPETITION_MESSAGES.premiumRequired);
  if (f.alreadyRegistered)
    return refuse('ALREADY_REGISTERED', COMPETITION_MESSAGES.alreadyRegistered);
  if (c.maxParticipants !== null && f.participantCount >= c.maxParticipants)
    return refuse('COMPETITION_FULL', COMPETITION_MESSAGES.full);
  if (f.now >= registrationClosesAt(c) || (c.status !== 'active' && c.status !== 'upcoming'))
    return refuse('REGISTRATION_CLOSED', COMPETITION_MESSAGES.deadlinePassed);
  if (c.entryFeeKobo > 0)
    return refuse('INSUFFICIENT_BALANCE', COMPETITION_MESSAGES.insufficientBalance);
  return { ok: true };
}

export type EntryFacts = {
  competition: (CompetitionTimes & { durationMinutes: number }) | null;
  premium: boolean;
  registered: boolean;
  /** The student has an entry already (open or submitted): one entry, no restart. */
  entered: boolean;
  now: Date;
};

/**
 * Whether a registered student may start their one entry now, and for how long: the duration,
 * cut to what is left before the end (a late joiner gets only the remaining time).
 */
export function entryDecision(
  f: EntryFacts,
): { ok: true; timeLimitSeconds: number; deadline: Date } | Refusal {
  const c = f.competition;
  if (!c || !isVisibleToStudents(c.status))
    return refuse('NOT_FOUND', COMPETITION_MESSAGES.notFound);
  if (!f.premium) return refuse('PREMIUM_REQUIRED', COMPETITION_MESSAGES.premiumRequired);
  if (!f.registered) return refuse('NOT_REGISTERED', COMPETITION_MESSAGES.notRegistered);
  if (f.entered) return refuse('ALREADY_ENTERED', COMPETITION_MESSAGES.alreadyEntered);
  const end = effectiveEnd(c);
  if (c.status === 'completed' || f.now >= end)
    return refuse('COMPETITION_ENDED', COMPETITION_MESSAGES.ended);
  if (c.status !== 'active' || f.now < c.startTime)
    return refuse('COMPETITION_NOT_STARTED', COMPETITION_MESSAGES.notStarted);
  const deadline = entryDeadline(c, f.now);
  return { ok: true, deadline, timeLimitSeconds: (deadline.getTime() - f.now.getTime()) / 1000 };
}

/** min(entry + duration, end): fixed by the server when the entry starts. */
export function entryDeadline(
  c: Pick<CompetitionTimes, 'endTime' | 'completedAt'> & { durationMinutes: number },
  enteredAt: Date,
): Date {
  const byDuration = enteredAt.getTime() + c.durationMinutes * 60_000;
  return new Date(Math.min(byDuration, effectiveEnd(c).getTime()));
}

export type CompetitionButton =
  'register' | 'registered' | 'enter' | 'completed' | 'closed' | 'full' | 'fee';
export const BUTTON_LABELS: Record<CompetitionButton, string> = {
  register: 'Register',
  registered: 'Registered',
  enter: 'Enter Competition Now',
  completed: 'Competition Completed',
  closed: 'Registration Closed',
  full: 'Full',
  fee: 'Entry fee not yet payable online',
};

/** What decides, besides the dates, whether a student could register now. */
export type Places = {
  participantCount: number;
  /** Null: unlimited. */
  maxParticipants: number | null;
  entryFeeKobo: number;
};

/**
 * §4 buttons: Competition Completed once it is over; Enter Competition Now while live for a
 * registered student (one who has finished is shown the results there); Registered (disabled);
 * while registration is open, Full (disabled) once every place is taken, "Entry fee not yet
 * payable online" (disabled) for a competition with a fee (no fee can be paid yet: ADR 0023),
 * else Register; Registration Closed after that. The server refuses the same cases
 * (`registrationDecision`).
 */
export function competitionButton(
  c: CompetitionTimes,
  registered: boolean,
  now: Date,
  places: Places = { participantCount: 0, maxParticipants: null, entryFeeKobo: 0 },
): CompetitionButton {
  const shown = displayStatus(c, now);
  if (shown === 'completed' || shown === 'ended') return 'completed';
  if (registered) return shown === 'live' && c.status === 'active' ? 'enter' : 'registered';
  const open = now < registrationClosesAt(c) && (c.status === 'active' || c.status === 'upcoming');
  if (!open) return 'closed';
  if (places.maxParticipants !== null && places.participantCount >= places.maxParticipants)
    return 'full';
  return places.entryFeeKobo > 0 ? 'fee' : 'register';
}
