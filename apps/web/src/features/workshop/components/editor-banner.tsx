import type { ReportDraft } from '@verificauto/shared/contracts/workshop';

/** Where the report stands, when it is not simply being written: sent back, submitted, approved. */
export function EditorBanner({ draft }: { draft: ReportDraft }) {
  if (draft.state === 'submitted') {
    return (
      <div className="alert alert-success" role="status">
        Report inviato per l’approvazione.
      </div>
    );
  }
  if (draft.state === 'approved') {
    return (
      <div className="alert alert-success" role="status">
        Report approvato dal back office: non si può più modificare.
      </div>
    );
  }
  if (draft.returned_note) {
    return (
      <div className="alert alert-warning">
        <strong>Il back office ha rimandato il report:</strong> {draft.returned_note}
      </div>
    );
  }
  return null;
}
