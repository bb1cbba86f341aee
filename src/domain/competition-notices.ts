/**
 * The bell's competition notifications (type 'competition'; issue 12): registration confirmed,
 * starting within the hour, results published with the student's rank. Written by the server,
 * in the words defined here.
 */

export type Notice = { title: string; description: string };

export function registrationNotice(title: string): Notice {
  return {
    title: 'Registration confirmed',
    description: `You are registered for ${title}. We will remind you when it is an hour away.`,
  };
}

/** `minutes`: whole minutes until the start, at the moment the notice is written. */
export function startingSoonNotice(title: string, minutes: number): Notice {
  const left = Math.max(1, Math.round(minutes));
  return {
    title: 'Competition starting soon',
    description: `${title} starts in ${left} minute${left === 1 ? '' : 's'}. Be ready to enter on time.`,
  };
}

/** With a rank for a student who submitted; without, for one who registered but never finished. */
export function resultsNotice(
  title: string,
  result: { rank: number; of: number; score: number } | null,
): Notice {
  return {
    title: 'Competition results published',
    description: result
      ? `${title}: you ranked ${ordinal(result.rank)} of ${result.of} with ${result.score}%.`
      : `${title}: the results are out. You did not submit an entry this time.`,
  };
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
