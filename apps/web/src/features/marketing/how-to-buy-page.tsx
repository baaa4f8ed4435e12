import Container from 'react-bootstrap/Container';
import { PageTitle } from '../../components/ui/page-title';

export function HowToBuyPage() {
  return (
    <Container className="py-5">
      <PageTitle>HowToBuyPage</PageTitle>
      <h1>HowToBuyPage</h1>
    </Container>
  );
}
