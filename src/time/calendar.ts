// The proleptic Gregorian calendar as day counts since 1970-01-01 (H. Hinnant's
// algorithms), and dates as text (YYYY-MM-DD). No Date: it reads years 0..99 as 1900..1999.

/** Days since 1970-01-01 of a proleptic Gregorian date. */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = month > 2 ? month - 3 : month + 9;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** Proleptic Gregorian date of a day count since 1970-01-01. */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/** Days in a month of the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Whether year (1..9999), month and day name a date that exists. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Day of the week of a day count: 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function weekday(days: number): number {
  return (((days + 3) % 7) + 7) % 7;
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date YYYY-MM-DD as its day count; 'shape' when the text is not four, two and two
 * digits, 'date' when they name no date (years 0001..9999).
 */
export function parseDateText(text: string): number | 'shape' | 'date' {
  const m = DATE.exec(text);
  if (!m) return 'shape';
  const year = +m[1];
  const month = +m[2];
  const day = +m[3];
  return isCalendarDate(year, month, day) ? daysFromCivil(year, month, day) : 'date';
}

// Dates are rendered again and again (a page of 30 goals mostly on the same few days), so
// the text of each is kept for the next time.
const MAX_CACHED_DAYS = 4096;
const dateTexts = new Map<number, string>();

/** 'YYYY-MM-DD' of a day count since 1970-01-01. */
export function dateText(days: number): string {
  let t = dateTexts.get(days);
  if (t === undefined) {
    if (dateTexts.size >= MAX_CACHED_DAYS) dateTexts.clear();
    const { year, month, day } = civilFromDays(days);
    dateTexts.set(days, (t = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`));
  }
  return t;
}
