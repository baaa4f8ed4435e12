import { Component, type ReactNode } from 'react';
import { ErrorMessage } from '../components/ui/error-message';
import { ChunkLoadError } from './lazy-route';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches a route that fails to load or render; the router remounts it (new key) on navigation. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const chunkFailed = this.state.error instanceof ChunkLoadError;
    return (
      <ErrorMessage
        title="Si è verificato un errore"
        text={
          chunkFailed
            ? 'Non è stato possibile caricare la pagina. Controlla la connessione e ricarica.'
            : 'Qualcosa non ha funzionato. Riprova tra qualche istante.'
        }
        reload
      />
    );
  }
}
