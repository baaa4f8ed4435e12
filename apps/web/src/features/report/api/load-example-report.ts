import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InspectionReport } from '@verificauto/shared/contracts/report';

// One lazy chunk per sample file (written by the demo tool, tools/demo): /report/example/good loads good.json,
// and nothing else.
const EXAMPLES = new Map<string, () => Promise<unknown>>([
  ['good', () => import('../examples/good.json').then((m) => m.default)],
  ['bad', () => import('../examples/bad.json').then((m) => m.default)],
]);

/**
 * The product rules (docs/product.md#report-page): the example report named by the uuid, from a local sample
 * file; null when there is none.
 */
export async function loadExampleReport(name: string): Promise<InspectionReport | null> {
  const load = EXAMPLES.get(name);
  if (!load) return null;
  // The prerendered page carries its example: the contracts (zod, ~50 ms of a phone's main thread to build)
  // load only when the browser has to read one, after a navigation inside the app.
  const [{ InspectionReportSchema }, example] = await Promise.all([
    import('@verificauto/shared/contracts/report'),
    load(),
  ]);
  return InspectionReportSchema.parse(example);
}

export function exampleReportQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['report', 'example', name],
    queryFn: () => loadExampleReport(name),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useExampleReport(name: string) {
  return useQuery(exampleReportQueryOptions(name));
}
