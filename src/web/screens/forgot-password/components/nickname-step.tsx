import { useForm } from 'react-hook-form';
import { Button } from '@/web/components/ui/button';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { useCheckUser } from '@/web/features/auth/api/check-user';
import { serverMessage } from '@/web/lib/api-client';
import { getDeviceId } from '@/web/lib/device-id';

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
        onSuccess: () => {
          toast({ title: 'User Found', description: 'You can now set your new password' });
          onFound(nickname);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'User Not Found',
            description: serverMessage(error, 'Could not check this nickname. Please try again.'),
          }),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <TextField
        label="Nickname"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...register('nickname')}
      />
      <Button type="submit" disabled={checkUser.isPending} className="w-full">
        {checkUser.isPending ? 'Checking...' : 'Continue'}
      </Button>
    </form>
  );
}
