import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { forgetFormDraft, readFormDraft, writeFormDraft } from '../../lib/form-drafts';
import { type CheckoutField, type CheckoutValues, FIELD_ORDER, typedInForm } from './checkout-values';
import type { PaymentCallbacks } from './use-payment-submit';

/** Never written to browser storage (PCI DSS): the only fields typed again. */
const UNKEPT: readonly CheckoutField[] = ['card_number', 'card_cvc'];

const KeptDraftSchema = z.object({
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** The discount code applied, asked for again on return. */
  code: z.string().optional(),
  /** A card number was typed: on return the buyer is told why it is gone. */
  card_typed: z.boolean().optional(),
  /** The Regolamento the statements were ticked under. */
  regulation_version: z.string().optional(),
});
type KeptDraft = z.infer<typeof KeptDraftSchema>;

export interface KeptValues {
  values: CheckoutValues;
  setValues(update: (values: CheckoutValues) => CheckoutValues): void;
  /** The code applied before the buyer left, to be priced again. */
  keptCode: string | undefined;
  /** The buyer typed a card before leaving and must type its number and CVC again. */
  retypeCard: boolean;
  /** The payment's callbacks, deleting the draft once paid (nothing more is written then). */
  forgetOnSuccess(callbacks: PaymentCallbacks): PaymentCallbacks;
}

/** The fields the buyer changed from what the page started with (the prefill), card number and CVC aside. */
function changedFields(values: CheckoutValues, initial: CheckoutValues): Partial<CheckoutValues> {
  const changed: Partial<CheckoutValues> = {};
  for (const field of FIELD_ORDER) {
    if (!UNKEPT.includes(field) && values[field] !== initial[field])
      Object.assign(changed, { [field]: values[field] });
  }
  return changed;
}

/**
 * The stored values that still fit the form: a field of the right type, card number and CVC never, and the
 * ticks only under the Regolamento they were given for (a new version is read and ticked anew).
 */
function keptValues(
  draft: KeptDraft | undefined,
  initial: CheckoutValues,
  regulationVersion: string | undefined,
): Partial<CheckoutValues> {
  const kept: Partial<CheckoutValues> = {};
  const sameRegulation = draft?.regulation_version === regulationVersion;
  for (const field of FIELD_ORDER) {
    const value = draft?.values[field];
    if (UNKEPT.includes(field) || typeof value !== typeof initial[field]) continue;
    if (typeof value === 'boolean' && !sameRegulation) continue;
    Object.assign(kept, { [field]: value });
  }
  return kept;
}

/**
 * The values of a payment form, kept per form and order in the tab's storage while the buyer types
 * (docs/decisions/059-checkout-keeps-what-was-typed.md): back/forward, a reload or a visit elsewhere bring
 * them back over the prefill, and what was typed before the page hydrated
 * (docs/decisions/038-prerendered-pages.md) over both.
 * `code`: the discount code applied now; `regulationVersion`: the Regolamento of the page's statements.
 */
export function useKeptValues(
  key: string,
  initial: () => CheckoutValues,
  { code, regulationVersion }: { code?: string; regulationVersion?: string } = {},
): KeptValues {
  const [start] = useState(initial);
  const [values, setValues] = useState(start);
  const [keptCode, setKeptCode] = useState<string>();
  const [cardTyped, setCardTyped] = useState(false);
  // Nothing is written before the stored draft has been read back.
  const [restored, setRestored] = useState(false);
  const done = useRef(false);

  // Right after the first render (or hydration), before the browser paints it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once; afterwards the fields change through their handlers.
  useLayoutEffect(() => {
    const parsed = KeptDraftSchema.safeParse(readFormDraft(key));
    const draft = parsed.success ? parsed.data : undefined;
    const typed = typedInForm(start);
    const kept = keptValues(draft, start, regulationVersion);
    if (Object.keys(kept).length > 0 || Object.keys(typed).length > 0)
      setValues((current) => ({ ...current, ...kept, ...typed }));
    setKeptCode(draft?.code);
    setCardTyped(draft?.card_typed === true);
    setRestored(true);
  }, []);

  const typedCard = cardTyped || values.card_number !== '';
  useEffect(() => {
    if (!restored || done.current) return;
    const changed = changedFields(values, start);
    if (Object.keys(changed).length === 0 && !code && !typedCard) forgetFormDraft(key);
    else {
      const draft: KeptDraft = {
        values: changed,
        code,
        card_typed: typedCard || undefined,
        regulation_version: regulationVersion,
      };
      writeFormDraft(key, draft);
    }
  }, [restored, key, start, values, code, typedCard, regulationVersion]);

  const forgetOnSuccess = (callbacks: PaymentCallbacks): PaymentCallbacks => ({
    ...callbacks,
    onSuccess: (started) => {
      done.current = true;
      forgetFormDraft(key);
      callbacks.onSuccess(started);
    },
  });

  return { values, setValues, keptCode, retypeCard: cardTyped && values.card_number === '', forgetOnSuccess };
}
