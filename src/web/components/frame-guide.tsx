import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

export const FRAME_GUIDE_CAPTION = m.app_frame_caption();

/**
 * Corner marks over a live camera picture showing where the print should go, with a short
 * caption. Decorative: hidden from screen readers (the status line says what to do) and
 * transparent to taps.
 */
export function FrameGuide({ className }: { className?: string }) {
  const corner = 'absolute size-8 border-primary/90';
  return (
    <div
      aria-hidden="true"
      className={cn('pointer-events-none absolute inset-x-8 inset-y-[18%]', className)}
    >
      <span className={cn(corner, 'top-0 left-0 rounded-tl-xl border-t-4 border-l-4')} />
      <span className={cn(corner, 'top-0 right-0 rounded-tr-xl border-t-4 border-r-4')} />
      <span className={cn(corner, 'bottom-0 left-0 rounded-bl-xl border-b-4 border-l-4')} />
      <span className={cn(corner, 'right-0 bottom-0 rounded-br-xl border-r-4 border-b-4')} />
      <p className="absolute inset-x-0 -top-9 text-center">
        <span className="rounded-full bg-black/60 px-3 py-1 text-xs font-medium text-white">
          {FRAME_GUIDE_CAPTION}
        </span>
      </p>
    </div>
  );
}
