-- 0016: the planner's walk (design §11) leaves out, batch by batch, the items already
-- escalated: NOT EXISTS an escalation row for the relation, round and role. With no index
-- on the kind, the plan read the whole outbox for every batch of relations (20,000 rows,
-- 4,000 pages, 20-60 ms a batch on PGlite, where that time is the service's own thread),
-- so a tick grew with the square of the programme. The escalations are a small part of the
-- outbox: an index of them alone is read in a moment, whatever the outbox holds.
CREATE INDEX mail_outbox_escalated ON mail_outbox (relation_id, round_id, role) WHERE kind = 'escalation';
