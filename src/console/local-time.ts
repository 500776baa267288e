// Times as people read them in the console's records (History, the log, CSV): the wall clock in
// TIME_ZONE to the minute, "2026-11-22 05:10", not PostgreSQL's UTC text with microseconds.
import { pgTimestamptzInZone } from '../time/postgres.js';

/** PostgreSQL's text of a timestamptz, as a session in any zone sends it ('2026-11-22 04:10:29.562886+00'). */
const PG_TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}(?::?\d{2}(?::?\d{2})?)?$/;

/** Whether a stored value is an instant's text (an audit entry's values carry no type). */
export function isStoredInstant(v: unknown): v is string {
  return typeof v === 'string' && PG_TIMESTAMPTZ.test(v);
}

/** Whether a table's column holds instants: a date-time field, or a column read as one (created_at, the outbox's times). */
export function isInstantColumn(
  t: { fields: readonly { name: string; kind: string }[]; widgets: Readonly<Record<string, { kind: string }>> },
  column: string,
): boolean {
  return (
    column === 'created_at' || t.widgets[column]?.kind === 'instant' || t.fields.some((f) => f.name === column && f.kind === 'datetime')
  );
}

/** A stored instant's wall clock in `timeZone`, to the minute; text that is not one, unchanged. */
export function minuteInZone(text: string, timeZone: string): string {
  if (!isStoredInstant(text)) return text;
  try {
    // 'YYYY-MM-DDTHH:MM…': the date and the minute, a space between (years 1..9999).
    const iso = pgTimestamptzInZone(text, timeZone);
    return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  } catch {
    return text;
  }
}
