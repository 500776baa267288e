-- 0013: the public pages' per-address limit (design §11) held in the database, so it holds
-- across instances: 0010's limit was kept in each process's memory, and N instances behind
-- one balancer allowed N times the budget. One row an address (an IPv6 /64), taken and
-- counted by one INSERT … ON CONFLICT DO UPDATE, which locks the row: concurrent requests
-- on any instance are counted one after another. Times are epoch microseconds (the
-- application's clock). Rows whose window has passed are deleted from time to time.
CREATE TABLE public_page_budgets (
  address varchar(64) PRIMARY KEY,
  window_start bigint NOT NULL,
  requests integer NOT NULL
);

CREATE INDEX public_page_budgets_window_start ON public_page_budgets (window_start);
