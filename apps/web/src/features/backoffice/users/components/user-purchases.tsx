import {
  type BackofficePurchase,
  RefundPurchaseRequestSchema,
} from '@verificauto/shared/contracts/backoffice';
import { formatDate, formatDateTime, formatEuroCents } from '@verificauto/shared/domain/format';
import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from '../../../../components/ui/link';
import { paths } from '../../../../config/paths';
import { ReasonDialog } from '../../components/reason-dialog';
import { useRefundPurchase } from '../api/refund-purchase';
import { purchaseStatusLabel } from '../user-labels';
import { FactList } from './fact-list';

const STATUS_BADGES: Record<BackofficePurchase['status'], string> = {
  pending: 'text-bg-secondary',
  paid: 'text-bg-success',
  failed: 'text-bg-secondary',
  expired: 'text-bg-secondary',
  refunded: 'text-bg-warning',
};

function PurchaseFacts({ purchase }: { purchase: BackofficePurchase }) {
  const facts: [string, string][] = [
    ['Ordine', purchase.order_number],
    ['Importo', formatEuroCents(purchase.amount_cents)],
    ['Pagato il', purchase.paid_at ? formatDateTime(purchase.paid_at) : '—'],
    [
      'Accesso fino al',
      purchase.access_until && purchase.status === 'paid' ? formatDate(purchase.access_until) : '—',
    ],
    ['Report aperto il', purchase.report_accessed_at ? formatDateTime(purchase.report_accessed_at) : 'mai'],
  ];
  if (purchase.withdrawn_at) facts.push(['Recesso il', formatDateTime(purchase.withdrawn_at)]);
  if (purchase.refunded_at) facts.push(['Rimborsato il', formatDateTime(purchase.refunded_at)]);
  if (purchase.credit_note) facts.push(['Nota di credito', purchase.credit_note]);
  return <FactList facts={facts} className="purchase-facts" />;
}

/** The user's purchases of reports, whether each can be refunded and why, and 'Rimborsa'. */
export function UserPurchases({ purchases }: { purchases: BackofficePurchase[] }) {
  const refund = useRefundPurchase();
  const [target, setTarget] = useState<BackofficePurchase | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const noticeRef = useRef<HTMLDivElement>(null);
  const lastTarget = useRef<string | null>(null);
  const done = useRef(false);

  const open = (purchase: BackofficePurchase) => {
    refund.reset();
    done.current = false;
    setNotice(null);
    lastTarget.current = purchase.id;
    setTarget(purchase);
  };
  const submit = (reason: string) => {
    if (!target) return;
    refund.mutate(
      { id: target.id, reason },
      {
        onSuccess: ({ purchase }) => {
          done.current = true;
          setNotice(
            `Acquisto ${purchase.order_number} rimborsato: l’accesso al report è revocato` +
              (purchase.credit_note ? ` ed è stata emessa la nota di credito ${purchase.credit_note}.` : '.'),
          );
          setTarget(null);
        },
      },
    );
  };
  // Cancelled: back to the button that opened the dialog; refunded: that button is gone, the notice speaks.
  const restoreFocus = () => {
    if (done.current) noticeRef.current?.focus();
    else if (lastTarget.current) buttons.current.get(lastTarget.current)?.focus();
  };

  return (
    <section aria-labelledby="purchases-title" className="mt-5">
      <h2 id="purchases-title" className="h3 mb-3">
        Acquisti di report
      </h2>
      <div aria-live="polite">
        {notice && (
          <div ref={noticeRef} tabIndex={-1} className="alert alert-success user-notice" role="status">
            {notice}
          </div>
        )}
      </div>
      {purchases.length === 0 ? (
        <p className="text-body-secondary">Nessun acquisto di report.</p>
      ) : (
        <ul className="list-unstyled">
          {purchases.map((purchase) => (
            <li key={purchase.id} className="purchase-item">
              <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2">
                <h3 className="h5 mb-0">
                  <Link to={paths.backofficeReport.href(purchase.report.inspection_uuid)}>
                    Report n. {purchase.report.report_number}
                    {purchase.report.vehicle && ` · ${purchase.report.vehicle}`}
                  </Link>
                </h3>
                <span className={`badge ${STATUS_BADGES[purchase.status]}`}>
                  {purchaseStatusLabel(purchase.status)}
                </span>
              </div>
              <PurchaseFacts purchase={purchase} />
              <p className="mb-2">
                <span className="fw-semibold">Rimborso:</span> {purchase.refund.reason}
              </p>
              {purchase.refund.refundable && (
                <Button
                  ref={(element) => {
                    if (element) buttons.current.set(purchase.id, element);
                    else buttons.current.delete(purchase.id);
                  }}
                  variant="outline-danger"
                  disabled={refund.isPending}
                  aria-label={`Rimborsa l’acquisto ${purchase.order_number}`}
                  onClick={() => open(purchase)}
                >
                  Rimborsa
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog
        id="refund-dialog"
        show={target !== null}
        title={`Rimborsare l’acquisto ${target?.order_number ?? ''}?`}
        label="Motivo del rimborso"
        hint="Resta nel registro del back office con il tuo nome."
        schema={RefundPurchaseRequestSchema}
        confirmLabel="Rimborsa"
        pendingLabel="Rimborso…"
        pending={refund.isPending}
        error={refund.error}
        onSubmit={submit}
        onCancel={() => setTarget(null)}
        onExited={restoreFocus}
      >
        {target && (
          <p className="mb-0">
            {formatEuroCents(target.amount_cents)} tornano all’acquirente
            {target.provider === 'stripe' ? ' con Stripe' : ''}; l’accesso al report è revocato subito ed è
            emessa una nota di credito. Il rimborso non si può annullare.
          </p>
        )}
      </ReasonDialog>
    </section>
  );
}
