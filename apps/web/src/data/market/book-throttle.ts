import { ORDER_BOOK_THROTTLE_MS, type RawBookLike, sameTopLevels } from '@pluto/core';

/**
 * Seed 000 §9: live book updates reach the screen at most once per 250 ms, and an update whose top
 * 8 levels per side equal the shown ones is skipped. The latest update inside a window wins.
 */
export class BookThrottle<Book extends RawBookLike> {
  private shown: Book | undefined;
  private pending: Book | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastEmit = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly emit: (book: Book) => void,
    private readonly intervalMs: number = ORDER_BOOK_THROTTLE_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  push(book: Book): void {
    this.pending = book;
    if (this.timer !== undefined) return;
    const wait = this.lastEmit + this.intervalMs - this.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  private flush(): void {
    this.timer = undefined;
    const book = this.pending;
    this.pending = undefined;
    if (!book || sameTopLevels(this.shown, book)) return;
    this.shown = book;
    this.lastEmit = this.now();
    this.emit(book);
  }

  /** Forget what was shown (a new symbol or grouping) without emitting. */
  reset(): void {
    this.dispose();
    this.shown = undefined;
    this.lastEmit = Number.NEGATIVE_INFINITY;
  }

  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
  }
}
