/** A fresh Idempotency-Key per click on a money-moving action (start, answer, claim). */
export function idempotencyHeaders(): Record<string, string> {
  return { 'Idempotency-Key': randomKey() };
}

function randomKey(): string {
  // randomUUID exists only in secure contexts; a LAN address over plain http is not one.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
