-- Whether a purchase's access to its report is in force: the one home of this rule for every query. The
-- access ends at access_until itself (an access ending exactly now is over), as isReportAccessActive in
-- packages/shared/src/domain/report-access.ts decides in memory. A plain SQL function, STABLE and without
-- its own settings, so that the planner inlines it into the queries that call it.
CREATE FUNCTION va_access_active(access_until timestamptz) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT access_until > now()
$$;
