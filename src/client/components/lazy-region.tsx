import { RotateCw } from 'lucide-react';
import { Component, type ReactNode, Suspense } from 'react';
import { retryFailedLoads } from '../lib/performance/lazy-with-preload';
import { Button } from './ui/button';

type Props = {
  /** What the region holds, for its error message ("Your progress cards didn't load."). */
  name: string;
  fallback?: ReactNode;
  children: ReactNode;
};
type State = { failed: boolean };

/**
 * A part of a page whose code loads on its own (a lazy component). If that download fails, only this part
 * says so, with a Retry; the rest of the page, and whatever the person typed there, stays. Retry renders
 * the part again, and lazyWithPreload's components whose download failed download their code again.
 */
export class LazyRegion extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render(): ReactNode {
    const { name, fallback = null, children } = this.props;
    if (!this.state.failed) return <Suspense fallback={fallback}>{children}</Suspense>;
    return (
      <div role="alert" className="space-y-3 rounded-lg border border-dashed bg-card p-4 text-sm">
        <p>{name} didn't load. Check your connection and try again.</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            retryFailedLoads();
            this.setState({ failed: false });
          }}
        >
          <RotateCw aria-hidden />
          Retry
        </Button>
      </div>
    );
  }
}
