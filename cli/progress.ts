import type { Output } from './cli-io';

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const EVERY_MS = 100;

/**
 * A progress line on the terminal (stderr, rewritten in place) while objects stream by. Only on
 * a terminal: in a pipe or a log file it would be noise, so there it does nothing.
 */
export class Progress {
  #count = 0;
  #shownAt = 0;
  #frame = 0;

  constructor(
    private readonly output: Output,
    private readonly label: string,
    private readonly now: () => number = Date.now,
  ) {}

  get count(): number {
    return this.#count;
  }

  tick(): void {
    this.#count += 1;
    if (this.output.isTTY !== true) return;
    const now = this.now();
    if (now - this.#shownAt < EVERY_MS) return;
    this.#shownAt = now;
    this.#frame = (this.#frame + 1) % FRAMES.length;
    this.output.write(`\r${FRAMES[this.#frame] ?? ''} ${this.#count.toLocaleString('de-DE')} ${this.label}`);
  }

  done(): void {
    if (this.output.isTTY === true) this.output.write(`\r✓ ${this.#count.toLocaleString('de-DE')} ${this.label}\x1b[K\n`);
  }
}
