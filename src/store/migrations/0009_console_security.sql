-- 0009: the console's security findings of issue 29.
--
-- Item 8: disabling a user now revokes their API tokens for good (accounts/users.ts); users
-- disabled before this had kept theirs, to come back at an enable: revoke them here.
DELETE FROM api_tokens WHERE user_id IN (SELECT id FROM users WHERE NOT is_active);

-- Items 1 and 4: the sign-in throttle as budgets reserved before a password is checked. 0005 recorded a failure after the hash, so concurrent
-- guesses all passed the check before any was recorded; and it refused a username or an
-- address as a whole, so anyone could lock a colleague out, or an office behind one NAT.
--
-- One row a budget, reserved under its row lock in the transaction that admits an attempt
-- (so the rule holds across instances and restarts):
--   scope 'p': a (username, address) pair: 5 attempts in a window, then refused for 15 minutes;
--   scope 'a': an address (an IPv6 /64) across usernames: a larger budget, as for a pair;
--   scope 'u': a username from any address: growing delays between attempts, never a refusal
--              of longer than the delay.
-- Times are epoch microseconds (the application's clock; no Date round trip). A success
-- gives its reservation back; a failure keeps it.
DROP TABLE login_failures;

CREATE TABLE login_throttles (
  scope char(1) NOT NULL CHECK (scope IN ('p', 'a', 'u')),
  username varchar(150) NOT NULL,
  address varchar(64) NOT NULL,
  window_start bigint NOT NULL,
  attempts integer NOT NULL,
  blocked_until bigint NOT NULL,
  last_at bigint NOT NULL,
  PRIMARY KEY (scope, username, address)
);
-- Stale budgets are forgotten a few at a time, oldest first.
CREATE INDEX login_throttles_last_at ON login_throttles (last_at);
