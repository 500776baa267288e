import { cachedRead } from '../../cache/cached-read.js';
import type { TableVersions } from '../../cache/table-versions.js';
import { httpDate } from '../../pipeline/headers.js';
import type { ViewResult } from '../../drf/response.js';
import { cachedGet, type ViewDefinition } from '../../drf/view.js';
import type { Clock } from '../../time/clock.js';
import { presentPreLeadStatus } from './presenter.js';
import { preLeadStatusFields } from './fields.js';
import { preLeadStatus } from '../../programme/pre-lead-status.js';
import type { PreLeadStatusRepository } from '../../store/repositories/pre-lead-statuses.js';

// Spec §4 and §8: a day's cache lifetime. Like Django's cache_page, only successful
// GET/HEAD answers carry it (OPTIONS and errors do not).
const MAX_AGE_SECONDS = 86400;

export function preLeadStatusesView(repo: PreLeadStatusRepository, versions: TableVersions, clock: Clock): ViewDefinition {
  const list = cachedRead(versions, [preLeadStatus.name], async () => (await repo.list()).map(presentPreLeadStatus));
  const answer = (data: unknown): ViewResult => {
    const nowMs = Number(clock.nowMicros() / 1000n);
    return {
      status: 200,
      data,
      headers: { Expires: httpDate(nowMs + MAX_AGE_SECONDS * 1000), 'Cache-Control': `max-age=${MAX_AGE_SECONDS}` },
    };
  };
  return {
    path: '/pre-lead-statuses/',
    name: 'Pre Lead Status List',
    docs: {
      responseFields: preLeadStatusFields,
      // The columns' limits (migrations/0001_initial.sql).
      fieldSchemas: {
        name: { maxLength: 100 },
        value: { maxLength: 100 },
        background: { pattern: '^#[0-9A-Fa-f]{6}$' },
      },
      getHeaders: ['Cache-Control', 'Expires'],
      listDescription: 'The pre-lead statuses by `order`, ascending, as a bare array; cacheable for a day.',
    },
    ...cachedGet(list, answer),
  };
}
