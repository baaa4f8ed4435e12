import {
  type DraftChange,
  type ReportDraft,
  ReportDraftSchema,
} from '@verificauto/shared/contracts/workshop';
import { apiRequest } from '../../../../lib/api-client';
import { draftPath } from './get-report-draft';

/**
 * PATCH /api/workshop/inspections/{uuid}/draft: merges the change into the server draft field by field and
 * answers the whole draft. 400 names the wrong field, 409 once the report was submitted. The autosave
 * (hooks/use-draft-autosave.ts) calls it; no mutation hook, because the queue decides when and how often.
 */
export function saveDraftChange(uuid: string, change: DraftChange): Promise<ReportDraft> {
  return apiRequest(draftPath(uuid), { method: 'PATCH', body: change, schema: ReportDraftSchema });
}
