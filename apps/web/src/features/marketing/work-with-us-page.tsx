import Container from 'react-bootstrap/Container';
import { PageTitle } from '../../components/ui/page-title';

export function WorkWithUsPage() {
  return (
    <Container className="py-5">
      <PageTitle>WorkWithUsPage</PageTitle>
      <h1>WorkWithUsPage</h1>
    </Container>
  );
}
