// A thread of the threaded offline generator (threaded.ts): the offline drafter, at the
// instant the request's clock gave (the application's clock lives in the main thread).
import { serveJobs } from '../threads/pool.js';
import type { DraftJob } from './threaded.js';
import { createOfflineGenerator } from './offline.js';

let instant = 0;
const offline = createOfflineGenerator(() => new Date(instant));
serveJobs((job: DraftJob) => {
  instant = job.now;
  return offline.generate(job.input);
});
