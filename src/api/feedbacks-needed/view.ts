import { cachedRead } from '../../cache/cached-read.js';
import type { TableVersions } from '../../cache/table-versions.js';
import type { ViewDefinition } from '../../drf/view.js';
import type { Clock } from '../../time/clock.js';
import { todayInZone } from '../../time/zone.js';
import { presentFeedbackNeeded } from './presenter.js';
import { feedbackNeededFields } from './fields.js';
import { OWED_TABLES, type FeedbackNeededRepository } from '../../store/repositories/feedbacks-needed.js';

export function feedbacksNeededView(
  repo: FeedbackNeededRepository,
  versions: TableVersions,
  clock: Clock,
  timeZone: string,
): ViewDefinition {
  const owedOn = cachedRead(versions, OWED_TABLES, async (today) => (await repo.owedOn(today)).map(presentFeedbackNeeded), 4);
  return {
    path: '/feedbacks_needed/',
    name: 'Feedbacks Needed',
    docs: {
      responseFields: feedbackNeededFields,
      // What the rule and the columns allow (design §5, migrations/0001_initial.sql).
      fieldSchemas: {
        role: { enum: ['mentee', 'mentor'] },
        full_name: { maxLength: 301 },
        title: { enum: ['Chemistry', 'Mid Program', 'Final'] },
        manager: { maxLength: 150 },
        mr_status: { const: 'matched' },
      },
      listDescription:
        'The feedbacks owed today (in TIME_ZONE) the mentee role first, then the mentor role, by person id, then round order; one entry per person and round title, the earliest due date winning.',
    },
    async get() {
      // "Today" is the calendar day in TIME_ZONE at request time, not the server's.
      const today = todayInZone(Number(clock.nowMicros() / 1000n), timeZone);
      return { status: 200, data: await owedOn(today) };
    },
  };
}
