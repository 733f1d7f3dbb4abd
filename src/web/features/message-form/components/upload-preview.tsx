import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import type { Upload } from '@/shared/contract/endpoints/uploads';
import { isSoftWarning } from '@/shared/rules/upload-warnings';
import { Button } from '@/web/components/ui/button';
import { CheckboxField } from '@/web/components/ui/checkbox-field';
import { Spinner } from '@/web/components/ui/spinner';
import { UploadProgress } from '@/web/features/message-form/components/upload-progress';
import type { PhotoUpload } from '@/web/features/message-form/hooks/use-photo-upload';
import { uploadStageOf } from '@/web/features/message-form/model/wallet-refusal';
import type { MessageImage } from '@/web/features/message-form/model/message-draft';
import { serverMessage } from '@/web/lib/api-client';
import { countForm, m } from '@/web/i18n/i18n';
import { warningText } from '@/web/features/message-form/model/warning-text';

export type UploadPreviewProps = {
  image: MessageImage;
  photo: PhotoUpload;
  /** The photo's name for screen readers ('Selected photo', 'Captured photo'). */
  alt: string;
  /** Forgets the photo so another can be taken or chosen. */
  onRetake: () => void;
};

/**
 * What the server read in the photo before anything is paid (issue 20): the photo with each
 * text region outlined, the text itself, and what could keep it from being found, each with
 * Retake at hand; a soft warning can be confirmed instead.
 */
export function UploadPreview({ image, photo, alt, onRetake }: UploadPreviewProps) {
  const { state } = photo;
  const upload = state.stage === 'read' || state.stage === 'reading' ? state.upload : null;
  const localSrc = useLocalSource(image);
  const textId = useId();

  return (
    <div className="flex flex-col gap-3" aria-busy={state.stage !== 'read' || undefined}>
      <figure
        aria-labelledby={`${textId}-caption`}
        className="relative overflow-hidden rounded-xl border border-border bg-black"
      >
        <img
          src={upload ? upload.imageUrl : localSrc}
          alt={alt}
          className="block h-auto max-h-[28rem] w-full object-contain"
        />
        {state.stage === 'read' && <TextOutlines upload={state.upload} />}
        <figcaption id={`${textId}-caption`} className="sr-only">
          {state.stage === 'read' ? outlinedCaption(alt, state.upload.regions.length) : alt}
        </figcaption>
      </figure>
      <ReadingStatus photo={photo} />
      {state.stage === 'read' && (
        <>
          <section aria-labelledby={`${textId}-heading`} className="flex flex-col gap-1">
            <h3 id={`${textId}-heading`} className="text-sm font-semibold">
              {m.create_text_read_heading()}
            </h3>
            {state.upload.text ? (
              // Focusable, so a keyboard can scroll a long reading (a dense page's fills 160 px
              // many times over); the section around it is the region the heading names.
              <p
                tabIndex={0}
                className="max-h-40 overflow-y-auto rounded-lg bg-surface px-3 py-2 font-mono text-sm whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-primary"
              >
                {state.upload.text}
              </p>
            ) : (
              <p className="text-sm text-muted">{m.create_no_text_found()}</p>
            )}
          </section>
          <Warnings upload={state.upload} photo={photo} onRetake={onRetake} />
        </>
      )}
      {(state.stage !== 'read' || state.upload.warnings.length === 0) && (
        <Button variant="secondary" onClick={onRetake}>
          <RotateCcw aria-hidden="true" />
          {m.create_retake()}
        </Button>
      )}
    </div>
  );
}

/** The figure's name for screen readers once read: the photo and how many regions are outlined. */
function outlinedCaption(alt: string, count: number): string {
  return countForm(count) === 'one'
    ? m.create_outlined_one({ alt, count })
    : m.create_outlined_other({ alt, count });
}

/** The regions OCR found, drawn in the stored photo's pixels over the photo as shown. */
function TextOutlines({ upload }: { upload: Upload }) {
  if (upload.regions.length === 0) return null;
  // The image keeps its aspect ratio inside the figure (object-contain), and so does the
  // drawing (xMidYMid meet), so each box lands on its text whatever the displayed size.
  return (
    <svg
      aria-hidden="true"
      data-testid="text-outlines"
      viewBox={`0 0 ${upload.width} ${upload.height}`}
      preserveAspectRatio="xMidYMid meet"
      className="pointer-events-none absolute inset-0 h-full w-full"
    >
      {upload.regions.map((region, index) => (
        <rect
          key={index}
          x={region.x}
          y={region.y}
          width={region.width}
          height={region.height}
          fill="rgb(250 204 21 / 0.12)"
          stroke="rgb(250 204 21)"
          strokeWidth={3}
          vectorEffect="non-scaling-stroke"
          rx={4}
        />
      ))}
    </svg>
  );
}

function ReadingStatus({ photo }: { photo: PhotoUpload }) {
  const { state } = photo;
  if (state.stage === 'failed') {
    return (
      <div role="alert" className="flex items-center justify-between gap-3">
        <p className="text-sm text-danger">
          {serverMessage(state.error, m.create_photo_not_sent_error())}
        </p>
        <Button variant="secondary" onClick={photo.retry}>
          {m.create_try_again()}
        </Button>
      </div>
    );
  }
  if (state.stage === 'uploading') return <UploadProgress upload={uploadStageOf(state.sent)} />;
  if (state.stage === 'reading') return <UploadProgress upload={{ stage: 'reading' }} />;
  if (state.stage === 'none') return null;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted">
      {state.stage === 'waiting-for-place' ? (
        <>
          <Spinner className="size-4" />
          {m.create_waiting_for_location()}
        </>
      ) : (
        m.create_text_read_letters({ count: state.upload.letters })
      )}
    </p>
  );
}

function Warnings({
  upload,
  photo,
  onRetake,
}: {
  upload: Upload;
  photo: PhotoUpload;
  onRetake: () => void;
}) {
  if (upload.warnings.length === 0) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-primary/60 bg-primary/10 p-3"
    >
      <ul className="flex flex-col gap-3">
        {upload.warnings.map((warning) => (
          <li key={warning.code} className="flex flex-col gap-2">
            <p className="flex gap-2 text-sm">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{warningText(warning)}</span>
            </p>
            {isSoftWarning(warning.code) && (
              <CheckboxField
                checked={photo.confirmed.includes(warning.code)}
                onChange={(event) =>
                  isSoftWarning(warning.code) &&
                  photo.confirm(warning.code, event.currentTarget.checked)
                }
              >
                {m.create_publish_anyway()}
              </CheckboxField>
            )}
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={onRetake} className="w-full">
        <RotateCcw aria-hidden="true" />
        {m.create_retake()}
      </Button>
    </div>
  );
}

/** A picked file's object URL for as long as it is shown, or a capture's data URL. */
function useLocalSource(image: MessageImage): string | undefined {
  const file = image.kind === 'file' ? image.file : null;
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return image.kind === 'capture' ? image.dataUrl : url;
}
