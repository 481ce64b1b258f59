// The one way to run jobs that must all finish before a failure is reported: each keeps what it wrote, and the first
// failure (in the jobs' order) is what the caller sees.

/** Waits for every promise, then throws the first rejection's reason; resolves to the values otherwise. */
export async function settleAll<T>(promises: readonly Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
}
