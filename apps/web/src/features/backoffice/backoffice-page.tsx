// Placeholder until the page lands (issue 13).
export function BackofficePage() {
  return <h1>Back office</h1>;
}
