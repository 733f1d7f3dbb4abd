import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '@/web/components/ui/error-state';
import { m } from '@/web/i18n/i18n';

type AppErrorBoundaryProps = {
  children: ReactNode;
  /** When this changes (the path, say) a caught error is forgotten and rendering is retried. */
  resetKey: string;
};

type AppErrorBoundaryState = { error: unknown; resetKey: string };

/**
 * The last line of defence against a render error or a screen's code failing to load (after a
 * deploy, say): a message and a reload instead of a blank page.
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

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <main className="flex flex-1 flex-col justify-center">
          <ErrorState message={m.app_error_boundary()} onRetry={() => window.location.reload()} />
        </main>
      );
    }
    return this.props.children;
  }
}
