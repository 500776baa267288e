-- 0003: a version per table, bumped by every statement that changes the table, and the
-- smart-goal row count kept beside it. Caches in any instance check these versions (one
-- cheap query) instead of recounting or rereading, so nothing they serve is ever stale,
-- also when another instance wrote (design §9). Each bump is also announced on the
-- channel table_versions (delivered at commit): the embedded database, which one process
-- owns, uses that instead of asking.
CREATE TABLE table_versions (
  name varchar(63) PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0,
  row_count bigint NOT NULL DEFAULT 0
);

INSERT INTO table_versions (name, row_count)
SELECT t.name, 0 FROM (VALUES
  ('users'), ('smart_goals'), ('courses'), ('pre_lead_statuses'), ('managers'), ('mentors'),
  ('mentees'), ('mentoring_relations'), ('feedback_rounds'), ('feedback_submissions')
) AS t (name);
UPDATE table_versions SET row_count = (SELECT count(*) FROM smart_goals) WHERE name = 'smart_goals';

CREATE FUNCTION bump_table_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_versions SET version = version + 1 WHERE name = TG_TABLE_NAME;
  PERFORM pg_notify('table_versions', TG_TABLE_NAME);
  RETURN NULL;
END $$;

-- The smart-goal count moves with the rows a statement touched (transition tables), so
-- listing never counts a million rows.
CREATE FUNCTION count_smart_goals_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_versions
     SET version = version + 1,
         row_count = row_count + CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END * (SELECT count(*) FROM changed)
   WHERE name = 'smart_goals';
  PERFORM pg_notify('table_versions', 'smart_goals');
  RETURN NULL;
END $$;

CREATE FUNCTION count_smart_goals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_versions SET version = version + 1, row_count = 0 WHERE name = 'smart_goals';
  PERFORM pg_notify('table_versions', 'smart_goals');
  RETURN NULL;
END $$;

CREATE TRIGGER smart_goals_inserted AFTER INSERT ON smart_goals
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_smart_goals_changed();
CREATE TRIGGER smart_goals_deleted AFTER DELETE ON smart_goals
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_smart_goals_changed();
CREATE TRIGGER smart_goals_updated AFTER UPDATE ON smart_goals
  FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();
CREATE TRIGGER smart_goals_truncated AFTER TRUNCATE ON smart_goals
  FOR EACH STATEMENT EXECUTE FUNCTION count_smart_goals_truncated();

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'courses', 'pre_lead_statuses', 'managers', 'mentors', 'mentees',
                           'mentoring_relations', 'feedback_rounds', 'feedback_submissions'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I
                    FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version()', t || '_changed', t);
  END LOOP;
END $$;
