import { HttpError } from '../../shared/http-service';

/**
 * How many image variants the asset host draws at once, and how many requests may wait for a turn. Drawing
 * is CPU work on the service's own machine (sharp/libvips); without a bound, a burst of new variants (one per
 * width, format and quality anyone cares to ask for) queues CPU work for everyone. A request beyond the
 * waiting line is answered at once with 503 and `Retry-After`, as a busy image CDN answers; a shopper's page
 * asks for a few dozen variants at most, which the line takes.
 */

export const MAX_RENDERS_AT_ONCE = 2;
export const MAX_RENDERS_WAITING = 64;
export const RENDER_RETRY_AFTER_SECONDS = 2;

export class RenderBusyError extends HttpError {
  constructor() {
    super(503, `The asset host is drawing as many images as it can; try again in ${RENDER_RETRY_AFTER_SECONDS} seconds`, {
      retryAfter: RENDER_RETRY_AFTER_SECONDS,
    });
  }
}

export class RenderQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly atOnce = MAX_RENDERS_AT_ONCE,
    private readonly maxWaiting = MAX_RENDERS_WAITING,
  ) {}

  /** Runs `draw` when a turn is free; throws RenderBusyError at once when the waiting line is full. */
  async run<T>(draw: () => Promise<T>): Promise<T> {
    if (this.running < this.atOnce) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new RenderBusyError();
      // The turn is handed over by the draw that ends (running stays counted for it).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await draw();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Draws under way and requests waiting (for the health answer and tests). */
  counts(): { drawing: number; waiting: number } {
    return { drawing: this.running, waiting: this.waiting.length };
  }
}
