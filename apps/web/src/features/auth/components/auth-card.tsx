import '../auth.scss';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { PageTitle } from '../../../components/ui/page-title';

/** The centred card every account page is built on; `title` is both the h1 and the document title. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="py-5">
      <PageTitle>{title}</PageTitle>
      <Card className="auth-card mx-auto shadow-sm">
        <Card.Body className="p-4 p-sm-5">
          <h1 className="h2 mb-4">{title}</h1>
          {children}
        </Card.Body>
      </Card>
    </Container>
  );
}
