import { MarketingSection } from '../components/marketing-section';

// Placeholder texts until real, verified reviews exist: the page labels them as samples.
const SAMPLE_REVIEWS = [
  {
    quote:
      'Ho messo il link al report nell’annuncio e sono cambiate le telefonate: meno domande, più appuntamenti concreti. Ho venduto in due settimane al prezzo che chiedevo.',
    author: 'Marco',
    detail: 'ha venduto la sua station wagon a Bergamo',
  },
  {
    quote:
      'L’auto sembrava perfetta, ma il report segnalava la frizione da sostituire con il costo stimato. Abbiamo trattato sul prezzo con i dati alla mano, senza discussioni.',
    author: 'Giulia',
    detail: 'ha comprato una city car a Roma',
  },
  {
    quote:
      'Prenotazione online in pochi minuti e in officina è durato poco più di un’ora. Il report era chiaro anche per me, che di motori non capisco nulla.',
    author: 'Antonio',
    detail: 'ha venduto la sua berlina a Napoli',
  },
] as const;

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

function Stars() {
  return (
    <p className="d-flex align-items-center gap-1 mb-3">
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} className="review-star" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
      <span className="small fw-semibold ms-1">5 su 5</span>
    </p>
  );
}

export function HomeReviews() {
  return (
    <MarketingSection
      title="Le recensioni"
      tinted
      intro={
        <>
          <span className="sample-badge">Recensioni di esempio</span> Testi dimostrativi, non scritti da
          clienti reali: pubblicheremo qui le prime recensioni verificate.
        </>
      }
    >
      <ul className="list-unstyled row row-cols-1 row-cols-lg-3 g-3 g-lg-4 mb-0">
        {SAMPLE_REVIEWS.map((review) => (
          <li key={review.author} className="col">
            <figure className="card card-soft h-100 p-4 mb-0">
              <Stars />
              <blockquote className="flex-grow-1 mb-3">
                <p className="mb-0">«{review.quote}»</p>
              </blockquote>
              <figcaption className="small text-body-secondary">
                <span className="fw-semibold text-body">{review.author}</span>, {review.detail}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
