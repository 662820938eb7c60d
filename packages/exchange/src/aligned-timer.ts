/**
 * Runs `run` at every wall-clock multiple of `ms` (funding on the hour, as on Hyperliquid), not `ms`
 * after start; returns the function that stops it.
 */
export function everyAligned(ms: number, run: () => void): () => void {
  let timer: NodeJS.Timeout;
  const schedule = () => {
    timer = setTimeout(
      () => {
        run();
        schedule();
      },
      ms - (Date.now() % ms),
    );
  };
  schedule();
  return () => clearTimeout(timer);
}
