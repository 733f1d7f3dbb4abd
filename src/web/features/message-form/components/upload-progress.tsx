import type { UploadStage } from '@/web/features/message-form/model/wallet-refusal';
import { m } from '@/web/i18n/i18n';

/**
 * Under the photo while it is uploaded (issue 20: as soon as it is chosen): the upload as a bar
 * and a percentage, then 'Reading the text…' while the server reads it (seconds on a phone).
 */
export function UploadProgress({ upload }: { upload: UploadStage }) {
  const percent = upload.stage === 'uploading' ? Math.floor(upload.sent * 100) : 100;
  const text =
    upload.stage === 'uploading'
      ? m.create_uploading_percent({ percent })
      : m.create_reading_text();
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-label={
          upload.stage === 'uploading'
            ? m.create_uploading_photo_label()
            : m.create_reading_text_label()
        }
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={upload.stage === 'uploading' ? percent : undefined}
        className="h-1.5 w-full overflow-hidden rounded-full bg-border"
      >
        <div
          className={
            upload.stage === 'uploading'
              ? 'h-full rounded-full bg-primary transition-[width]'
              : 'h-full w-full animate-pulse rounded-full bg-primary'
          }
          style={upload.stage === 'uploading' ? { width: `${percent}%` } : undefined}
        />
      </div>
      <p role="status" className="text-center text-sm text-muted">
        {text}
      </p>
    </div>
  );
}
