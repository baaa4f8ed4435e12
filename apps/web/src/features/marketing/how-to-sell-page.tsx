import Container from 'react-bootstrap/Container';
import { PageTitle } from '../../components/ui/page-title';

export function HowToSellPage() {
  return (
    <Container className="py-5">
      <PageTitle>HowToSellPage</PageTitle>
      <h1>HowToSellPage</h1>
    </Container>
  );
}
