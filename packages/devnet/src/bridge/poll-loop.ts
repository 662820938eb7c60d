/**
 * Runs `poll` again `intervalMs` after each run finishes (never two at once) until `stop()`, which
 * resolves once no run is in flight, so whatever the poll writes is final.
 */
export class PollLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;

  constructor(
    private readonly poll: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError?: (error: unknown) => void,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = async () => {
      this.running = this.poll().catch((error: unknown) => this.onError?.(error));
      await this.running;
      if (!this.stopped) this.timer = setTimeout(loop, this.intervalMs);
    };
    void loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
