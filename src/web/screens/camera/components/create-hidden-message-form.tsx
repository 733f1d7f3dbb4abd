import type { FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { CameraLocationStatus } from '@/web/screens/camera/components/camera-location-status';
import { cameraMessagePayload } from '@/web/features/message-form/old/camera-message-payload';
import { createFailureToast } from '@/web/features/message-form/old/create-failure';
import { findCameraPhotoProblem } from '@/web/features/message-form/old/camera-photo-problem';
import { HiddenMessageFields } from '@/web/features/message-form/old/hidden-message-fields';
import { findHiddenMessageProblem } from '@/web/features/message-form/old/hidden-message-problem';
import type { HiddenMessageDraft } from '@/web/features/message-form/old/use-hidden-message-draft';
import { useCreatePhoto } from '@/web/features/photos/api/create-photo';
import type { useGeolocation } from '@/web/lib/use-geolocation';

export type CreateHiddenMessageFormProps = {
  /** The captured JPEG as a data URL. */
  photo: string | null;
  location: ReturnType<typeof useGeolocation>;
  /** Held by the screen, so a retake keeps what was typed. */
  draft: HiddenMessageDraft;
  update: (patch: Partial<HiddenMessageDraft>) => void;
};

/** 'Create Hidden Message': the secret behind the photo just taken, hidden where the user is. */
export function CreateHiddenMessageForm({
  photo,
  location,
  draft,
  update,
}: CreateHiddenMessageFormProps) {
  const [, navigate] = useLocation();
  const createPhoto = useCreatePhoto();
  const position =
    location.latitude !== null && location.longitude !== null
      ? { latitude: location.latitude, longitude: location.longitude }
      : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createPhoto.isPending) return;
    const problem =
      findCameraPhotoProblem(photo) ??
      findHiddenMessageProblem(draft) ??
      (position
        ? null
        : {
            title: 'Location Required',
            description: 'Please enable location access to create messages',
          });
    if (problem || !photo || !position) {
      if (problem) toast({ variant: 'destructive', ...problem });
      return;
    }
    createPhoto.mutate(cameraMessagePayload(photo, draft, position), {
      onSuccess: ({ warning }) => {
        // A warning means saved but not yet discoverable; it says why instead of the promise.
        toast({
          title: 'Success!',
          description:
            warning ?? 'Your message has been created and can be discovered by scanning!',
        });
        navigate('/');
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          ...createFailureToast(error, {
            title: 'Failed to Save Photo',
            fallback: 'Failed to save photo. Please try again.',
          }),
        }),
    });
  };

  return (
    <section aria-labelledby="create-hidden-message-heading" className="flex flex-col gap-5">
      <h2 id="create-hidden-message-heading" className="text-xl font-bold tracking-tight">
        Create Hidden Message
      </h2>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <HiddenMessageFields draft={draft} update={update} />
        <CameraLocationStatus location={location} />
        <Button type="submit" disabled={createPhoto.isPending} className="w-full">
          {createPhoto.isPending ? 'Saving...' : 'Create Hidden Message'}
        </Button>
      </form>
    </section>
  );
}
