import { useQuery } from '@tanstack/react-query';
import { type InspectionReport, InspectionReportSchema } from '@verificauto/shared/contracts/report';

// One lazy chunk per sample file: /report/example/good loads ../examples/good.json, and nothing else.
const EXAMPLES = import.meta.glob<unknown>('../examples/*.json', { import: 'default' });

/** Spec §2: the example report named by the uuid, from a local sample file; null when there is none. */
export async function loadExampleReport(name: string): Promise<InspectionReport | null> {
  const load = EXAMPLES[`../examples/${name}.json`];
  return load ? InspectionReportSchema.parse(await load()) : null;
}

export function useExampleReport(name: string) {
  return useQuery({
    queryKey: ['report', 'example', name],
    queryFn: () => loadExampleReport(name),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
