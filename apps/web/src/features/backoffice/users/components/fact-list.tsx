/** Term and value pairs of a back-office record, as a description list. */
export function FactList({ facts, className }: { facts: readonly [string, string][]; className: string }) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
