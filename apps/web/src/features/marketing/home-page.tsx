import Container from 'react-bootstrap/Container';
import { PageTitle } from '../../components/ui/page-title';

export function HomePage() {
  return (
    <Container className="py-5">
      <PageTitle>HomePage</PageTitle>
      <h1>HomePage</h1>
    </Container>
  );
}
