import { CONTACT_EMAIL } from '../config/site';

/** mailto: link to the contact address, optionally with a pre-filled subject. */
export function contactMailto(subject?: string): string {
  return `mailto:${CONTACT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
