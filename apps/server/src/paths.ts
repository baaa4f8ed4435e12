import { fileURLToPath } from 'node:url';

// This module sits at apps/server/src/ and is bundled to apps/server/dist/: both are one level
// below apps/server, so the same relative URLs work in development (tsx) and in the built server.
const fromServerRoot = (relative: string) => fileURLToPath(new URL(`../${relative}`, import.meta.url));

export const paths = {
  migrations: fromServerRoot('src/db/migrations'),
  webDist: fromServerRoot('../web/dist'),
  repoRoot: fromServerRoot('../..'),
};
