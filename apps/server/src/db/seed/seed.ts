import type { Db } from '../db';

export const DEMO_PASSWORD = 'Verifica2026!';

export async function seedDemoData(_db: Db): Promise<{ accounts: { email: string; label: string }[] }> {
  return { accounts: [] };
}
