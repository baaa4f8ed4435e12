import Container from 'react-bootstrap/Container';
import { PageTitle } from '../../components/ui/page-title';

export function ContactPage() {
  return (
    <Container className="py-5">
      <PageTitle>ContactPage</PageTitle>
      <h1>ContactPage</h1>
    </Container>
  );
}
