import { createHash } from 'node:crypto';
import { documentText, type LegalDocument } from '@verificauto/shared/legal/legal-text';
import { buildRegulation } from '@verificauto/shared/legal/regulation';
import type { SiteConfig } from '@verificauto/shared/legal/site-config';
import type { Config } from '../../config/env';
import type { Queryable } from '../../db/db';
import { buildRefundFormPdf } from './refund-form.pdf';
import { buildRegulationPdf } from './regulation.pdf';
import { keepRegulationVersion } from './regulation.repository';
import { buildWithdrawalFormPdf } from './withdrawal-form.pdf';

export type PolicyPdf = 'regulation' | 'withdrawalForm' | 'refundForm';

export interface LegalDocuments {
  regulation: LegalDocument;
  /**
   * The first 12 hex digits of the SHA-256 of the Regolamento's words with this installation's company
   * data: what a purchase records as the version its buyer accepted.
   */
  regulationVersion: string;
  /** What the pages are given in index.html. */
  siteConfig: SiteConfig;
  /** Built on first request, then the same bytes for the life of the process. */
  pdf(name: PolicyPdf): Promise<Buffer>;
}

export const regulationVersionOf = (regulation: LegalDocument) =>
  createHash('sha256').update(documentText(regulation)).digest('hex').slice(0, 12);

export function createLegalDocuments(
  config: Pick<Config, 'company' | 'contactEmail' | 'publicUrl' | 'maps' | 'gtmId'>,
): LegalDocuments {
  const { company, contactEmail, publicUrl, maps, gtmId } = config;
  const regulation = buildRegulation({ company, contactEmail });
  const regulationVersion = regulationVersionOf(regulation);
  const builders: Record<PolicyPdf, () => Promise<Buffer>> = {
    regulation: () =>
      buildRegulationPdf({ company, contactEmail, regulation, versionId: regulationVersion, publicUrl }),
    withdrawalForm: () => buildWithdrawalFormPdf({ company, contactEmail }),
    refundForm: () => buildRefundFormPdf({ company, contactEmail }),
  };
  const built = new Map<PolicyPdf, Promise<Buffer>>();
  return {
    regulation,
    regulationVersion,
    siteConfig: {
      company,
      contactEmail,
      regulationVersion,
      maps: {
        provider: maps.provider,
        ...(maps.googleApiKey ? { googleApiKey: maps.googleApiKey } : {}),
        ...(maps.tiles ? { tiles: maps.tiles } : {}),
      },
      ...(gtmId ? { gtmId } : {}),
    },
    pdf(name) {
      let pdf = built.get(name);
      if (!pdf) {
        pdf = builders[name]().catch((error: unknown) => {
          built.delete(name);
          throw error;
        });
        built.set(name, pdf);
      }
      return pdf;
    },
  };
}

/** Stores the words of the version this instance serves, so that any id a purchase records can be read back. */
export const keepCurrentRegulation = (db: Queryable, legal: LegalDocuments) =>
  keepRegulationVersion(db, {
    id: legal.regulationVersion,
    versionDate: legal.regulation.versionDate,
    text: documentText(legal.regulation),
  });
