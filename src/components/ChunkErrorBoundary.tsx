import { Component, type ReactNode } from 'react';
import { describeChunkError, isChunkLoadError, reloadOnce } from '../lib/chunk-errors.ts';
import { ErrorActions } from './ChunkErrorNotice.tsx';

interface Props {
  /** The sales phone, offered when the page cannot load */
  phone: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  reloading: boolean;
}

/** Catches a page that failed to load: reloads once, then explains and offers a way forward. */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error) && reloadOnce()) this.setState({ reloading: true });
  }

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) {
      return (
        <div className="page-loading" role="status">
          Reloading…
        </div>
      );
    }
    const { chunk, failure } = describeChunkError(error);
    const { phone } = this.props;
    return (
      <main id="main" tabIndex={-1} className="error-screen container">
        <h1>This page could not load</h1>
        <p>
          Part of the page (<code>{chunk}</code>) failed to load: {failure}. This usually means the connection
          dropped or the site was just updated.
        </p>
        <ErrorActions phone={phone} onReload={() => window.location.reload()} />
      </main>
    );
  }
}
