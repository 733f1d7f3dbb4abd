import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/web/lib/cn';

export type PhotoImageProps = {
  src: string;
  alt: string;
  className?: string;
  /** Said in place of the picture when its file cannot be loaded. */
  fallbackText?: string;
};

/**
 * A message's photo. A missing file shows a quiet placeholder instead of the browser's broken
 * image, and the rest of the record stays on screen (SPEC 2).
 */
export function PhotoImage({ src, alt, className, fallbackText }: PhotoImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <div
        role={fallbackText ? 'img' : undefined}
        aria-label={fallbackText}
        aria-hidden={fallbackText ? undefined : true}
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-surface-raised text-muted',
          className,
        )}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        {fallbackText && <span className="text-sm">{fallbackText}</span>}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('bg-surface-raised object-cover', className)}
    />
  );
}
