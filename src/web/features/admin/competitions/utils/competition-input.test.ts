import { afterEach, describe, expect, it } from 'vitest';
import { COMPETITION_FORM_MESSAGES as M } from '../../../../../domain/competition-form';
import {
  checkCompetitionForm,
  emptyCompetitionForm,
  formatSeconds,
  isoToLocalDateTime,
  koboToNairaInput,
  localDateTimeToIso,
  nairaToKobo,
  parseLevels,
  type CompetitionFormValues,
} from './competition-input';

const savedTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedTz;
});

describe('naira ↔ kobo', () => {
  it('reads naira as typed into whole kobo, without float errors', () => {
    expect(nairaToKobo('100')).toBe(10_000);
    expect(nairaToKobo(' 0 ')).toBe(0);
    expect(nairaToKobo('1,500.5')).toBe(150_050);
    expect(nairaToKobo('₦2,000.05')).toBe(200_005);
    expect(nairaToKobo('0.29')).toBe(29);
    expect(nairaToKobo('19.99')).toBe(1_999);
    expect(nairaToKobo('7.')).toBe(700);
  });

  it('refuses blanks, negatives, more than 2 decimals and words', () => {
    for (const bad of ['', '-5', '1.234', 'abc', '1e3', '$5', '1.2.3'])
      expect(nairaToKobo(bad), bad).toBeNull();
  });

  it('shows kobo as the naira the input holds, and round-trips', () => {
    expect(koboToNairaInput(0)).toBe('0');
    expect(koboToNairaInput(10_000)).toBe('100');
    expect(koboToNairaInput(10_050)).toBe('100.50');
    expect(koboToNairaInput(5)).toBe('0.05');
    for (const kobo of [0, 1, 99, 100, 123_456, 1_000_000_000])
      expect(nairaToKobo(koboToNairaInput(kobo))).toBe(kobo);
  });
});

describe('datetime-local → ISO with the admin’s offset', () => {
  it('writes Lagos time with +01:00', () => {
    process.env.TZ = 'Africa/Lagos';
    expect(localDateTimeToIso('2026-11-23T14:30')).toBe('2026-11-23T14:30:00+01:00');
    expect(new Date(localDateTimeToIso('2026-11-23T14:30')!).toISOString()).toBe(
      '2026-11-23T13:30:00.000Z',
    );
  });

  it('uses the offset in force on that day (daylight saving), and negative offsets', () => {
    process.env.TZ = 'America/New_York';
    expect(localDateTimeToIso('2026-01-10T09:00')).toBe('2026-01-10T09:00:00-05:00');
    expect(localDateTimeToIso('2026-07-10T09:00')).toBe('2026-07-10T09:00:00-04:00');
    process.env.TZ = 'Asia/Kolkata';
    expect(localDateTimeToIso('2026-07-10T09:00:30')).toBe('2026-07-10T09:00:30+05:30');
  });

  it('refuses blanks and impossible dates', () => {
    for (const bad of ['', '2026-02-30T10:00', '2026-13-01T10:00', '23/11/2026 10:00'])
      expect(localDateTimeToIso(bad), bad).toBeNull();
  });

  it('shows an instant back in the local zone', () => {
    process.env.TZ = 'Africa/Lagos';
    expect(isoToLocalDateTime('2026-11-23T13:30:00.000Z')).toBe('2026-11-23T14:30');
  });
});

describe('checkCompetitionForm', () => {
  const valid: CompetitionFormValues = {
    ...emptyCompetitionForm,
    title: ' Weekend Maths Cup ',
    examType: 'jamb',
    subject: 'mathematics',
    startTime: '2026-12-05T10:00',
    endTime: '2026-12-05T12:00',
  };

  it('starts from the spec’s defaults', () => {
    expect(emptyCompetitionForm).toMatchObject({
      durationMinutes: '60',
      unlimitedParticipants: true,
      maxParticipants: '100',
      entryFeeNaira: '0',
      prizePoolNaira: '100',
      prizeMinScore: '',
    });
  });

  it('turns a valid form into the API’s details (kobo, ISO with offset)', () => {
    process.env.TZ = 'Africa/Lagos';
    const r = checkCompetitionForm({
      ...valid,
      registrationDeadline: '2026-12-05T09:00',
      unlimitedParticipants: false,
      maxParticipants: '50',
      prizePoolNaira: '5,000.50',
      prizeMinScore: ' 40 ',
    });
    expect(r).toEqual({
      ok: true,
      details: {
        title: ' Weekend Maths Cup ',
        description: null,
        examType: 'jamb',
        subject: 'mathematics',
        startTime: '2026-12-05T10:00:00+01:00',
        endTime: '2026-12-05T12:00:00+01:00',
        registrationDeadline: '2026-12-05T09:00:00+01:00',
        durationMinutes: 60,
        unlimitedParticipants: false,
        maxParticipants: 50,
        entryFeeKobo: 0,
        prizePoolKobo: 500_050,
        prizeMinScore: 40,
      },
    });
  });

  it('gives the domain’s messages on the form’s fields', () => {
    const errors = (v: Partial<CompetitionFormValues>) => {
      const r = checkCompetitionForm({ ...valid, ...v });
      return r.ok ? {} : r.errors;
    };
    expect(errors({ endTime: '2026-12-05T09:00' })).toEqual({ endTime: M.endAfterStart });
    expect(errors({ registrationDeadline: '2026-12-05T11:00' })).toEqual({
      registrationDeadline: M.deadlineNotAfterStart,
    });
    expect(errors({ durationMinutes: '150' })).toEqual({ durationMinutes: M.durationFits });
    expect(errors({ durationMinutes: '' })).toEqual({ durationMinutes: M.duration });
    expect(errors({ title: '  ' })).toEqual({ title: M.title });
    expect(errors({ startTime: '' })).toMatchObject({ startTime: M.time });
    expect(errors({ entryFeeNaira: '-1', prizePoolNaira: 'lots' })).toEqual({
      entryFeeNaira: M.money,
      prizePoolNaira: M.money,
    });
    expect(errors({ entryFeeNaira: '500' })).toEqual({ entryFeeNaira: M.feeNotPayable });
    for (const prizeMinScore of ['101', '-1', '50.5', 'half'])
      expect(errors({ prizeMinScore })).toEqual({ prizeMinScore: M.prizeMinScore });
    expect(errors({ prizeMinScore: '' })).toEqual({});
    expect(errors({ unlimitedParticipants: false, maxParticipants: '0' })).toEqual({
      maxParticipants: M.maxParticipants,
    });
    expect(errors({ unlimitedParticipants: true, maxParticipants: '0' })).toEqual({});
    expect(Object.keys(errors({ examType: '', subject: '' }))).toEqual(['examType', 'subject']);
  });
});

describe('parseLevels', () => {
  it('reads lists and ranges; blank is every level', () => {
    expect(parseLevels('')).toEqual([]);
    expect(parseLevels('3')).toEqual([3]);
    expect(parseLevels('1-3, 7, 2')).toEqual([1, 2, 3, 7]);
    expect(parseLevels(' 48 - 50 ,')).toEqual([48, 49, 50]);
  });

  it('refuses what is not a level', () => {
    for (const bad of ['0', '51', '5-3', 'a', '1-', '1;2'])
      expect(parseLevels(bad), bad).toBeNull();
  });
});

describe('formatSeconds', () => {
  it('shows minutes and seconds', () => {
    expect(formatSeconds(null)).toBe('—');
    expect(formatSeconds(45)).toBe('45 s');
    expect(formatSeconds(725)).toBe('12 min 05 s');
  });
});
