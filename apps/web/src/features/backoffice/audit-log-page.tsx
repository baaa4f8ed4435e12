// Placeholder until the page lands (issue 13).
export function AuditLogPage() {
  return <h1>Registro delle attività</h1>;
}
