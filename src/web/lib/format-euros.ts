/** Euros with 2 decimals (SPEC 9: "currency euro, 2 decimals"). */
export function formatEuros(amount: number): string {
  return `€${amount.toFixed(2)}`;
}
