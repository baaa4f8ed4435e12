// Placeholder until the page lands (issue 13).
export function WorkshopPage() {
  return <h1>Officina</h1>;
}
