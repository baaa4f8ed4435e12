/**
 * The load generator of the HTTP benches, in a process of its own (http-load.ts forks it): the options come
 * in one message, the result goes back in one message. A steady rate is paced by paced-load.ts; as many
 * requests as possible is autocannon's job.
 */
import autocannon from 'autocannon';
import { type PacedOptions, pacedLoad } from './paced-load';

export type LoadRequest = { paced: PacedOptions } | { autocannon: autocannon.Options };

process.once('message', async (request: LoadRequest) => {
  const result = 'paced' in request ? await pacedLoad(request.paced) : await autocannon(request.autocannon);
  process.send?.(result, () => process.exit(0));
});
