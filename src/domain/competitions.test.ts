import { describe, expect, it } from 'vitest';
import {
  answersRevealed,
  BUTTON_LABELS,
  COMPETITION_MESSAGES,
  competitionButton,
  competitionTab,
  displayStatus,
  DISPLAY_STATUS_LABELS,
  entryDecision,
  entryDeadline,
  registrationDecision,
  type CompetitionStatus,
  type RegistrationFacts,
} from './competitions';
import { displayName, rankAmong, rankEntries } from './competition-ranks';
import { competitionLabel } from './scoring';
import { SUBMIT_GRACE_SECONDS } from './quiz';
import { ordinal, resultsNotice, startingSoonNotice } from './competition-notices';

const at = (minutes: number) => new Date(Date.UTC(2027, 0, 1, 12, 0) + minutes * 60_000);
/** Starts at 0, ends at +120 min; registration until the start unless given. */
type Comp = {
  status: CompetitionStatus;
  startTime: Date;
  endTime: Date;
  registrationDeadline: Date | null;
  completedAt: Date | null;
  durationMinutes: number;
  maxParticipants: number | null;
  entryFeeKobo: number;
};
const comp = (status: CompetitionStatus = 'active', over: Partial<Comp> = {}): Comp => ({
  status,
  startTime: at(0),
  endTime: at(120),
  registrationDeadline: null,
  completedAt: null,
  durationMinutes: 60,
  maxParticipants: null,
  entryFeeKobo: 0,
  ...over,
});

describe('display status and tabs (student §4)', () => {
  it.each([
    ['active', -1, 'upcoming'],
    ['active', 0, 'live'],
    ['active', 119, 'live'],
    ['active', 120, 'ended'],
    ['completed', -1, 'completed'],
    ['completed', 60, 'completed'],
    ['draft', 60, 'live'],
  ] as const)('%s at %i min → %s', (status, minute, expected) => {
    expect(displayStatus(comp(status), at(minute))).toBe(expected);
  });

  it('labels the statuses as the spec does', () => {
    expect(DISPLAY_STATUS_LABELS).toEqual({
      completed: 'Completed',
      upcoming: 'Upcoming',
      live: 'Live Now',
      ended: 'Ended',
    });
  });

  it.each([
    ['active', -1, 'upcoming'],
    ['active', 30, 'live'],
    ['active', 130, 'completed'],
    ['completed', -1, 'completed'],
    ['completed', 30, 'completed'],
    // Stored upcoming is neither active nor completed: no tab until it ends.
    ['upcoming', -1, null],
    ['upcoming', 30, null],
    ['upcoming', 130, 'completed'],
    ['draft', -1, null],
    ['draft', 130, null],
    ['cancelled', 30, null],
    ['cancelled', 130, null],
  ] as const)('%s at %i min is in tab %s', (status, minute, tab) => {
    expect(competitionTab(comp(status), at(minute))).toBe(tab);
  });
});

describe('registration (student §4–§5, §8 texts)', () => {
  const facts = (over: Partial<RegistrationFacts> = {}, c = comp()): RegistrationFacts => ({
    competition: c,
    participantCount: 0,
    alreadyRegistered: false,
    premium: true,
    now: at(-30),
    ...over,
  });
  const refused = (f: RegistrationFacts) => {
    const d = registrationDecision(f);
    return d.ok ? null : [d.code, d.message];
  };

  it('admits before the start when there is no deadline, before the deadline when there is one', () => {
    expect(registrationDecision(facts())).toEqual({ ok: true });
    expect(refused(facts({ now: at(0) }))).toEqual([
      'REGISTRATION_CLOSED',
      'Registration deadline has passed',
    ]);
    const deadline = comp('active', { registrationDeadline: at(-60) });
    expect(refused(facts({ now: at(-61) }, deadline))).toBeNull();
    expect(refused(facts({ now: at(-60) }, deadline))).toEqual([
      'REGISTRATION_CLOSED',
      COMPETITION_MESSAGES.deadlinePassed,
    ]);
  });

  it('admits stored active or upcoming only; drafts and cancelled ones do not exist for students', () => {
    expect(refused(facts({}, comp('upcoming')))).toBeNull();
    expect(refused(facts({}, comp('completed')))).toEqual([
      'REGISTRATION_CLOSED',
      COMPETITION_MESSAGES.deadlinePassed,
    ]);
    expect(refused(facts({}, comp('draft')))).toEqual(['NOT_FOUND', 'Competition not found']);
    expect(refused(facts({}, comp('cancelled')))).toEqual(['NOT_FOUND', 'Competition not found']);
    expect(refused(facts({ competition: null }))).toEqual(['NOT_FOUND', 'Competition not found']);
  });

  it('refuses a full competition, paid entry and a second registration with the spec texts', () => {
    const max = comp('active', { maxParticipants: 10 });
    expect(refused(facts({ participantCount: 9 }, max))).toBeNull();
    expect(refused(facts({ participantCount: 10 }, max))).toEqual([
      'COMPETITION_FULL',
      'Competition is full',
    ]);
    const paid = comp('active', { entryFeeKobo: 1 });
    expect(refused(facts({}, paid))).toEqual([
      'INSUFFICIENT_BALANCE',
      'Insufficient balance for entry fee',
    ]);
    expect(refused(facts({ alreadyRegistered: true }))).toEqual([
      'ALREADY_REGISTERED',
      'You have already registered for this competition',
    ]);
    // Already registered is said first, even once the competition has filled.
    expect(refused(facts({ alreadyRegistered: true, participantCount: 10 }, max))?.[0]).toBe(
      'ALREADY_REGISTERED',
    );
  });

  it('needs premium', () => {
    expect(refused(facts({ premium: false }))?.[0]).toBe('PREMIUM_REQUIRED');
  });
});

