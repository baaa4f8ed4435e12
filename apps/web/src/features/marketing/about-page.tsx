import Container from 'react-bootstrap/Container';
import { PageTitle } from '../../components/ui/page-title';

export function AboutPage() {
  return (
    <Container className="py-5">
      <PageTitle>AboutPage</PageTitle>
      <h1>AboutPage</h1>
    </Container>
  );
}
