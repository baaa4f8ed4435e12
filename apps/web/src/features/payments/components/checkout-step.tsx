import type { ReactNode } from 'react';

/** One numbered step of a payment form; the number is decoration, the legend names the group. */
export function CheckoutStep({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="checkout-step">
      <legend className="checkout-step-title">
        <span className="checkout-step-number" aria-hidden="true">
          {number}
        </span>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}
