// What the console's routes are built from (server/app.ts makes it from buildApp's deps).
import type { LoginThrottle } from '../accounts/login-throttle.js';
import type { SessionService } from '../accounts/sessions.js';
import type { SignIn } from '../accounts/sign-in.js';
import type { SessionSecure } from '../config.js';
import type { Proxies } from '../pipeline/proxies.js';
import type { FeedbackSubmissionRepository, FeedbackTimelineRepository } from '../store/repositories/feedback-submissions.js';
import type { ProgrammeService } from '../programme/service.js';
import type { ConsoleRowRepository } from '../store/repositories/console-rows.js';
import type { Clock } from '../time/clock.js';
import type { UserService } from '../accounts/users.js';
import type { ApiTokenService } from '../accounts/tokens.js';
import type { ConsoleReads } from './reads.js';
import type { PlannedMail } from '../mail/planner.js';

/** What the mail preview page reads: the planner's preview, and whether mail is on at all. */
export interface MailPreviewSource {
  preview(date: string): Promise<PlannedMail[]>;
  /** SMTP_URL is set: queued mail is sent. */
  mailOn: boolean;
}
import type { MailStateRepository } from '../store/repositories/mail-state.js';
import type { ManagerRelationRepository } from '../store/repositories/manager-relations.js';
import type { DashboardRepository } from '../store/repositories/dashboard.js';

export interface ConsoleContext {
  sessions: SessionService;
  signIn: SignIn;
  /** Who is throttled at sign-in, and lifting it (the users page). */
  loginThrottle: LoginThrottle;
  proxies: Proxies;
  sessionSecure: SessionSecure;
  clock: Clock;
  timeZone: string;
  /** A submission as the home page's message reads it, and the marks of the day (the writes go through `service`). */
  submissions: Pick<FeedbackSubmissionRepository, 'find' | 'markedOn'>;
  /** The programme's one write path: every change of a programme table, with its audit entry. */
  service: ProgrammeService;
  rows: ConsoleRowRepository;
  /** The reads that many requests share, cached by table versions (lists, options, owed feedbacks, counts). */
  reads: ConsoleReads;
  users: UserService;
  tokens: ApiTokenService;
  /** The feedback loop's "would send" preview (design §11). */
  mailPreview: MailPreviewSource;
  /** A relation's feedback timeline (its page). */
  timeline: Pick<FeedbackTimelineRepository, 'of'>;
  /** Whether mail is on (SMTP_URL set), and the outbox's counts for the home page's line. */
  mail: { on: boolean; state: Pick<MailStateRepository, 'on'> };
  /** A manager's relations by status and name (the home page of a user linked to them). */
  managerRelations: ManagerRelationRepository;
  /** The dashboard's aggregates (design §10a). */
  dashboard: DashboardRepository;
}
