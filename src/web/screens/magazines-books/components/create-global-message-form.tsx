import { useCurrentUser } from '@/web/features/auth/api/get-current-user';
import { CreateMessageForm } from '@/web/features/message-form/components/create-message-form';
import { globalForm } from '@/web/features/message-form/model/message-form-variants';

/** The global create form: a page photo and the secret behind it, found from anywhere. */
export function CreateGlobalMessageForm({ onClose }: { onClose: () => void }) {
  const signedIn = Boolean(useCurrentUser().data);
  return (
    <CreateMessageForm
      form={globalForm}
      onBack={onClose}
      imageField="page"
      context={{ position: null, signedIn }}
      onCreated={onClose}
    />
  );
}
