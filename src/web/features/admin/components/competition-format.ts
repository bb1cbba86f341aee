import type { BadgeTone } from '../../../components/ui/badge';
import type { AdminCompetition } from '../api/competitions';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An instant in the admin's own time zone ("23 Nov 2026, 14:30"). */
export const formatWhen = (iso: string) => when.format(new Date(iso));

/** Admin §4's colours as badge tones: active green, draft yellow, completed blue, cancelled red. */
export const STATUS_TONES: Record<AdminCompetition['statusColour'], BadgeTone> = {
  green: 'success',
  yellow: 'warning',
  blue: 'info',
  red: 'danger',
};

export const statusText = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
