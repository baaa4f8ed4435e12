import type { Inspector } from '@verificauto/shared/contracts/booking';
import { formatDistanceKm, formatEuroCents } from '@verificauto/shared/domain/format';
import { telHref } from '@verificauto/shared/legal/company';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';

interface WorkshopListProps {
  workshops: Inspector[];
  onBook(workshop: Inspector): void;
  /** Back from a workshop's scheduler: its 'Prenota ora' button gets the focus again, its card stands out. */
  returnFocusTo: string | null;
  /** Hovered or focused here or on the map: both show it. */
  highlighted: string | null;
  onHighlight(uuid: string | null): void;
}

// What the seller pays at this workshop, said before it is chosen (docs/decisions/063-price-up-front.md).
const feeText = (feeCents: number) =>
  feeCents > 0 ? `Costo dell’ispezione: ${formatEuroCents(feeCents)}, IVA inclusa` : 'Ispezione gratuita';

/**
 * The product rules (docs/product.md#booking-page): the workshops nearest first, each with its fee and its
 * 'Prenota ora' button; it works with or without the map.
 */
export function WorkshopList({
  workshops,
  onBook,
  returnFocusTo,
  highlighted,
  onHighlight,
}: WorkshopListProps) {
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!returnFocusTo) return;
    // After the layout's focus-on-navigation (decision 032), which would otherwise take it to the h1.
    const frame = requestAnimationFrame(() =>
      list.current?.querySelector<HTMLButtonElement>(`[data-workshop="${returnFocusTo}"]`)?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [returnFocusTo]);

  return (
    <ol ref={list} className="booking-workshops list-unstyled mb-0">
      {workshops.map((workshop) => {
        const nameId = `workshop-${workshop.uuid}`;
        return (
          <li
            key={workshop.uuid}
            className={[
              'booking-workshop',
              workshop.uuid === highlighted && 'is-highlighted',
              workshop.uuid === returnFocusTo && 'is-chosen',
            ]
              .filter(Boolean)
              .join(' ')}
            onMouseEnter={() => onHighlight(workshop.uuid)}
            onMouseLeave={() => onHighlight(null)}
            onFocus={() => onHighlight(workshop.uuid)}
            onBlur={() => onHighlight(null)}
          >
            <div className="booking-workshop-text">
              <h3 id={nameId} className="h5 mb-1">
                {workshop.name}
              </h3>
              <p className="mb-1">{workshop.address}</p>
              <p className="mb-0">
                <a href={telHref(workshop.phone)}>{workshop.phone}</a>
              </p>
              <p className="booking-fee mb-0">{feeText(workshop.fee_cents)}</p>
            </div>
            <div className="booking-workshop-actions">
              <p className="booking-distance mb-2">
                <span className="visually-hidden">Distanza: </span>
                {formatDistanceKm(workshop.distance)}
              </p>
              <Button
                variant="primary"
                data-workshop={workshop.uuid}
                onClick={() => onBook(workshop)}
                aria-describedby={nameId}
              >
                Prenota ora
              </Button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
