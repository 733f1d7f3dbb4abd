import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '@/web/components/ui/error-state';
import { m } from '@/web/i18n/i18n';
import { askFailedLoadsAgain } from '@/web/lib/retryable-lazy';

type AppErrorBoundaryProps = {
  children: ReactNode;
  /** When this changes (the path, say) a caught error is forgotten and rendering is retried. */
  resetKey: string;
  /**
   * `app`: the whole page, the last line of defence. `screen`: a screen inside the shell, whose
   * header, tabs and offline notice stay, so the other screens are a tap away.
   */
  placement?: 'app' | 'screen';
};

type AppErrorBoundaryState = { error: unknown; resetKey: string };

/** A screen's code that could not be fetched: offline before the service worker kept it. */
function isLoadFailure(error: unknown): boolean {
  // Chromium, Safari and Firefox each word it their own way.
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script|Failed to fetch/i.test(error.message)
  );
}

/**
 * Catches a render error or a screen's code failing to load (after a deploy, or offline before
 * the service worker had it): a message and a way on instead of a blank page. Code that could
 * not be fetched is asked for again with Try Again, and by itself when the connection returns;
 * anything else reloads the page.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: AppErrorBoundaryProps,
    state: AppErrorBoundaryState,
  ): Partial<AppErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retryLoad);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryLoad);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private retryLoad = () => {
    if (!isLoadFailure(this.state.error)) return;
    askFailedLoadsAgain();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const loadFailed = isLoadFailure(error);
    const state = (
      <ErrorState
        message={
          loadFailed && !navigator.onLine ? m.app_screen_needs_connection() : m.app_error_boundary()
        }
        onRetry={loadFailed ? this.retryLoad : () => window.location.reload()}
      />
    );
    return this.props.placement === 'screen' ? (
      state
    ) : (
      <main className="flex flex-1 flex-col justify-center">{state}</main>
    );
  }
}
