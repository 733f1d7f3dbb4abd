import { X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'wouter';
import { toast } from '@/web/components/ui/use-toast';
import { DemoPhotoInput } from '@/web/screens/scanner/components/demo-photo-input';
import { DiscoveryDialog } from '@/web/screens/scanner/components/discovery-dialog';
import { base64OfDataUrl } from '@/web/lib/jpeg-base64';
import { openSinglePdf } from '@/web/screens/scanner/components/pdf-link';
import { ScanStatus } from '@/web/screens/scanner/components/scan-status';
import { ScannerControls } from '@/web/screens/scanner/components/scanner-controls';
import { ScannerLocationPill } from '@/web/screens/scanner/components/scanner-location-pill';
import { OfflineNotice } from '@/web/features/outbox/components/offline-notice';
import { ScannerViewport } from '@/web/screens/scanner/components/scanner-viewport';
import { useFrameHint } from '@/web/features/scan/hooks/use-frame-hint';
import { useScanFlow } from '@/web/features/scan/hooks/use-scan-flow';
import { useSettledPosition } from '@/web/features/scan/hooks/use-settled-position';
import { CAMERA_NOT_READY, CAPTURE_ATTEMPTS_ERROR, useCamera } from '@/web/lib/use-camera';
import { useGeolocation } from '@/web/lib/use-geolocation';
import { m } from '@/web/i18n/i18n';

/**
 * /scanner, full screen (SPEC 2): photograph printed text and discover what others hid behind
 * it. Without a camera, Demo Mode scans a photo file through the same flow.
 */
export function ScannerScreen() {
  const [mode, setMode] = useState<'camera' | 'demo'>('camera');
  // The frozen picture being scanned, as a data URL; null while the camera is live.
  const [photo, setPhoto] = useState<string | null>(null);
  const [capturing, setCapturing] = useState(false);
  const [captureError, setCaptureError] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);

  const liveCamera = mode === 'camera' && photo === null;
  const camera = useCamera({ active: liveCamera });
  const frameHint = useFrameHint(camera.videoRef, liveCamera && camera.status === 'ready');
  const location = useGeolocation();
  const settledPosition = useSettledPosition(location);
  const flow = useScanFlow({ position: settledPosition });
  const { run, reset } = flow;
  const { retry: refreshLocation } = location;

  const scan = useCallback(
    async (dataUrl: string) => {
      setPhoto(dataUrl);
      setCaptureError(null);
      // People walk while scanning: ask for a fresh position while the photo is read.
      refreshLocation();
      const photos = await run(base64OfDataUrl(dataUrl));
      if (photos) {
        setDialogOpen(true);
        openSinglePdf(photos);
      }
    },
    [run, refreshLocation],
  );

  const captureAndScan = async () => {
    if (camera.status !== 'ready') {
      toast(CAMERA_NOT_READY);
      return;
    }
    setCapturing(true);
    let dataUrl: string;
    try {
      dataUrl = await camera.capture();
    } catch (error) {
      const message = error instanceof Error ? error.message : CAPTURE_ATTEMPTS_ERROR;
      setCaptureError(message);
      toast({ variant: 'destructive', title: m.scan_capture_error(), description: message });
      return;
    } finally {
      setCapturing(false);
    }
    await scan(dataUrl);
  };

  const chooseFile = () => fileInputRef.current?.click();

  const startOver = () => {
    reset();
    setDialogOpen(false);
    setPhoto(null);
    setCaptureError(null);
  };

  const startDemoMode = () => {
    startOver();
    setMode('demo');
    chooseFile();
  };

  const scanAgain = () => {
    startOver();
    if (mode === 'demo') chooseFile();
  };

  const retrySamePhoto = () => {
    if (photo) void scan(photo);
  };

  const { state } = flow;
  const cameraFailed = mode === 'camera' && camera.status === 'error';
  const idleHint =
    mode === 'demo'
      ? m.scan_hint_demo()
      : cameraFailed
        ? m.scan_hint_no_camera()
        : m.scan_hint_camera();
  return (
    <main className="flex h-dvh flex-col bg-black">
      <h1 className="sr-only">{m.scan_title()}</h1>
      <div className="flex items-center justify-between gap-2 bg-canvas px-3 pt-[max(0.75rem,env(safe-area-inset-top))] pb-3">
        <Link
          href="/"
          aria-label={m.scan_close_scanner()}
          title={m.scan_close_scanner()}
          className="flex size-11 items-center justify-center rounded-full bg-surface text-fg hover:bg-surface-raised"
        >
          <X aria-hidden="true" className="size-5" />
        </Link>
        <ScannerLocationPill location={location} />
      </div>

      <ScannerViewport
        mode={mode}
        videoRef={camera.videoRef}
        cameraStatus={camera.status}
        cameraError={camera.error}
        photo={photo}
        working={state.kind === 'working'}
        frameHint={frameHint}
        onRetryCamera={camera.retry}
        onDemoMode={startDemoMode}
      />

      <div className="flex flex-col gap-3 border-t border-border bg-canvas px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <OfflineNotice />
        <ScanStatus
          state={state}
          idleText={captureError ?? idleHint}
          idleIsError={captureError !== null}
        />
        <ScannerControls
          mode={mode}
          hasPhoto={photo !== null}
          state={state}
          capturing={capturing}
          cameraFailed={cameraFailed}
          primaryRef={primaryRef}
          onCapture={() => void captureAndScan()}
          onChoosePhoto={chooseFile}
          onRetake={scanAgain}
          onScanAgain={scanAgain}
          onRetry={retrySamePhoto}
          onShowMessages={() => setDialogOpen(true)}
        />
        <DemoPhotoInput ref={fileInputRef} onPhoto={(dataUrl) => void scan(dataUrl)} />
      </div>

      {state.kind === 'found' && (
        <DiscoveryDialog
          photos={state.photos}
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            primaryRef.current?.focus();
          }}
        />
      )}
    </main>
  );
}
