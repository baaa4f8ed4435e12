import type { BackofficePurchase, BackofficeUser } from '@verificauto/shared/contracts/backoffice';

const ROLE_LABELS: Record<BackofficeUser['role'], string> = {
  user: 'Utente',
  technician: 'Tecnico d’officina',
  backoffice: 'Back office',
};

export const roleLabel = (role: BackofficeUser['role']) => ROLE_LABELS[role];

const STATUS_LABELS: Record<BackofficePurchase['status'], string> = {
  pending: 'In attesa di pagamento',
  paid: 'Pagato',
  failed: 'Pagamento non riuscito',
  expired: 'Pagamento scaduto',
  refunded: 'Rimborsato',
};

export const purchaseStatusLabel = (status: BackofficePurchase['status']) => STATUS_LABELS[status];

/** The name, or the e-mail for an account without one (path B accounts may have none). */
export const userTitle = (user: Pick<BackofficeUser, 'name' | 'email'>) => user.name.trim() || user.email;
