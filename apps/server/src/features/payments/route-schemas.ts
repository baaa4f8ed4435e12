import { z } from 'zod';

// Any text: a malformed id is an unknown report, booking or purchase (404), not a bad request.
export const UuidParams = z.object({ uuid: z.string() });
