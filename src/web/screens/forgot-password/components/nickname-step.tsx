import { useForm } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { useCheckUser } from '@/web/features/auth/api/check-user';
import { NicknameField } from '@/web/features/auth/components/auth-fields';
import { getDeviceId } from '@/web/lib/device-id';
import { toastOutcome } from '@/web/lib/toast-outcome';

export type NicknameStepProps = { onFound: (nickname: string) => void };

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
        ...toastOutcome({
          success: { title: 'User Found', description: 'You can now set your new password' },
          then: () => onFound(nickname),
          failure: {
            title: 'User Not Found',
            fallback: 'Could not check this nickname. Please try again.',
          },
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
