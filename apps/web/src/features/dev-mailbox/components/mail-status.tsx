import type { MailStatus } from '@verificauto/shared/contracts/dev-mailbox';

const LABELS: Record<MailStatus, { text: string; variant: string }> = {
  queued: { text: 'In coda', variant: 'secondary' },
  sent: { text: 'Inviata', variant: 'success' },
  failed: { text: 'Non inviata', variant: 'danger' },
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { text, variant } = LABELS[status];
  return <span className={`badge text-bg-${variant}`}>{text}</span>;
}
