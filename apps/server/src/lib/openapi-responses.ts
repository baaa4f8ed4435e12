import { z } from 'zod';

/**
 * A response that is not JSON (a file, a calendar, a page), in Fastify's form by content type, which the
 * OpenAPI document reads as it is (plugins/openapi.ts). Fastify wants a schema for each type: the body,
 * text or bytes that Fastify sends as they are, is described by its media type alone.
 */
export const fileResponse = (description: string, ...mediaTypes: [string, ...string[]]) => ({
  description,
  content: Object.fromEntries(
    mediaTypes.map((type) => [
      type,
      { schema: z.custom<string | Uint8Array>().meta({ contentMediaType: type }) },
    ]),
  ),
});

/** A response without a body: 204, or a redirect that the Location header carries. */
export const emptyResponse = (description: string) => z.null().describe(description);
