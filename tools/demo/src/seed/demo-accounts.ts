import type { Queryable } from '@verificauto/server/db/db';
import { insertRecords } from './insert-records';

export type DemoAccountKey = 'seller' | 'buyer' | 'technician' | 'backoffice' | 'dealer';

interface DemoAccount {
  key: DemoAccountKey;
  email: string;
  label: string;
  name: string;
  phone: string;
  role: 'user' | 'technician' | 'backoffice';
  accountType: 'private' | 'commercial';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'seller',
    email: 'venditore@verificauto.test',
    label: 'venditore — 5 ispezioni',
    name: 'Marco Bianchi',
    phone: '+39 347 218 5590',
    role: 'user',
    accountType: 'private',
  },
  {
    key: 'buyer',
    email: 'acquirente@verificauto.test',
    label: 'acquirente — 1 report acquistato',
    name: 'Giulia Russo',
    phone: '+39 333 604 1187',
    role: 'user',
    accountType: 'private',
  },
  {
    key: 'technician',
    email: 'officina@verificauto.test',
    label: 'tecnico officina',
    name: 'Luca Ferrari',
    phone: '+39 02 2668 4173',
    role: 'technician',
    accountType: 'private',
  },
  {
    key: 'backoffice',
    email: 'backoffice@verificauto.test',
    label: 'back office',
    name: 'Chiara Conti',
    phone: '+39 02 8736 2210',
    role: 'backoffice',
    accountType: 'private',
  },
  {
    key: 'dealer',
    email: 'concessionario@verificauto.test',
    label: 'concessionario — 300 ispezioni in un anno',
    name: 'Paolo Brambilla',
    phone: '+39 02 3956 7781',
    role: 'user',
    accountType: 'commercial',
  },
];

export function demoAccount(key: DemoAccountKey): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`Account demo sconosciuto: ${key}`);
  return account;
}

export const demoAccountEmail = (key: DemoAccountKey): string => demoAccount(key).email;

interface AccountOptions {
  passwordHash: string;
  workshopId: string;
  createdAt: Date;
}

/** Inserts the accounts not there yet (by e-mail) and returns every demo account's id. */
export async function insertDemoAccounts(
  tx: Queryable,
  { passwordHash, workshopId, createdAt }: AccountOptions,
): Promise<Record<DemoAccountKey, string>> {
  await insertRecords(
    tx,
    'users',
    DEMO_ACCOUNTS.map((a) => ({
      email: a.email,
      password_hash: passwordHash,
      name: a.name,
      phone: a.phone,
      confirmed: true,
      role: a.role,
      account_type: a.accountType,
      workshop_id: a.role === 'technician' ? workshopId : null,
      created_at: createdAt,
      updated_at: createdAt,
    })),
    'ON CONFLICT (lower(email)) DO NOTHING',
  );
  const rows = await tx.query<{ id: string; email: string }>(
    'SELECT id, email FROM users WHERE lower(email) = ANY($1::text[])',
    [DEMO_ACCOUNTS.map((a) => a.email.toLowerCase())],
  );
  const idOf = (key: DemoAccountKey) => {
    const email = demoAccountEmail(key).toLowerCase();
    const row = rows.find((r) => r.email.toLowerCase() === email);
    if (!row) throw new Error(`Account demo ${email} non trovato`);
    return row.id;
  };
  return {
    seller: idOf('seller'),
    buyer: idOf('buyer'),
    technician: idOf('technician'),
    backoffice: idOf('backoffice'),
    dealer: idOf('dealer'),
  };
}
