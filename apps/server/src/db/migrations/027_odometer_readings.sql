-- The odometer readings of the car's papers that the report compares with the odometer
-- (docs/decisions/055-odometer-readings.md): service-book stamps and revisioni, in the technician's order.
CREATE TABLE report_odometer_readings (
  report_id uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 9),
  source text NOT NULL CHECK (source IN ('service_book', 'revisione')),
  read_on date NOT NULL,
  km integer NOT NULL CHECK (km BETWEEN 0 AND 2000000),
  PRIMARY KEY (report_id, position)
);

-- A cached report is rebuilt when its readings change, as for its items and photos (migration 002).
CREATE TRIGGER report_odometer_readings_changed AFTER INSERT OR UPDATE OR DELETE ON report_odometer_readings
  FOR EACH ROW EXECUTE FUNCTION va_report_part_changed();
