import { useLocation } from 'wouter';
import { CreateMessageForm } from '@/web/features/message-form/components/create-message-form';
import type { MessageDraftState } from '@/web/features/message-form/hooks/use-message-draft';
import { cameraForm } from '@/web/features/message-form/model/message-form-variants';
import type { useGeolocation } from '@/web/lib/use-geolocation';
import { useStillMounted } from '@/web/lib/use-still-mounted';
import { CameraLocationStatus } from '@/web/screens/camera/components/camera-location-status';
import { m } from '@/web/i18n/i18n';

export type CreateHiddenMessageFormProps = {
  location: ReturnType<typeof useGeolocation>;
  /** Held by the screen with the captured photo in it, so a retake keeps what was typed. */
  draftState: MessageDraftState;
};

/** 'Create Hidden Message': the secret behind the photo just taken, hidden where the user is. */
export function CreateHiddenMessageForm({ location, draftState }: CreateHiddenMessageFormProps) {
  const [, navigate] = useLocation();
  const stillHere = useStillMounted();
  const { latitude, longitude } = location;
  const position = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  return (
    <CreateMessageForm
      form={cameraForm}
      headingLevel={2}
      photoAlt={m.create_captured_photo()}
      draftState={draftState}
      context={{ position, signedIn: true }}
      footer={<CameraLocationStatus location={location} />}
      // Created after the user left /camera: the toast tells them, and they stay where they went.
      onCreated={() => {
        if (stillHere()) navigate('/');
      }}
    />
  );
}