describe('entering and the deadline (student §4, issue 12)', () => {
  const entry = (now: Date, over: Partial<Parameters<typeof entryDecision>[0]> = {}, c = comp()) =>
    entryDecision({
      competition: c,
      premium: true,
      registered: true,
      entered: false,
      now,
      ...over,
    });

  it('gives the full duration to an early entrant and only what is left to a late joiner', () => {
    expect(entry(at(10))).toMatchObject({ ok: true, timeLimitSeconds: 3600, deadline: at(70) });
    expect(entry(at(100))).toMatchObject({
      ok: true,
      timeLimitSeconds: 20 * 60,
      deadline: at(120),
    });
    expect(entryDeadline(comp(), at(119.5))).toEqual(at(120));
  });

  it('refuses before the start, at and after the end, and once completed early by an admin', () => {
    expect(entry(at(-1))).toMatchObject({ ok: false, code: 'COMPETITION_NOT_STARTED' });
    expect(entry(at(120))).toMatchObject({ ok: false, code: 'COMPETITION_ENDED' });
    const early = comp('completed', { completedAt: at(30) });
    expect(entry(at(20), {}, early)).toMatchObject({ ok: false, code: 'COMPETITION_ENDED' });
    expect(entryDeadline(comp('active', { completedAt: at(30) }), at(10))).toEqual(at(30));
  });

  it('allows one entry, for registered premium students of an active competition', () => {
    expect(entry(at(10), { entered: true })).toMatchObject({ ok: false, code: 'ALREADY_ENTERED' });
    expect(entry(at(10), { registered: false })).toMatchObject({
      ok: false,
      code: 'NOT_REGISTERED',
    });
    expect(entry(at(10), { premium: false })).toMatchObject({
      ok: false,
      code: 'PREMIUM_REQUIRED',
    });
    expect(entry(at(10), {}, comp('upcoming'))).toMatchObject({
      ok: false,
      code: 'COMPETITION_NOT_STARTED',
    });
    expect(entry(at(10), {}, comp('draft'))).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it('shows answers to nobody before the end plus the grace, to everyone after', () => {
    const end = at(120).getTime();
    expect(answersRevealed(comp(), at(119))).toBe(false);
    expect(answersRevealed(comp(), new Date(end))).toBe(false);
    expect(answersRevealed(comp(), new Date(end + SUBMIT_GRACE_SECONDS * 1000 - 1))).toBe(false);
    expect(answersRevealed(comp(), new Date(end + SUBMIT_GRACE_SECONDS * 1000))).toBe(true);
    const early = comp('completed', { completedAt: at(30) });
    expect(answersRevealed(early, at(31))).toBe(true);
  });
});

describe('buttons (student §4)', () => {
  it.each([
    [-30, false, 'active', 'register'],
    [-30, true, 'active', 'registered'],
    [0, false, 'active', 'closed'],
    [30, true, 'active', 'enter'],
    [30, true, 'upcoming', 'registered'],
    [130, true, 'active', 'completed'],
    [30, true, 'completed', 'completed'],
  ] as const)('at %i min, registered %s, %s → %s', (minute, registered, status, button) => {
    expect(competitionButton(comp(status), registered, at(minute))).toBe(button);
  });

  it('labels them as the spec does', () => {
    expect(Object.values(BUTTON_LABELS)).toEqual([
      'Register',
      'Registered',
      'Enter Competition Now',
      'Competition Completed',
      'Registration Closed',
      'Full',
      'Entry fee not yet payable online',
    ]);
  });

  it('shows Full once every place is taken, and no Register for a fee nobody can pay', () => {
    const places = (participantCount: number, maxParticipants: number | null, fee = 0) => ({
      participantCount,
      maxParticipants,
      entryFeeKobo: fee,
    });
    const open = comp('active');
    expect(competitionButton(open, false, at(-30), places(9, 10))).toBe('register');
    expect(competitionButton(open, false, at(-30), places(10, 10))).toBe('full');
    expect(competitionButton(open, false, at(-30), places(500, null))).toBe('register');
    expect(competitionButton(open, false, at(-30), places(0, null, 50_000))).toBe('fee');
    // A registered student still sees their own state; after the deadline it is closed.
    expect(competitionButton(open, true, at(-30), places(10, 10))).toBe('registered');
    expect(competitionButton(open, false, at(0), places(10, 10))).toBe('closed');
  });
});

describe('ranks (student §5)', () => {
  it('orders by score, then time, and shares a rank on equal score and time (1, 2, 2, 4)', () => {
    const ranked = rankEntries([
      { id: 'd', score: 70, timeTaken: 100 },
      { id: 'b', score: 80, timeTaken: 200 },
      { id: 'a', score: 90, timeTaken: 300 },
      { id: 'c', score: 80, timeTaken: 200 },
      { id: 'e', score: 80, timeTaken: 250 },
    ]);
    expect(ranked.map((r) => [r.id, r.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['e', 4],
      ['d', 5],
    ]);
  });

  it('finds any entry’s rank among sorted entries as rankEntries does', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const entries = Array.from({ length: 300 }, () => ({
      score: Math.floor(random() * 6) * 20,
      timeTaken: 60 + Math.floor(random() * 5) * 30,
    }));
    const ranked = rankEntries(entries);
    for (const e of ranked) expect(rankAmong(ranked, e)).toBe(e.rank);
    expect(rankAmong(ranked, { score: 101, timeTaken: 0 })).toBe(1);
    expect(rankAmong(ranked, { score: -1, timeTaken: 0 })).toBe(301);
    expect(rankAmong([], { score: 50, timeTaken: 10 })).toBe(1);
  });

  it.each([
    [95, 'Excellent'],
    [90, 'Excellent'],
    [89, 'Very Good'],
    [80, 'Very Good'],
    [70, 'Good'],
    [60, 'Average'],
    [59, 'Needs Improvement'],
  ] as const)('performance label of %i%% is %s (§9)', (score, label) => {
    expect(competitionLabel(score)).toBe(label);
  });
});

describe('names on public tables', () => {
  it.each([
    ['Chidinma Okafor', 'Chidinma O.'],
    ['  adaeze   ngozi  eze ', 'Adaeze E.'],
    ['Tunde', 'Tunde'],
    ['chidi.okafor99', 'Chidi O.'],
    ['ngozi_2009@example.com', 'Ngozi'],
    ['12345', 'Student'],
    ['', 'Student'],
    [null, 'Student'],
    ["Ọlá D'Souza", 'Ọlá D.'],
  ])('%j → %s', (name, shown) => expect(displayName(name)).toBe(shown));

  it('never shows a surname in full', () => {
    expect(displayName('Oluwaseun Adebayo-Johnson')).toBe('Oluwaseun J.');
    expect(displayName('Oluwaseun Adebayo-Johnson')).not.toMatch(/Adebayo|Johnson/);
  });
});

describe('notifications', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [101, '101st'],
    [112, '112th'],
  ])('%i → %s', (n, s) => expect(ordinal(n)).toBe(s));

  it('states the rank, the field and the score', () => {
    expect(resultsNotice('Maths Cup', { rank: 2, of: 40, score: 85 }).description).toBe(
      'Maths Cup: you ranked 2nd of 40 with 85%.',
    );
    expect(resultsNotice('Maths Cup', null).description).toMatch(/did not submit/);
    expect(startingSoonNotice('Maths Cup', 1).description).toMatch(/starts in 1 minute\./);
  });
});
