import { createHmac } from 'node:crypto';
import type { Config } from '../config/env';
import { safeEqual } from './tokens';
import { isUuid } from './uuid';

/** A contract made on the site that the consumer may withdraw from: a report purchase or an inspection booking. */
export type WithdrawableContract = { kind: 'purchase' | 'booking'; uuid: string };

const KIND_LETTER = { purchase: 'p', booking: 'b' } as const;

export interface WithdrawalLinks {
  /** The token of the contract's withdrawal link (`/recesso/{token}`). */
  token(contract: WithdrawableContract): string;
  /** The page of the withdrawal function, for e-mails. */
  url(contract: WithdrawableContract): string;
  /** The contract a token names, or null when it is not one of ours. */
  verify(token: string): WithdrawableContract | null;
}

/**
 * The withdrawal function is reachable without signing in for the whole withdrawal period
 * (docs/product.md#legal-withdrawal): its link names the contract and is signed for that purpose, so it needs
 * no storage, cannot be guessed, and stays valid as long as the right does; the page itself says when the
 * right no longer exists.
 */
export function withdrawalLinks(config: Pick<Config, 'xsrfSecret' | 'publicUrl'>): WithdrawalLinks {
  const sign = (letter: string, uuid: string) =>
    createHmac('sha256', config.xsrfSecret).update(`withdrawal:${letter}:${uuid}`).digest('base64url');
  const token = ({ kind, uuid }: WithdrawableContract) => {
    const letter = KIND_LETTER[kind];
    return `${letter}.${uuid}.${sign(letter, uuid)}`;
  };
  return {
    token,
    url: (contract) => `${config.publicUrl}/recesso/${token(contract)}`,
    verify(value) {
      const [letter, uuid, signature, ...rest] = value.split('.');
      if (rest.length > 0 || !uuid || !signature || !isUuid(uuid)) return null;
      const kind = letter === 'p' ? 'purchase' : letter === 'b' ? 'booking' : null;
      if (!kind || !safeEqual(signature, sign(letter as string, uuid))) return null;
      return { kind, uuid };
    },
  };
}
