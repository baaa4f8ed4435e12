import { createHmac } from 'node:crypto';
import { AppError } from '../../../lib/app-error';
import { safeEqual } from '../../../lib/tokens';

/**
 * How far the signature's time may be from ours: a captured delivery replayed later is refused, while
 * Calendly's retries are signed anew and pass.
 */
export const CALENDLY_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const refused = (code: string, message: string) => new AppError(400, code, message);

/** "t=1492774577,v1=5257a869…" → its parts; anything else → undefined. */
function parseHeader(header: string): { timestamp: number; signatures: string[] } | undefined {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  return timestamp !== undefined && signatures.length > 0 ? { timestamp, signatures } : undefined;
}

/**
 * Checks the Calendly-Webhook-Signature header: an HMAC-SHA256, hex, of "<t>.<raw body>" with the
 * subscription's signing key, computed over the exact bytes received (Calendly's webhook signatures guide).
 */
export function verifyCalendlySignature(
  rawBody: Buffer,
  header: string | undefined,
  signingKey: string,
  now = new Date(),
): void {
  const parsed = header ? parseHeader(header) : undefined;
  if (!parsed) {
    throw refused('calendly_signature_missing', 'Richiesta non firmata da Calendly: firma mancante.');
  }
  const expected = createHmac('sha256', signingKey)
    .update(`${parsed.timestamp}.`)
    .update(rawBody)
    .digest('hex');
  if (!parsed.signatures.some((signature) => safeEqual(signature, expected))) {
    throw refused('calendly_signature_invalid', 'Firma di Calendly non valida.');
  }
  if (Math.abs(now.getTime() / 1000 - parsed.timestamp) > CALENDLY_SIGNATURE_TOLERANCE_SECONDS) {
    throw refused(
      'calendly_signature_stale',
      `Firma di Calendly fuori tempo: l’orario della firma dista più di ${CALENDLY_SIGNATURE_TOLERANCE_SECONDS / 60} minuti dal nostro.`,
    );
  }
}
