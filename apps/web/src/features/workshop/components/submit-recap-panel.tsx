import type { MissingPart } from '@verificauto/shared/contracts/workshop';
import { MAX_RATING } from '@verificauto/shared/domain/checklist';
import { formatRepairCost } from '@verificauto/shared/domain/format';
import { countOf } from '@verificauto/shared/domain/plural';
import { countBySeverity, SEVERITIES, SEVERITY_LABELS } from '@verificauto/shared/domain/severity';
import type { Ref } from 'react';
import { useEditor } from '../editor-context';
import { anchorOf, draftScores, type SectionKey } from '../editor-sections';
import { type DraftFinding, draftFindings } from '../submit-recap';
import { JumpLink, MissingPartsList } from './missing-parts-list';
import { ScoreLine } from './score-line';

const WORST_SHOWN = 5;

const euros = (value: number) => formatRepairCost(value * 100);

function findingDetail(finding: DraftFinding): string {
  if (finding.rating !== null) return `valutazione ${finding.rating} su ${MAX_RATING}`;
  const { min, max } = finding.costs ?? { min: 0, max: 0 };
  return min === max ? euros(min) : `${euros(min)} – ${euros(max)}`;
}

/**
 * What the technician is about to send (docs/decisions/070-editor-that-guides.md): what is still missing, the
 * findings by severity with the worst of them, the overall score and verdict. Every part links to its place.
 */
export function SubmitRecapPanel({
  missing,
  missingHeadingRef,
  onJump,
}: {
  missing: readonly MissingPart[];
  missingHeadingRef: Ref<HTMLHeadingElement>;
  onJump(section: SectionKey, id: string): void;
}) {
  const { draft } = useEditor();
  const findings = draftFindings(draft);
  const counts = countBySeverity(findings.map((finding) => finding.severity));
  const verdict = draft.verdict_overall?.trim();
  return (
    <section className="submit-recap" aria-labelledby="submit-recap-title">
      <h3 id="submit-recap-title" className="h5">
        Riepilogo prima dell’invio
      </h3>
      <div className="submit-recap-part">
        {missing.length > 0 ? (
          <>
            <h4 ref={missingHeadingRef} tabIndex={-1} className="h6">
              Prima di inviare, completa{' '}
              {missing.length === 1 ? 'questo elemento' : `questi ${missing.length} elementi`}
            </h4>
            <MissingPartsList parts={missing} onJump={onJump} />
          </>
        ) : (
          <>
            <h4 className="h6">Completezza</h4>
            <p className="mb-0">
              <span className="text-success" aria-hidden="true">
                ✓{' '}
              </span>
              Tutte le voci sono compilate e le foto obbligatorie ci sono.
            </p>
          </>
        )}
      </div>
      <div className="submit-recap-part">
        <h4 className="h6">Problemi rilevati</h4>
        {findings.length === 0 ? (
          <p className="mb-0">Nessun problema rilevato.</p>
        ) : (
          <>
            <ul className="submit-recap-counts list-unstyled" aria-label="Problemi per gravità">
              {SEVERITIES.map((severity) => (
                <li key={severity} className={`submit-recap-count submit-recap-count-${severity}`}>
                  {SEVERITY_LABELS[severity]}: {counts[severity]}
                </li>
              ))}
            </ul>
            <ol className="submit-recap-worst" aria-label="I problemi più gravi">
              {findings.slice(0, WORST_SHOWN).map((finding) => {
                const anchor = anchorOf({ section: 'items', field: finding.key });
                return (
                  <li key={finding.key}>
                    <JumpLink section={anchor.section} id={anchor.id} onJump={onJump}>
                      {finding.label}
                    </JumpLink>
                    {` · ${SEVERITY_LABELS[finding.severity]} · ${findingDetail(finding)}`}
                  </li>
                );
              })}
            </ol>
            {findings.length > WORST_SHOWN && (
              <p className="small text-body-secondary mb-0">
                e {countOf(findings.length - WORST_SHOWN, 'altro', 'altri')} nelle sezioni
              </p>
            )}
          </>
        )}
      </div>
      <div className="submit-recap-part">
        <h4 className="h6">Giudizio complessivo</h4>
        <ScoreLine label="Punteggio complessivo" score={draftScores(draft).score_overall} />
        {verdict ? (
          <p className="submit-recap-verdict mb-0">{verdict}</p>
        ) : (
          <p className="text-body-secondary mb-0">Non ancora scritto.</p>
        )}
      </div>
    </section>
  );
}
