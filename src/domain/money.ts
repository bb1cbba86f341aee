/**
 * Money as our students see it: naira, held everywhere as integer kobo (₦1 = 100 kobo), the unit
 * Paystack takes and answers in. One formatter for every screen, e-mail and notification, so a
 * price is never written two ways (issue 11).
 */
export const KOBO_PER_NAIRA = 100;

/** The only currency we charge in. */
export const CURRENCY = 'NGN';

const group = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `₦1,000` for 100000 kobo; kobo shown only when there are some (`₦1,000.50`). Written by hand,
 * not with Intl: browsers and Node ship different ICU data and would disagree on the symbol.
 */
export function formatNaira(kobo: number): string {
  if (!Number.isInteger(kobo)) throw new RangeError(`Not a whole number of kobo: ${kobo}`);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  const naira = Math.floor(abs / KOBO_PER_NAIRA);
  const rest = abs % KOBO_PER_NAIRA;
  return `${sign}₦${group(naira)}${rest ? `.${String(rest).padStart(2, '0')}` : ''}`;
}
