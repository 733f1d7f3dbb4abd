import type { Ref } from 'react';
import { m } from '@/web/i18n/i18n';

export type CameraVideoProps = {
  /** The camera hook attaches its stream here, so the element stays mounted while it runs. */
  videoRef: Ref<HTMLVideoElement>;
  className?: string;
};

/** The live camera picture: muted, inline, playing at once (what phones need to show it). */
export function CameraVideo({ videoRef, className }: CameraVideoProps) {
  return (
    <video
      ref={videoRef}
      aria-label={m.app_camera_preview()}
      autoPlay
      muted
      playsInline
      className={className}
    />
  );
}
