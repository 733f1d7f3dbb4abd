import type { Ref } from 'react';

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
      aria-label="Camera preview"
      autoPlay
      muted
      playsInline
      className={className}
    />
  );
}
