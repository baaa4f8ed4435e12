/**
 * The load generator of the HTTP benches, in a process of its own (http-load.ts forks it): autocannon's
 * options come in one message, its result goes back in one message.
 */
import autocannon from 'autocannon';

process.once('message', async (options: autocannon.Options) => {
  const result = await autocannon(options);
  process.send?.(result, () => process.exit(0));
});
