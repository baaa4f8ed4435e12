import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InspectionReport, InspectionReportSchema } from '@verificauto/shared/contracts/report';

// One lazy chunk per sample file of the demo workspace: /report/example/good loads good.json, and nothing else.
const EXAMPLES = new Map<string, () => Promise<unknown>>([
  ['good', () => import('@verificauto/demo/examples/good.json').then((m) => m.default)],
  ['bad', () => import('@verificauto/demo/examples/bad.json').then((m) => m.default)],
]);

/** Spec §2: the example report named by the uuid, from a local sample file; null when there is none. */
export async function loadExampleReport(name: string): Promise<InspectionReport | null> {
  const load = EXAMPLES.get(name);
  return load ? InspectionReportSchema.parse(await load()) : null;
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
