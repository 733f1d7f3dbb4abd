import { CameraOff, ImageUp, RotateCcw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { m } from '@/web/i18n/i18n';

export type CameraUnavailableProps = {
  message: string;
  onRetry: () => void;
  onDemoMode: () => void;
};

/** No camera (refused, missing, busy): ask again, or scan a photo file instead. */
export function CameraUnavailable({ message, onRetry, onDemoMode }: CameraUnavailableProps) {
  return (
    <div
      role="alert"
      className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <CameraOff aria-hidden="true" className="size-10 text-danger" />
      <p className="max-w-xs text-sm text-fg/90">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {m.scan_try_again()}
        </Button>
        <Button onClick={onDemoMode}>
          <ImageUp aria-hidden="true" />
          {m.scan_demo_mode()}
        </Button>
      </div>
      <p className="max-w-xs text-xs text-muted">{m.scan_demo_mode_explain()}</p>
    </div>
  );
}
