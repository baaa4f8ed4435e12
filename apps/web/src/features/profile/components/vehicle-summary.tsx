import { formatKm } from '@verificauto/shared/domain/format';
import { ScoreGauge } from '../../../components/ui/score-gauge';

interface VehicleSummaryProps {
  title: string;
  year: number | null;
  odometer: number | null;
  score: number | null;
}

const GAUGE_WIDTH_IN_CARD = 128;

/** Brand and model, year, odometer and the overall score of a card with a completed report. */
export function VehicleSummary({ title, year, odometer, score }: VehicleSummaryProps) {
  return (
    <div className="d-flex justify-content-between align-items-center gap-3">
      <div className="report-card-vehicle">
        <h2 className="h5 mb-2 text-break">{title}</h2>
        <ul className="list-unstyled mb-0 text-body-secondary">
          {year !== null && <li>Anno {year}</li>}
          {odometer !== null && <li>{formatKm(odometer)}</li>}
        </ul>
      </div>
      <ScoreGauge value={score} width={GAUGE_WIDTH_IN_CARD} className="flex-shrink-0" />
    </div>
  );
}
