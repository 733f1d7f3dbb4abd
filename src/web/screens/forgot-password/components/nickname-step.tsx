import { useForm } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { useCheckUser } from '@/web/features/auth/api/check-user';
import { NicknameField } from '@/web/features/auth/components/auth-fields';
import { ApiError, serverMessage } from '@/web/lib/api-client';
import { getDeviceId } from '@/web/lib/device-id';
import type { FoundAccount } from '@/web/screens/forgot-password/forgot-password-screen';
import { m } from '@/web/i18n/i18n';

export type NicknameStepProps = { onFound: (account: FoundAccount) => void };

/** The failure's title says what happened: only a missing account is 'User Not Found'. */
function failureTitle(error: unknown): string {
  if (!(error instanceof ApiError)) return m.auth_could_not_continue();
  if (error.code === 'USER_NOT_FOUND') return m.auth_user_not_found();
  if (error.code === 'RATE_LIMITED') return m.auth_too_many_attempts();
  if (error.code === 'WRONG_DEVICE') return m.auth_wrong_device();
  return m.auth_could_not_continue();
}

export function NicknameStep({ onFound }: NicknameStepProps) {
  const checkUser = useCheckUser();
  const { register, handleSubmit, setFocus } = useForm<{ nickname: string }>({
    defaultValues: { nickname: '' },
  });

  const onSubmit = handleSubmit((values) => {
    const nickname = values.nickname.trim();
    // SPEC 5: nothing is sent for an empty nickname.
    if (!nickname) {
      setFocus('nickname');
      return;
    }
    checkUser.mutate(
      { nickname, deviceId: getDeviceId() },
      {
        onSuccess: ({ proof }) => {
          toast({
            title: m.auth_user_found(),
            description: proof === 'device' ? m.auth_user_found_device() : m.auth_user_found_code(),
          });
          onFound({ nickname, proof });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: failureTitle(error),
            description: serverMessage(error, m.auth_check_failed()),
          }),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <NicknameField {...register('nickname')} />
      <Button type="submit" disabled={checkUser.isPending} className="w-full">
        {checkUser.isPending ? m.auth_checking() : m.auth_continue()}
      </Button>
    </form>
  );
}
