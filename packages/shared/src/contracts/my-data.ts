import { z } from 'zod';
import { FullNameSchema } from '../validation/full-name';
import { PhoneSchema } from './booking';

/** GET /api/user/account: what "I miei dati" shows and lets the user correct. */
export const AccountDetailsSchema = z.object({
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
});
export type AccountDetails = z.infer<typeof AccountDetailsSchema>;

/** PATCH /api/user/account: name and phone, validated as at booking; an empty phone removes it. */
export const UpdateAccountRequestSchema = z.object({
  name: FullNameSchema,
  phone: z
    .string({ error: 'Numero di telefono non valido.' })
    .trim()
    .transform((value) => value || null)
    .pipe(PhoneSchema.nullable()),
});
export type UpdateAccountRequest = z.input<typeof UpdateAccountRequestSchema>;

/** POST /api/user/account/close: the current password confirms that the holder is asking. */
export const CloseAccountRequestSchema = z.object({
  password: z.string({ error: 'Inserisci la password.' }).min(1, 'Inserisci la password.'),
});
export type CloseAccountRequest = z.infer<typeof CloseAccountRequestSchema>;

/**
 * GET /api/user/account/export: every record that names the user, one section per database table
 * (named as the table), without secrets (password and link hashes, session ids).
 */
export const MyDataExportSchema = z.object({
  generated_at: z.string(),
  format: z.literal('verificauto-dati-personali/1'),
  /** What each section holds, in Italian. */
  sections: z.record(z.string(), z.string()),
  data: z.record(z.string(), z.unknown()),
});
export type MyDataExport = z.infer<typeof MyDataExportSchema>;
