import { MapPin, TriangleAlert } from 'lucide-react';
import { formatCoordinates } from '@/shared/rules/geo';
import { CreateMessageForm } from '@/web/features/message-form/components/create-message-form';
import type { Position } from '@/web/features/message-form/model/message-checks';
import { homeForm } from '@/web/features/message-form/model/message-form-variants';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

export type CreateGeolocationMessageProps = {
  /** Null while the device's position is unknown: nothing can be hidden without one. */
  position: Position | null;
  /** Back to the list. */
  onClose: () => void;
  /** Once a message is created, with its id: Home goes back to the list and shows it. */
  onCreated: (photoId: number) => void;
  /** Whether the form is on screen; Home keeps it mounted behind the list. */
  active?: boolean;
};

/** 'Create Geolocation Message': hide a secret behind a photo, where the user stands. */
export function CreateGeolocationMessage({
  position,
  onClose,
  onCreated,
  active = true,
}: CreateGeolocationMessageProps) {
  return (
    <CreateMessageForm
      form={homeForm}
      onBack={onClose}
      imageField="spot"
      context={{ position, signedIn: true }}
      active={active}
      onCreated={onCreated}
      footer={
        <p
          className={cn(
            'flex items-center gap-2 rounded-lg border p-3 text-sm',
            position ? 'border-border text-muted' : 'border-danger/50 text-danger',
          )}
        >
          {position ? (
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
          ) : (
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          )}
          {position
            ? m.home_hidden_at({
                coordinates: formatCoordinates(position.latitude, position.longitude),
              })
            : m.home_location_needed_here()}
        </p>
      }
    />
  );
}
