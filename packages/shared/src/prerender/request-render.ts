import type { CheckoutOffer } from '../contracts/payments';
import type { ReportAccessError } from '../contracts/report';

/** A page rendered for one request with its data (decision 038): its title and its root element's HTML. */
export interface RenderedPage {
  title: string;
  root: string;
}

/** The module the web build writes to apps/web/dist-render/render.js, which the server loads at start. */
export interface RequestRenderer {
  /** The checkout page as a guest sees it with this offer; undefined when it cannot render whole. */
  renderCheckoutPage(inspectionUuid: string, offer: CheckoutOffer): Promise<RenderedPage | undefined>;
  /** The shared report's page as a guest sees it, with the API's 401 body; undefined as above. */
  renderReportPage(inspectionUuid: string, guestAnswer: ReportAccessError): Promise<RenderedPage | undefined>;
}

export const REQUEST_RENDERER_FILE = 'dist-render/render.js';
