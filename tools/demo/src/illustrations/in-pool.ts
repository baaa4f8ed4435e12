/**
 * Maps with at most `limit` calls in flight, results in input order: sharp runs on the libuv pool, and a
 * few images at a time keep every core busy without holding every bitmap in memory at once.
 */
export async function mapInPool<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
