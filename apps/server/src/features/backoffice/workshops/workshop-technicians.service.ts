import type { AddTechnicianRequest, TechnicianAdded } from '@verificauto/shared/contracts/backoffice-admin';
import type { Db } from '../../../db/db';
import type { Accounts } from '../../../lib/accounts-port';
import { AppError, notFound } from '../../../lib/app-error';
import { appendAudit } from '../../../lib/audit-log.repository';
import type { SessionUser } from '../../../lib/session-user';
import { isUuid } from '../../../lib/uuid';
import {
  endSessions,
  findAccountByEmail,
  findTechnician,
  findWorkshop,
  makePlainUser,
  makeTechnician,
} from './workshops-admin.repository';

export interface TechniciansDeps {
  db: Db;
  // A technician's first-password e-mail is staff's own text, not a customer's.
  accounts: Pick<Accounts, 'ensureAccountForEmail' | 'sendWorkshopPasswordSetupEmail'>;
}

const refuse = (code: string, message: string) => new AppError(409, code, message);

/**
 * Makes the account of `email` a technician of the workshop: a new account gets the e-mail to set its
 * password; a technician of another workshop moves here. A customer's account (purchases or inspections of
 * its own) and the back office's are refused rather than silently changing what they can see.
 */
export async function addTechnician(
  { db, accounts }: TechniciansDeps,
  actor: SessionUser,
  workshopId: string,
  input: AddTechnicianRequest,
): Promise<TechnicianAdded> {
  if (!isUuid(workshopId)) throw notFound('Officina non trovata.');
  return db.transaction(async (tx) => {
    const workshop = await findWorkshop(tx, workshopId);
    if (!workshop) throw notFound('Officina non trovata.');
    const existing = await findAccountByEmail(tx, input.email);
    if (existing?.role === 'backoffice') {
      throw refuse(
        'account_backoffice',
        'Questo indirizzo è di un account del back office: non può diventare un tecnico.',
      );
    }
    if (existing?.blocked) {
      throw refuse('account_blocked', 'Questo account è bloccato: non può diventare un tecnico.');
    }
    if (existing?.role === 'technician' && existing.workshop_id === workshopId) {
      throw refuse('already_technician', 'Questo account è già un tecnico di questa officina.');
    }
    if (existing?.role === 'user' && existing.own_orders > 0) {
      throw refuse(
        'account_is_customer',
        'Questo indirizzo è di un cliente con acquisti o ispezioni: per il tecnico usa un altro indirizzo email.',
      );
    }
    const account = await accounts.ensureAccountForEmail(tx, { email: input.email, name: input.name });
    await makeTechnician(tx, account.id, workshopId);
    const outcome = !existing ? 'created' : existing.role === 'technician' ? 'moved' : 'converted';
    const passwordEmail = !account.hasPassword;
    if (passwordEmail) await accounts.sendWorkshopPasswordSetupEmail(tx, account, { name: workshop.name });
    await appendAudit(tx, {
      actorId: actor.id,
      action: outcome === 'moved' ? 'user.technician_moved' : 'user.technician_added',
      entity: 'user',
      entityId: account.id,
      before: existing ? { role: existing.role, workshop_id: existing.workshop_id } : null,
      after: { email: account.email, name: account.name, role: 'technician', workshop_id: workshopId },
      details: { workshop_name: workshop.name, outcome, password_email_sent: passwordEmail },
    });
    const technician = await findTechnician(tx, workshopId, account.id);
    if (!technician) throw new Error(`technician ${account.id} not found after the change`);
    return { technician, outcome, password_email_sent: passwordEmail };
  });
}

/** The technician goes back to a plain account and is signed out everywhere. */
export async function removeTechnician(db: Db, actor: SessionUser, workshopId: string, userId: string) {
  if (!isUuid(workshopId) || !isUuid(userId)) throw notFound('Tecnico non trovato in questa officina.');
  await db.transaction(async (tx) => {
    const technician = await findTechnician(tx, workshopId, userId);
    if (!technician) throw notFound('Tecnico non trovato in questa officina.');
    await makePlainUser(tx, userId);
    await endSessions(tx, userId);
    await appendAudit(tx, {
      actorId: actor.id,
      action: 'user.technician_removed',
      entity: 'user',
      entityId: userId,
      before: { role: 'technician', workshop_id: workshopId },
      after: { role: 'user', workshop_id: null },
      details: { email: technician.email },
    });
  });
}
