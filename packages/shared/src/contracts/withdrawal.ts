import { z } from 'zod';
import { EmailSchema } from '../validation/email';
import { FullNameSchema } from '../validation/full-name';

/** /api/withdrawals/{token}: the token of a contract's withdrawal link (`p.{uuid}.{hmac}` or `b.{uuid}.{hmac}`). */
export const WithdrawalTokenParamsSchema = z.object({ token: z.string().max(200) });

/** What the contract is: the online access to a report, or an inspection booked at a workshop. */
export const WithdrawableContractSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('purchase'),
    report_number: z.number().int(),
    /** "Fiat Panda 2019"; empty when the report names no vehicle. */
    vehicle: z.string(),
  }),
  z.object({
    kind: z.literal('booking'),
    workshop: z.object({ name: z.string(), city: z.string() }),
    booked_at: z.iso.datetime(),
    plate: z.string(),
  }),
]);
export type WithdrawableContractFacts = z.infer<typeof WithdrawableContractSchema>;

/** Whether the consumer may still withdraw, has done so, or may not, and why (Italian). */
export const WithdrawalStateSchema = z.discriminatedUnion('status', [
  /** The last day of the period (Europe/Rome calendar date), included. */
  z.object({ status: z.literal('available'), last_day: z.iso.date() }),
  z.object({ status: z.literal('withdrawn'), withdrawn_at: z.iso.datetime() }),
  z.object({ status: z.literal('unavailable'), reason: z.string() }),
]);
export type WithdrawalState = z.infer<typeof WithdrawalStateSchema>;

/** GET /api/withdrawals/{token}: the contract, the name and e-mail of its order to pre-fill, the state. */
export const WithdrawalContractSchema = z.object({
  contract: WithdrawableContractSchema,
  /** Null for a booking without a fee: no order was paid. */
  order_number: z.string().nullable(),
  made_at: z.iso.datetime(),
  amount_cents: z.number().int(),
  name: z.string(),
  email: z.string(),
  state: WithdrawalStateSchema,
});
export type WithdrawalContract = z.infer<typeof WithdrawalContractSchema>;

/** POST /api/withdrawals/{token}: who withdraws, and where the acknowledgment goes. */
export const WithdrawalRequestSchema = z.object({
  name: FullNameSchema,
  email: EmailSchema,
});
export type WithdrawalRequest = z.input<typeof WithdrawalRequestSchema>;

/** The withdrawal as recorded: the same answer to a repeated request. */
export const WithdrawalRecordedSchema = z.object({
  withdrawn_at: z.iso.datetime(),
  email: z.string(),
});
export type WithdrawalRecorded = z.infer<typeof WithdrawalRecordedSchema>;
