-- 0005: the programme console (issue 17, design §10): accounts, sessions, login
-- throttling and the audit log.
--
-- Users gain what signing in needs. A user made by `token create` or a dataset import has
-- no password (it cannot sign in) and the weakest role. These columns are not in the
-- dataset file (design §8 fixes users as id and username): an import leaves them at
-- their defaults.
ALTER TABLE users
  ADD COLUMN password_hash varchar(255),
  ADD COLUMN role varchar(10) NOT NULL DEFAULT 'viewer' CHECK (role IN ('admin', 'manager', 'viewer')),
  ADD COLUMN is_active boolean NOT NULL DEFAULT true;

-- Console sessions, in the database so that they hold across instances and restarts. Only
-- a SHA-256 of the cookie's value is kept (as for API tokens): a copy of this table signs
-- nobody in. last_seen_at moves at most once a minute; two weeks idle ends a session.
CREATE TABLE sessions (
  key_hash char(64) PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_token char(64) NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
CREATE INDEX sessions_last_seen_at ON sessions (last_seen_at);

-- Failed sign-ins, by the username typed and the client's address: five for either within
-- fifteen minutes refuse sign-ins from there for fifteen minutes (design §10). Rows older
-- than that are deleted as new ones come.
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username varchar(150) NOT NULL,
  address varchar(64) NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_username ON login_failures (username, failed_at);
CREATE INDEX login_failures_address ON login_failures (address, failed_at);

-- Every change made in the console: who, when, which object, and each field's old and new
-- value ({"field": [old, new]}). The user's id is no foreign key and the username is kept
-- beside it, so that an entry still says who once the user is gone (deleted, or replaced
-- by a dataset import). Nothing in the console edits or deletes these rows.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  user_id integer,
  username varchar(150) NOT NULL,
  action varchar(10) NOT NULL CHECK (action IN ('add', 'change', 'delete')),
  table_name varchar(63) NOT NULL,
  object_id integer NOT NULL,
  object_repr varchar(200) NOT NULL,
  changes jsonb NOT NULL
);
CREATE INDEX audit_log_object ON audit_log (table_name, object_id, id);
CREATE INDEX audit_log_user_id ON audit_log (user_id);
