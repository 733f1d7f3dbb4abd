/**
 * Stripe's test cards (https://docs.stripe.com/testing): which numbers pay and which are
 * declined, and with what message. Every other number is "incorrect", as in test mode.
 */
const SUCCEEDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
]);

const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
  '4000000000000119': 'An error occurred while processing your card. Try again in a little bit.',
};

export type CardInput = { cardNumber: string; expMonth: number; expYear: number; cvc: string };

/** null when the card pays, else the decline message a card form shows. */
export function sandboxCardOutcome(card: CardInput, now: Date): string | null {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  const expiresAfter = new Date(Date.UTC(card.expYear, card.expMonth, 1));
  if (expiresAfter <= now) return 'Your card has expired.';
  // Own keys only: `in` also finds Object.prototype's names, so 'hasOwnProperty' was a test card
  // declined with a function for its message, and the reply failed with a 500.
  if (Object.hasOwn(DECLINES, number)) return DECLINES[number]!;
  if (SUCCEEDS.has(number)) return null;
  return 'Your card number is incorrect.';
}
