-- The back office's approval queue and users list, paged by keyset, and the users search on trigrams
-- (docs/decisions/071-keyset-pagination.md).

-- In public, not in the schema of the search path: an extension is one per database, and PGlite loads the
-- module when the database opens (db/pglite-db.ts). Trusted since PostgreSQL 13: the database's owner
-- may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

-- The queue in the order it is worked, oldest submission first, the id settling a tie: only the drafts
-- awaiting a decision are in the index, so it is as long as the queue. It replaces the index of 012,
-- which had no id to page by and held every draft.
DROP INDEX report_drafts_state_idx;
CREATE INDEX report_drafts_queue_idx ON report_drafts (submitted_at, inspection_id) WHERE state = 'submitted';

-- The users list, newest first (read backwards).
CREATE INDEX users_created_idx ON users (created_at, id);

-- "Contains" searches (LIKE '%…%') on the e-mail and the name, in any case.
CREATE INDEX users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops);
CREATE INDEX users_name_trgm_idx ON users USING gin (lower(name) gin_trgm_ops);
