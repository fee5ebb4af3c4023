/** Whether `bytes` are those one of the Subresource Integrity hashes in `integrity` ("sha384-…", space-separated) names. */
export async function matches(bytes: ArrayBuffer, integrity: string): Promise<boolean> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return integrity.split(' ').includes(`sha384-${btoa(String.fromCharCode(...digest))}`);
}
