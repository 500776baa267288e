-- 0007: the audit log gets a version and a kept row count, as the smart goals have (0003).
-- The console's log page showed how many entries there are with count(*) over the whole
-- log, a table that only grows; its pages and each object's history are now cached by the
-- log's version like every other console read (design §9).
INSERT INTO table_versions (name, row_count) VALUES ('audit_log', (SELECT count(*) FROM audit_log));

CREATE FUNCTION count_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_versions
     SET version = version + 1,
         row_count = row_count + CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END * (SELECT count(*) FROM changed)
   WHERE name = TG_TABLE_NAME;
  PERFORM pg_notify('table_versions', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE FUNCTION count_rows_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_versions SET version = version + 1, row_count = 0 WHERE name = TG_TABLE_NAME;
  PERFORM pg_notify('table_versions', TG_TABLE_NAME);
  RETURN NULL;
END $$;

CREATE TRIGGER audit_log_inserted AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_rows_changed();
CREATE TRIGGER audit_log_deleted AFTER DELETE ON audit_log
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION count_rows_changed();
CREATE TRIGGER audit_log_updated AFTER UPDATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();
CREATE TRIGGER audit_log_truncated AFTER TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION count_rows_truncated();
