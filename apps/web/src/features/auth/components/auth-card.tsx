import '../../../styles/parts/form-control.scss';
import '../../../styles/parts/forms.scss';
import '../../../styles/parts/spinners.scss';
import '../auth.scss';
import { type ReactNode, useEffect, useRef } from 'react';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { PageTitle } from '../../../components/ui/page-title';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  /**
   * The id of the message of a result that replaced the form: the focus moves to the title (WCAG 2.4.3),
   * which names the message as its description, so that it is read out with the new title.
   */
  resultId?: string;
}

/** The centred card every account page is built on; `title` is both the h1 and the document title. */
export function AuthCard({ title, children, resultId }: AuthCardProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (resultId) titleRef.current?.focus();
  }, [resultId]);

  return (
    <Container className="py-5">
      <PageTitle>{title}</PageTitle>
      <Card className="auth-card mx-auto shadow-sm">
        <Card.Body className="p-4 p-sm-5">
          <h1
            ref={titleRef}
            className="h2 mb-4"
            tabIndex={resultId ? -1 : undefined}
            aria-describedby={resultId}
          >
            {title}
          </h1>
          {children}
        </Card.Body>
      </Card>
    </Container>
  );
}
