// What a card form types, tidied as it is typed and read back for the provider.

const digits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** '4242424242424242' → '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(text: string): string {
  return digits(text, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * '1230' → '12/30'. The slash appears only with the third digit, so deleting back over it
 * never gets stuck on a slash put back at once.
 */
export function formatExpiry(text: string): string {
  const value = digits(text, 4);
  return value.length > 2 ? `${value.slice(0, 2)}/${value.slice(2)}` : value;
}

export function cardNumberDigits(text: string): string {
  return digits(text, 19);
}

/** 'MM/YY' → month and four-digit year, or null when it is not a real month. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(match[2]) };
}
