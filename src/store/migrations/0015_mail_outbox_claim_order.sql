-- 0015: the sender's claim (design §11) takes the oldest due `pending` rows in the order
-- (next_attempt_at, id), LIMIT a batch, FOR UPDATE SKIP LOCKED. 0010's index held
-- next_attempt_at alone, and a tick queues every row with the same next_attempt_at, so no
-- index gave that order: each claim read every pending row, bodies and all, and sorted
-- them before taking twenty (the lock step sits between LIMIT and the sort, so the sort is
-- never told it needs only twenty). At 20,000 queued mails a claim took 0.4–1.4 s on
-- PGlite, spilling a 28 MB sort to disk, and on PGlite that time is the service's own
-- thread: every request waited behind it (docs/performance.md). An index in the claim's
-- own order lets it stop after the batch: about 3 ms.
CREATE INDEX mail_outbox_claim ON mail_outbox (next_attempt_at, id) WHERE status = 'pending';
DROP INDEX mail_outbox_due;
