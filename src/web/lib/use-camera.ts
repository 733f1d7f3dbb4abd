import type { ToastOptions } from '@/web/components/ui/use-toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '@/web/i18n/i18n';

export type FacingMode = 'environment' | 'user';

export type CameraStatus = 'starting' | 'ready' | 'error' | 'off';

export const CAMERA_ACCESS_ERROR = m.scan_camera_access_error();
export const CAPTURE_ATTEMPTS_ERROR = m.scan_capture_attempts();

/** Capture pressed before the camera runs (SPEC 8: 'Camera Error: Make sure the camera is active'). */
export const CAMERA_NOT_READY: ToastOptions = {
  variant: 'destructive',
  title: m.scan_camera_error(),
  description: m.scan_camera_active(),
};

const JPEG_QUALITY = 0.85;
const CAPTURE_ATTEMPTS = 3;
const CAPTURE_RETRY_MS = 100;

/** Phones get a modest frame (SPEC 9): enough for text, light on memory and upload. */
function isMobileDevice(): boolean {
  return (
    /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent) ||
    window.matchMedia('(pointer: coarse)').matches
  );
}

export function videoConstraints(facingMode: FacingMode, mobile: boolean): MediaTrackConstraints {
  return mobile
    ? { facingMode, width: { min: 320, max: 640 }, height: { min: 240, max: 480 } }
    : { facingMode, width: { ideal: 1280 }, height: { ideal: 720 } };
}

async function openStream(facingMode: FacingMode): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error(CAMERA_ACCESS_ERROR);
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: videoConstraints(facingMode, isMobileDevice()),
    });
  } catch (error) {
    // A camera that cannot meet the size range still beats no camera: ask once more for any size.
    if (error instanceof DOMException && error.name === 'OverconstrainedError') {
      return navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode } });
    }
    throw error;
  }
}

function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The current video frame as a JPEG data URL, or null while the video has no frame yet. */
function grabFrame(video: HTMLVideoElement): string | null {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const dataUrl = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
  // An empty canvas encodes to 'data:,'.
  return dataUrl.startsWith('data:image/jpeg') ? dataUrl : null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A live camera in a <video>: attach `videoRef`, read `status`, call `capture()`. The stream
 * runs only while `active` is true and always stops on unmount, so the camera light goes off
 * as soon as the user leaves the screen or has taken the photo.
 */
export function useCamera({ active = true }: { active?: boolean } = {}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [facingMode, setFacingMode] = useState<FacingMode>('environment');
  // Bumped by retry() to ask for the camera again after a refusal.
  const [attempt, setAttempt] = useState(0);
  // How the latest request for a stream ended; 'starting' is whatever has not ended yet.
  const [outcome, setOutcome] = useState<'ready' | 'error' | null>(null);
  const status: CameraStatus = active ? (outcome ?? 'starting') : 'off';

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const video = videoRef.current;
    openStream(facingMode).then(
      async (stream) => {
        if (cancelled) {
          stopStream(stream);
          return;
        }
        streamRef.current = stream;
        if (video) {
          video.srcObject = stream;
          try {
            await video.play();
          } catch {
            // A muted inline video may autoplay; if play() is refused the frames still arrive.
          }
        }
        if (!cancelled) setOutcome('ready');
      },
      () => {
        if (!cancelled) setOutcome('error');
      },
    );
    return () => {
      cancelled = true;
      stopStream(streamRef.current);
      streamRef.current = null;
      if (video) video.srcObject = null;
      setOutcome(null);
    };
  }, [active, facingMode, attempt]);

  /** Resolves with a JPEG data URL; retries a not-yet-ready video 3 times, 100 ms apart. */
  const capture = useCallback(async (): Promise<string> => {
    for (let tries = 1; tries <= CAPTURE_ATTEMPTS; tries += 1) {
      const video = videoRef.current;
      const frame = video && streamRef.current ? grabFrame(video) : null;
      if (frame) return frame;
      if (tries < CAPTURE_ATTEMPTS) await wait(CAPTURE_RETRY_MS);
    }
    throw new Error(CAPTURE_ATTEMPTS_ERROR);
  }, []);

  const switchCamera = useCallback(() => {
    setFacingMode((current) => (current === 'environment' ? 'user' : 'environment'));
  }, []);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  return {
    videoRef,
    status,
    error: status === 'error' ? CAMERA_ACCESS_ERROR : null,
    facingMode,
    capture,
    switchCamera,
    retry,
  };
}
