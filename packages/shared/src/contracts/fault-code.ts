import { z } from 'zod';
import { FAULT_CODE_STATUSES, type FaultCodeStatus, MAX_FAULT_CODES } from '../domain/fault-codes';

// SAE J2012: the system (P, C, B, U), then 0-3, then three hexadecimal digits.
const FAULT_CODE_PATTERN = /^[PCBU][0-3][0-9A-F]{3}$/;

const statusKeys = Object.keys(FAULT_CODE_STATUSES) as [FaultCodeStatus, ...FaultCodeStatus[]];

/** An OBD-II fault code the technician read with a scanner (decision 052). */
export const FaultCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(
          FAULT_CODE_PATTERN,
          'Codice non valido: una lettera tra P, C, B e U e quattro cifre, come P0301.',
        ),
    ),
  description: z
    .string()
    .trim()
    .min(1, 'Scrivi la descrizione del codice.')
    .max(200, 'Descrizione: al massimo 200 caratteri.'),
  status: z.enum(statusKeys, { error: 'Stato: scegli attivo, memorizzato o in attesa.' }),
});
export type FaultCode = z.infer<typeof FaultCodeSchema>;

/** A fault code as the report shows it: stored already checked, so no rule to apply again. */
export const ReportFaultCodeSchema = z.object({
  code: z.string(),
  description: z.string(),
  status: z.enum(statusKeys),
});

export const FaultCodesSchema = z
  .array(FaultCodeSchema)
  .max(MAX_FAULT_CODES, `Al massimo ${MAX_FAULT_CODES} codici di errore.`);
