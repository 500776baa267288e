-- 0002: Idempotency-Key records for POST (issue 3). A key is scoped to the path it was
-- used on; `fingerprint` identifies the request body it came with; a finished request
-- keeps its answer for replays. Rows older than 24 h are expired and removed on use.
CREATE TABLE idempotency_keys (
  scope varchar(100) NOT NULL,
  key varchar(255) NOT NULL,
  fingerprint char(64) NOT NULL,
  state varchar(10) NOT NULL CHECK (state IN ('pending', 'done')),
  status integer,
  response text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
