// Placeholder until the page lands (issue 13).
export function InspectionEditorPage() {
  return <h1>Report di ispezione</h1>;
}
