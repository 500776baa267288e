-- 0008: the console's searches of people and relations through indexes (issue 17).
-- A search typed once misses the console's cache and read every row: an ILIKE over three
-- columns of each people table, and every relation tested against the matching people.
-- A person's searchable text (first name, last name, email: what the console's search
-- looks in) gets a trigram index, which serves ILIKE '%…%'; pg_trgm ships with PostgreSQL
-- (contrib, a trusted extension since 13: the database's owner may create it) and with
-- PGlite, which loads it in connect.ts. Without GIN's pending list (fastupdate off): PGlite
-- has no autovacuum to merge it, and every search read the whole list (after 4,000 saves of
-- mentees, 454 pages: 40 ms a search instead of 1.7). The relations' people columns get the indexes
-- every foreign key wants: a relation is found by its mentor, mentee or manager, and
-- deleting a person asks whether a relation still names them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX managers_search ON managers USING gin ((first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)
  WITH (fastupdate = off);
CREATE INDEX mentors_search ON mentors USING gin ((first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)
  WITH (fastupdate = off);
CREATE INDEX mentees_search ON mentees USING gin ((first_name || ' ' || last_name || ' ' || email) gin_trgm_ops)
  WITH (fastupdate = off);

CREATE INDEX mentoring_relations_mentor_id ON mentoring_relations (mentor_id);
CREATE INDEX mentoring_relations_mentee_id ON mentoring_relations (mentee_id);
CREATE INDEX mentoring_relations_manager_id ON mentoring_relations (manager_id);
