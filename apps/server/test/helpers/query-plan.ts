import type { Db, Queryable } from '../../src/db/db';

/** One node of PostgreSQL's `EXPLAIN (FORMAT JSON)` plan, with the fields the tests read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/**
 * The plans of the statements that `run` sends through the Queryable it is given (a repository function),
 * instead of running them. Planned with sequential scans and sorts priced out, because on a test's few rows
 * the planner would rightly scan: what is left in the plan is what no index can serve (docs/performance.md,
 * "Query plans"). `settings`: more `SET LOCAL` statements after those, e.g. sorts allowed again for a search whose
 * few matches an index finds and a sort orders (decision 071).
 */
export async function plansOf(
  db: Db,
  run: (explaining: Queryable) => Promise<unknown>,
  settings = '',
): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL enable_seqscan = off; SET LOCAL enable_sort = off; ${settings}`);
    const plans: PlanNode[] = [];
    const explaining: Queryable = {
      async query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> {
        const [row] = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
          `EXPLAIN (FORMAT JSON) ${sql}`,
          params,
        );
        const plan = row?.['QUERY PLAN'];
        if (!plan) throw new Error(`no plan for: ${sql}`);
        // PGlite returns the JSON as text, node-postgres parses it.
        const [first] = typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan;
        plans.push(first.Plan);
        return [];
      },
      exec: () => Promise.reject(new Error('plansOf explains queries, not scripts')),
    };
    await run(explaining);
    return plans;
  });
}

/** The plan of the one statement `run` sends. */
export async function planOf(
  db: Db,
  run: (explaining: Queryable) => Promise<unknown>,
  settings = '',
): Promise<PlanNode> {
  const plans = await plansOf(db, run, settings);
  if (plans.length !== 1 || !plans[0]) throw new Error(`expected one statement, got ${plans.length}`);
  return plans[0];
}

/** Every node of a plan, the root first. */
export const planNodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(planNodes)];

const INDEX_SCANS = ['Index Scan', 'Index Only Scan', 'Bitmap Index Scan'];

/**
 * What in a plan no index serves: sorts, sequential scans, and index scans that only filter (they read the
 * whole index in order and test each row: a condition no index holds); [] for a query served by indexes.
 * `allowScans` names tables a scan of which is fine (a few rows by nature, e.g. the back office's roles).
 */
export function unindexedSteps(plan: PlanNode, allowScans: readonly string[] = []): string[] {
  return planNodes(plan).flatMap((node) => {
    const type = node['Node Type'];
    const table = node['Relation Name'] ?? '';
    if (type === 'Sort' || type === 'Incremental Sort') return [type];
    if (allowScans.includes(table)) return [];
    if (type === 'Seq Scan') return [`Seq Scan on ${table}`];
    if (INDEX_SCANS.includes(type) && node.Filter && !node['Index Cond']) {
      return [`${type} on ${table} filtering ${node.Filter}`];
    }
    return [];
  });
}
