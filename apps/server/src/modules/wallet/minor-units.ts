/** Money is bigint inside the ledger and a safe integer number at the API edge. */
export function toNumber(amount: bigint): number {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new Error(`amount ${amount} is beyond a safe integer`);
  return value;
}
