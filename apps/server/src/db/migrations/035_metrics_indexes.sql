-- What GET /metrics counts at every scrape, by an index-only scan of a few rows
-- (docs/decisions/080-metrics.md): the failed jobs by name (kept 30 days among every finished job) and the
-- e-mails still queued (among every e-mail of 90 days). Both sets are small by nature, so are the indexes.
CREATE INDEX jobs_failed_idx ON jobs (name) WHERE status = 'failed';
CREATE INDEX mail_outbox_queued_idx ON mail_outbox (created_at) WHERE status = 'queued';
