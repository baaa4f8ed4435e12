import Container from 'react-bootstrap/Container';
import { PageTitle } from '../../components/ui/page-title';

export function PoliciesPage() {
  return (
    <Container className="py-5">
      <PageTitle>PoliciesPage</PageTitle>
      <h1>PoliciesPage</h1>
    </Container>
  );
}
