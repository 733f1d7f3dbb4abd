import { useForm } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { useCheckUser } from '@/web/features/auth/api/check-user';
import { NicknameField } from '@/web/features/auth/components/auth-fields';
import { ApiError, serverMessage } from '@/web/lib/api-client';
import { getDeviceId } from '@/web/lib/device-id';
import type { FoundAccount } from '@/web/screens/forgot-password/forgot-password-screen';

export type NicknameStepProps = { onFound: (account: FoundAccount) => void };

/** The failure's title says what happened: only a missing account is 'User Not Found'. */
function failureTitle(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Could Not Continue';
  if (error.code === 'USER_NOT_FOUND') return 'User Not Found';
  if (error.code === 'RATE_LIMITED') return 'Too Many Attempts';
  if (error.code === 'WRONG_DEVICE') return 'Wrong Device';
  return 'Could Not Continue';
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
            title: 'User Found',
            description:
              proof === 'device'
                ? 'You can now set your new password'
                : 'Enter your recovery code to set your new password',
          });
          onFound({ nickname, proof });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: failureTitle(error),
            description: serverMessage(error, 'Could not check this nickname. Please try again.'),
          }),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <NicknameField {...register('nickname')} />
      <Button type="submit" disabled={checkUser.isPending} className="w-full">
        {checkUser.isPending ? 'Checking...' : 'Continue'}
      </Button>
    </form>
  );
}
