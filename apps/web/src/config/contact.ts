/**
 * The address the pages show and link with mailto:. The server's documents use its own CONTACT_EMAIL
 * setting (same default); the web build has no runtime configuration to read it from.
 */
export const CONTACT_EMAIL = 'info@verificauto.it';
