// What the public feedback pages are built from (server/app.ts makes it).
import type { ProgrammeService } from '../programme/service.js';
import type { Proxies } from '../pipeline/proxies.js';
import type { FeedbackInvitationRepository } from '../store/repositories/feedback-invitations.js';
import type { FeedbackQuestionRepository } from '../store/repositories/feedback-questions.js';
import type { FeedbackSubmissionRepository } from '../store/repositories/feedback-submissions.js';
import type { MailOutboxRepository } from '../store/repositories/mail-outbox.js';
import type { MailSuppressionRepository } from '../store/repositories/mail-suppressions.js';
import type { Clock } from '../time/clock.js';
import type { PublicPageLimit } from './limit.js';

export interface FeedbackContext {
  invitations: FeedbackInvitationRepository;
  submissions: FeedbackSubmissionRepository;
  questions: FeedbackQuestionRepository;
  /** The one write path: the form's submission goes through it, audited. */
  service: ProgrammeService;
  outbox: MailOutboxRepository;
  suppressions: MailSuppressionRepository;
  proxies: Proxies;
  /** PUBLIC_PAGE_LIMIT per client address, every public page together (limit.ts). */
  limit: PublicPageLimit;
  clock: Clock;
  timeZone: string;
}
