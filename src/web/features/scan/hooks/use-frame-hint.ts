import { useEffect, useState, type RefObject } from 'react';
import {
  hintForFrame,
  QUALITY_SAMPLE_WIDTH,
  type FrameHint,
} from '@/web/features/scan/model/frame-quality';

/** About three looks a second: quick enough to follow a hand, light on a phone's battery. */
const CHECK_EVERY_MS = 350;

/**
 * Advice on the live picture ('dark', 'blurred' or null) while `active`: each look draws the
 * video into a 160 px canvas and judges it (model/frame-quality). The hint changes only when
 * two looks in a row agree, so one shaky frame does not flash it on and off, and a screen
 * reader hears each change once. It never blocks a capture.
 */
export function useFrameHint(
  videoRef: RefObject<HTMLVideoElement | null>,
  active: boolean,
): FrameHint | null {
  const [hint, setHint] = useState<FrameHint | null>(null);

  useEffect(() => {
    if (!active) return;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    let previous: FrameHint | null | undefined;
    const look = () => {
      const video = videoRef.current;
      if (!context || !video || document.hidden) return;
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) return;
      const width = QUALITY_SAMPLE_WIDTH;
      const height = Math.max(3, Math.round((video.videoHeight * width) / video.videoWidth));
      canvas.width = width;
      canvas.height = height;
      context.drawImage(video, 0, 0, width, height);
      const verdict = hintForFrame(context.getImageData(0, 0, width, height).data, width, height);
      if (verdict === previous) setHint(verdict);
      previous = verdict;
    };
    const timer = window.setInterval(look, CHECK_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      setHint(null);
    };
  }, [videoRef, active]);

  return active ? hint : null;
}
