import { cn } from '@/web/lib/cn';

/**
 * The logo and product name, as shown in every header. The logo is drawn inline, the same
 * drawing as public/logo.svg (the page's icon): as an <img> it cost every page a request of its
 * own beside the browser's fetch of the icon.
 */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold', className)}>
      <svg viewBox="0 0 64 64" width={32} height={32} aria-hidden="true" className="size-8">
        <rect width="64" height="64" rx="14" fill="#18181b" />
        <path
          d="M20 14v20a12 12 0 0 0 24 0V14"
          fill="none"
          stroke="#fbbf24"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <path
          d="M16 53h6m6 0h8m6 0h6"
          stroke="#fbbf24"
          strokeWidth="4"
          strokeLinecap="round"
          opacity="0.7"
        />
      </svg>
      Underprint
    </span>
  );
}
