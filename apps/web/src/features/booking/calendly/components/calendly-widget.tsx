import Spinner from 'react-bootstrap/Spinner';
import { InlineWidget } from 'react-calendly';
import './calendly-widget.scss';

export interface CalendlyWidgetProps {
  url: string;
  /** The intent's id: Calendly returns it in the webhook as tracking.utm_content. */
  intentUuid: string;
  prefill: { name: string; email: string } | null;
  title: string;
}

function Loading() {
  return (
    <div className="calendly-widget-loading" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" />
      Carichiamo il calendario dell’officina…
    </div>
  );
}

/** Calendly's inline widget (react-calendly), in a chunk of its own: loaded once a Calendly workshop is chosen. */
export function CalendlyWidget({ url, intentUuid, prefill, title }: CalendlyWidgetProps) {
  return (
    <InlineWidget
      url={url}
      className="calendly-widget"
      iframeTitle={title}
      LoadingSpinner={Loading}
      prefill={prefill ?? undefined}
      utm={{ utmContent: intentUuid }}
    />
  );
}
