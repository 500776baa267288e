-- 0012: a console user linked to a manager ("my work", design §10a), and the dashboard's index.
--
-- The link is a table of its own, not a column of users: users and managers are both
-- tables of the dataset file, and an import that replaces the managers (whose ids may then
-- name other people) empties whatever refers to them (store/repositories/dataset.ts). A
-- column on users would take the accounts with it; this table loses only the links.
-- A deleted manager unlinks their users (the row goes); a deleted user takes their link.
CREATE TABLE console_user_managers (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  manager_id integer NOT NULL REFERENCES managers (id) ON DELETE CASCADE
);
-- A manager's delete finds their links without a scan.
CREATE INDEX console_user_managers_manager_id ON console_user_managers (manager_id);

-- Versioned (0003), so the console's cached reads of the users see a link change at once.
INSERT INTO table_versions (name, row_count) VALUES ('console_user_managers', 0);
CREATE TRIGGER console_user_managers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON console_user_managers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_table_version();

-- The dashboard counts the goals written per month of the last twelve: a range of this
-- index, not a scan of every goal.
CREATE INDEX smart_goals_created_at ON smart_goals (created_at);
