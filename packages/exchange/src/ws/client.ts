import { WebSocket } from 'ws';
import type { Sub } from './subscriptions';

/**
 * One WebSocket connection. Sending never waits: a frame goes to the socket's buffer, and a client
 * whose unsent backlog would exceed `maxBuffered` bytes is disconnected on the spot (the SDK
 * reconnects and resubscribes, getting fresh snapshots), so a slow reader costs the engine nothing.
 */
export class WsClient {
  /** Subscriptions by key. */
  readonly subs = new Map<string, Sub>();
  lastSeen = Date.now();

  constructor(
    readonly socket: WebSocket,
    private readonly maxBuffered: number,
    /** The peer's address, the key of its limits (`limits.ts`). */
    readonly ip: string,
  ) {}

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  send(frame: string | Buffer): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount + frame.length > this.maxBuffered) {
      this.socket.terminate();
      return;
    }
    // Buffers go out as text frames: every frame here is JSON.
    this.socket.send(frame, { binary: false });
  }

  sendJson(channel: string, data?: unknown): void {
    this.send(data === undefined ? JSON.stringify({ channel }) : JSON.stringify({ channel, data }));
  }
}
