/**
 * A value built on its first use and kept: for tables whose building is slow (converting their Chinese patterns
 * loads OpenCC, reading a large file), so that nothing heavy runs while the server starts (decision 0025, cold
 * start). `warmUp` (server.ts) builds them right after the server listens.
 */
export function once<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}
