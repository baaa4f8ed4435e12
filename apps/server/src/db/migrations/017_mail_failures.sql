-- E-mails are not lost (decision 048).
-- When a job was first run: a retry policy by time ("for at least 3 days") counts from it.
ALTER TABLE jobs ADD COLUMN first_attempt_at timestamptz;
UPDATE jobs SET first_attempt_at = created_at WHERE attempts > 0;

-- Why an e-mail was given up: the recipient's server refused the address for good, or it kept failing
-- for the whole retry window. Shown with last_error on the back office's page of e-mails not sent.
ALTER TABLE mail_outbox
  ADD COLUMN failed_at timestamptz,
  ADD COLUMN failure text CHECK (failure IN ('rejected', 'retries_exhausted'));
UPDATE mail_outbox SET failed_at = now(), failure = 'retries_exhausted' WHERE status = 'failed';
CREATE INDEX mail_outbox_failed_idx ON mail_outbox (failed_at DESC) WHERE status = 'failed';

-- E-mails still being retried get the new window instead of the old 8 attempts.
UPDATE jobs SET max_attempts = 200 WHERE name = 'mail.send' AND status IN ('pending', 'running');
