// Placeholder until the page lands (issue 13).
export function BackofficeReportRoute() {
  return <h1>Approvazione del report</h1>;
}
