import type { ReportSeal as Seal } from '@verificauto/shared/contracts/report';
import { formatDate } from '@verificauto/shared/domain/format';
import './report-seal.scss';

/** The characters of the fingerprint the summary shows; the whole one is inside. */
const SHORT_FINGERPRINT = 12;

/**
 * Issue 13: an approved report is sealed. The summary names the day and the start of the fingerprint;
 * opened, it says what the seal means and gives the whole fingerprint.
 */
export function ReportSeal({ seal }: { seal: Seal }) {
  const short = `${seal.fingerprint.slice(0, SHORT_FINGERPRINT)}…`;
  return (
    <details className="report-seal">
      <summary>
        <SealIcon />
        <span>{`Report sigillato il ${formatDate(seal.sealed_at)} · impronta ${short}`}</span>
      </summary>
      <div className="report-seal-body">
        <p>
          Quando approva il report, Verificauto ne calcola un’impronta digitale (SHA-256) dal contenuto e da
          ogni foto, e la conserva. Qualsiasi modifica successiva, anche di una sola foto, darebbe un’impronta
          diversa: quella qui sotto garantisce che stai leggendo il report così come è stato approvato.
        </p>
        <p className="mb-0">
          Impronta completa (SHA-256): <code className="report-seal-fingerprint">{seal.fingerprint}</code>
        </p>
      </div>
    </details>
  );
}

function SealIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d="M10 1.5a1 1 0 0 1 .4.08l6 2.6a1 1 0 0 1 .6.92V9c0 4.1-2.7 7.6-6.7 9.4a.9.9 0 0 1-.6 0C5.7 16.6 3 13.1 3 9V5.1a1 1 0 0 1 .6-.92l6-2.6A1 1 0 0 1 10 1.5zm3.7 5.8a1 1 0 0 0-1.4 0L9 10.6 7.7 9.3a1 1 0 1 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4a1 1 0 0 0 0-1.4z" />
    </svg>
  );
}
