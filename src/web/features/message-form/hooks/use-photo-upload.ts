import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Upload } from '@/shared/contract/endpoints/uploads';
import type { SoftUploadWarning } from '@/shared/rules/upload-warnings';
import { uploadQueryOptions, useUpload } from '@/web/features/photos/api/get-upload';
import { uploadPhoto } from '@/web/features/photos/api/upload-photo';
import type { Position } from '@/web/features/message-form/model/message-checks';
import type { MessageImage } from '@/web/features/message-form/model/message-draft';
import { imageBlob } from '@/web/features/message-form/model/message-payload';

/** Where the photo of a create form is between choosing it and publishing its message. */
export type PhotoUploadState =
  | { stage: 'none' }
  /** A photo for a place waits for the position: the warnings look around it. */
  | { stage: 'waiting-for-place' }
  | { stage: 'uploading'; sent: number }
  | { stage: 'failed'; error: unknown }
  | { stage: 'reading'; upload: Upload }
  | { stage: 'read'; upload: Upload };

export type PhotoUpload = {
  state: PhotoUploadState;
  /** The soft warnings the creator chose to publish past. */
  confirmed: readonly SoftUploadWarning[];
  confirm: (code: SoftUploadWarning, yes: boolean) => void;
  /** Sends the same photo again after a failed upload. */
  retry: () => void;
};

/**
 * Uploads a create form's photo as soon as it is chosen (and, for a place, its position is
 * known), so the creator sees the text read, outlined on the photo, and any warning before
 * publishing (issue 20). A new photo starts over: its own upload, no confirmations.
 *
 * `known` is an upload already made of this very photo (a hunt step keeps its own, decision
 * 025): it is looked up instead of sending the photo again, and sent again only once it is
 * gone (expired after a day). `onUploaded` hears of each new upload of the photo shown.
 */
export function usePhotoUpload({
  image,
  position,
  destination,
  known = null,
  onUploaded,
  compareWith = [],
}: {
  image: MessageImage | null;
  position: Position | null;
  destination: 'place' | 'global';
  known?: { id: number } | null;
  onUploaded?: (upload: Upload) => void;
  /** The user's other uploads its warnings weigh too (a hunt's other steps). */
  compareWith?: readonly number[];
}): PhotoUpload {
  const [progress, setProgress] = useState<{ image: MessageImage; sent: number } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [confirmed, setConfirmed] = useState<{ id: number; codes: SoftUploadWarning[] }>({
    id: 0,
    codes: [],
  });
  const placeKnown = destination === 'global' || position !== null;
  const sending = useMutation({
    mutationFn: ({ image, place }: { image: MessageImage; place: Position | null }) =>
      uploadPhoto(
        { image: imageBlob(image), place },
        { onUploadProgress: (sent) => setProgress({ image, sent }) },
      ),
  });
  const { mutate } = sending;
  // The position when the upload starts; later fixes of the same spot do not send it again.
  const start = useEffectEvent((image: MessageImage) =>
    mutate({ image, place: destination === 'global' ? null : position }),
  );

  const keptId = image ? (known?.id ?? null) : null;
  const kept = useQuery({
    ...uploadQueryOptions(keptId ?? 0),
    enabled: keptId !== null,
    retry: false,
  });
  // The kept upload answers 404 once it expired or was purged: the photo goes up again.
  const keptGone = keptId !== null && kept.isError;

  useEffect(() => {
    if (image && placeKnown && (keptId === null || keptGone)) start(image);
  }, [image, placeKnown, attempt, keptId, keptGone]);

  // Only the upload of the photo shown counts: a reply for a photo since retaken is ignored.
  const mine = image !== null && sending.variables?.image === image ? sending : null;
  const polled = useUpload(mine?.data ?? null);
  const own = mine?.data
    ? (polled.data ?? mine.data)
    : keptId !== null && !keptGone
      ? (kept.data ?? null)
      : null;
  // Once read, looked up again with the others to compare with (each new one asks again).
  const compared = useQuery({
    ...uploadQueryOptions(own?.id ?? 0, compareWith),
    enabled: own?.status === 'read' && compareWith.length > 0,
  });
  const upload = own && compared.data?.id === own.id ? compared.data : own;

  const uploaded = useEffectEvent((made: Upload) => onUploaded?.(made));
  const fresh = mine?.data ?? null;
  useEffect(() => {
    if (fresh) uploaded(fresh);
  }, [fresh]);
  const sent = progress?.image === image ? progress.sent : 0;

  const state: PhotoUploadState = !image
    ? { stage: 'none' }
    : !placeKnown
      ? { stage: 'waiting-for-place' }
      : mine?.isError
        ? { stage: 'failed', error: mine.error }
        : upload
          ? { stage: upload.status === 'read' ? 'read' : 'reading', upload }
          : { stage: 'uploading', sent };

  const codes = upload && confirmed.id === upload.id ? confirmed.codes : [];

  return {
    state,
    confirmed: codes,
    confirm: (code, yes) => {
      if (!upload) return;
      const others = codes.filter((other) => other !== code);
      setConfirmed({ id: upload.id, codes: yes ? [...others, code] : others });
    },
    retry: () => setAttempt((n) => n + 1),
  };
}
