import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { ProviderPaymentIntent } from '@/server/providers/payments/payment-provider';

type Viewer = Pick<UserRow, 'id'>;

/** What each action needs to know of the payment. */
type Things = {
  /** Confirming a top-up: the intent the provider says this user created. */
  confirm: Pick<ProviderPaymentIntent, 'userId'>;
};
export type PaymentAction = keyof Things;

const rules: { [A in PaymentAction]: (viewer: Viewer, thing: Things[A]) => boolean } = {
  confirm: (viewer, intent) => intent.userId === viewer.id,
};

/**
 * The one authorisation call of a payment operation. Someone else's payment answers exactly
 * like one that does not exist (ARCHITECTURE §2.4).
 */
export function assertCan<A extends PaymentAction>(
  viewer: Viewer,
  action: A,
  thing: Things[A] | null | undefined,
): asserts thing is Things[A] {
  if (thing && rules[action](viewer, thing)) return;
  throw new AppError('NOT_FOUND', say('server_payment_does_exist'));
}
