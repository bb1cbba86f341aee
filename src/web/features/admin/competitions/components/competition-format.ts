import type { BadgeTone } from '../../../../components/ui/badge';
import type { AdminCompetition } from '../api/competitions';
import { formatDateTime } from '../../../../../domain/time';

/**
 * An instant in the admin's own time zone, the one the competition form reads times in
 * ("23 Nov 2026, 14:30", as every admin date reads).
 */
export const formatWhen = (iso: string) => formatDateTime(iso);

/** Admin §4's colours as badge tones: active green, draft yellow, completed blue, cancelled red. */
export const STATUS_TONES: Record<AdminCompetition['statusColour'], BadgeTone> = {
  green: 'success',
  yellow: 'warning',
  blue: 'info',
  red: 'danger',
};

export const statusText = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
