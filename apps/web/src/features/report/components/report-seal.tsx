import type { ReportVersion, ReportSeal as Seal } from '@verificauto/shared/contracts/report';
import { formatDate } from '@verificauto/shared/domain/format';
import './report-seal.scss';

/** The characters of the fingerprint the summary shows; the whole one is inside. */
const SHORT_FINGERPRINT = 12;
const short = (fingerprint: string) => `${fingerprint.slice(0, SHORT_FINGERPRINT)}…`;

/**
 * An approved report is sealed. The summary names the day and the start of the fingerprint,
 * and the version when the report was corrected after approval; opened, it says what the seal means,
 * gives the whole fingerprint and the history of the versions with the reason of each correction.
 */
export function ReportSeal({ seal, versions }: { seal: Seal; versions: readonly ReportVersion[] }) {
  const current = versions.at(-1)?.version ?? 1;
  return (
    <details className="report-seal">
      <summary>
        <SealIcon />
        <span>{`Report sigillato il ${formatDate(seal.sealed_at)} · impronta ${short(seal.fingerprint)}`}</span>
        {current > 1 && <span className="report-seal-version">{`Versione ${current}`}</span>}
      </summary>
      <div className="report-seal-body">
        <p>
          Quando approva il report, Verificauto ne calcola un’impronta digitale (SHA-256) dal contenuto e da
          ogni foto, e la conserva. Qualsiasi modifica successiva, anche di una sola foto, darebbe un’impronta
          diversa: quella qui sotto garantisce che stai leggendo il report così come è stato approvato.
        </p>
        <p className={versions.length > 1 ? undefined : 'mb-0'}>
          Impronta completa (SHA-256): <code className="report-seal-fingerprint">{seal.fingerprint}</code>
        </p>
        {versions.length > 1 && <VersionHistory versions={versions} />}
      </div>
    </details>
  );
}

/** Every sealed version, oldest first: a correction never changes a sealed version, it adds one. */
function VersionHistory({ versions }: { versions: readonly ReportVersion[] }) {
  return (
    <>
      <p className="fw-semibold mb-1">Versioni del report</p>
      <ol className="report-seal-versions">
        {versions.map((version) => (
          <li key={version.version}>
            {`Versione ${version.version}, sigillata il ${formatDate(version.sealed_at)} · impronta ${short(version.fingerprint)}`}
            {version.reason && <span className="d-block">{`Correzione: ${version.reason}`}</span>}
          </li>
        ))}
      </ol>
    </>
  );
}

function SealIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      <path d="M10 1.5a1 1 0 0 1 .4.08l6 2.6a1 1 0 0 1 .6.92V9c0 4.1-2.7 7.6-6.7 9.4a.9.9 0 0 1-.6 0C5.7 16.6 3 13.1 3 9V5.1a1 1 0 0 1 .6-.92l6-2.6A1 1 0 0 1 10 1.5zm3.7 5.8a1 1 0 0 0-1.4 0L9 10.6 7.7 9.3a1 1 0 1 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4a1 1 0 0 0 0-1.4z" />
    </svg>
  );
}
