import {
  type InspectionPreview,
  InspectionPreviewSchema,
  type InspectionReport,
  WAIVER_REQUIRED_CODE,
} from '@verificauto/shared/contracts/report';
import { ApiError } from '../../lib/api-client';
import type { ReportAnswer } from './api/get-report';

/** The waiver step's heading, which takes the focus when the liability declaration closes. */
export const WAIVER_TITLE_ID = 'waiver-title';

/** What the error body offers to a visitor without access: the payment link and the preview. */
export interface PurchaseOffer {
  paymentURL: string | null;
  preview: InspectionPreview | null;
}

export type ReportPageState =
  | { kind: 'loading' }
  | { kind: 'report'; inspection: InspectionReport }
  /**
   * A buyer who did not ask for immediate access at checkout is asked before the report (decision 058): the
   * answer, which the step's own chunk reads, and its preview for the page's title.
   */
  | { kind: 'waiver'; answer: Record<string, unknown>; preview: InspectionPreview | null }
  | { kind: 'not-found' }
  | { kind: 'purchase'; guest: boolean; message?: string; offer: PurchaseOffer }
  | { kind: 'error'; message: string };

export const UNEXPECTED_ANSWER = 'Il report non può essere mostrato in questo momento. Riprova più tardi.';

// Any web origin as the base: a relative link takes its protocol, and the server's render has no window.
const LINK_BASE = 'https://verificauto.invalid';

// Only web links: the URL comes from the network and ends up in an href.
function safePaymentURL(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const { protocol } = new URL(value, LINK_BASE);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

function purchaseOffer(body: Record<string, unknown>): PurchaseOffer {
  const preview = InspectionPreviewSchema.safeParse(body.reportPreview);
  return { paymentURL: safePaymentURL(body.paymentURL), preview: preview.success ? preview.data : null };
}

/**
 * The product rules (docs/product.md#report-access): the page starts as guest; a successful fetch shows the
 * inspection; it is a guest only for HTTP 401 (an answer, not an error: `ReportAnswer`), and the payment
 * link and preview come from the body — for 403 and any other status too, when present
 * (docs/product.md#errors).
 */
export function reportPageState(query: { data?: ReportAnswer; error: Error | null }): ReportPageState {
  if (query.data?.kind === 'guest')
    return { kind: 'purchase', guest: true, offer: purchaseOffer(query.data.body) };
  if (query.data) return { kind: 'report', inspection: query.data.inspection };
  const { error } = query;
  if (!error) return { kind: 'loading' };
  if (!(error instanceof ApiError)) return { kind: 'error', message: UNEXPECTED_ANSWER };
  if (error.status === 404) return { kind: 'not-found' };
  if (error.status === 403 && error.body.code === WAIVER_REQUIRED_CODE) {
    return { kind: 'waiver', answer: error.body, preview: purchaseOffer(error.body).preview };
  }
  const offer = purchaseOffer(error.body);
  const noAccess = error.status === 403;
  if (noAccess || offer.paymentURL || offer.preview) {
    // 403 has a text of its own; any other status shows the server's message.
    return { kind: 'purchase', guest: false, message: noAccess ? undefined : error.message, offer };
  }
  return { kind: 'error', message: error.message };
}
