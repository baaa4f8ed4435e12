import { SITE } from '../config/site';

const GTM_SCRIPT_ID = 'gtm-script';

function loadTagManager(gtmId: string) {
  if (document.getElementById(GTM_SCRIPT_ID)) return;
  // Google's snippet: the container starts by reading this event, then every later dataLayer push.
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.id = GTM_SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  document.head.append(script);
}

/**
 * Google Tag Manager when the server configures a container (GTM_ID), once, when the page has loaded and
 * the browser is idle, so that it never competes with the first render. With none, no third-party script:
 * the pages' dataLayer pushes stay in the page.
 */
export function startAnalytics(gtmId = SITE.gtmId): void {
  if (!gtmId) return;
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(() => loadTagManager(gtmId))
      : setTimeout(() => loadTagManager(gtmId));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
