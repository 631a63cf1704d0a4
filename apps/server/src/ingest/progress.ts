/**
 * Progress of a long import. On a terminal: one redrawn bar per phase on stderr; anywhere else
 * (CI logs, pipes): a plain line when each phase starts and ends.
 */
export interface Progress {
  /** Starts a phase; `total` (rows, bytes ...) enables a percentage. Ends the previous phase. */
  phase(label: string, total?: number, unit?: 'bytes' | 'rows'): void;
  /** Adds to the current phase's done amount. */
  advance(amount: number): void;
  /** Sets the current phase's done amount. */
  update(done: number): void;
  /** A message line (warnings), printed without breaking the bar. */
  log(message: string): void;
  /** Ends the current phase. */
  done(): void;
}

export const silentProgress: Progress = {
  phase() {},
  advance() {},
  update() {},
  log() {},
  done() {},
};

type Stream = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

const formatAmount = (n: number, unit: 'bytes' | 'rows') =>
  unit === 'bytes' ? `${(n / 1e6).toFixed(1)} MB` : Math.round(n).toLocaleString('en-US');

export function terminalProgress(stream: Stream = process.stderr, options: { tty?: boolean } = {}): Progress {
  const tty = options.tty ?? Boolean(stream.isTTY);
  let label = '';
  let total: number | undefined;
  let unit: 'bytes' | 'rows' = 'rows';
  let doneAmount = 0;
  let started = 0;
  let active = false;
  let lastDraw = 0;

  const line = () => {
    const elapsed = ((Date.now() - started) / 1000).toFixed(1);
    if (total && total > 0) {
      const ratio = Math.min(1, doneAmount / total);
      const width = 20;
      const filled = Math.round(ratio * width);
      return `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}% ${formatAmount(doneAmount, unit)} ${elapsed}s`;
    }
    return `${label} ${doneAmount > 0 ? `${formatAmount(doneAmount, unit)} ` : ''}${elapsed}s`;
  };
  const draw = (force = false) => {
    if (!tty || !active) return;
    const now = Date.now();
    if (!force && now - lastDraw < 100) return;
    lastDraw = now;
    const width = (stream.columns ?? 120) - 1;
    stream.write(`\r\x1b[K${line().slice(0, width)}`);
  };
  const end = () => {
    if (!active) return;
    active = false;
    if (total) doneAmount = Math.max(doneAmount, total);
    const text = `${line()}`;
    if (tty) stream.write(`\r\x1b[K${text} ✓\n`);
    else stream.write(`${label}: done in ${((Date.now() - started) / 1000).toFixed(1)}s\n`);
  };
  return {
    phase(nextLabel, nextTotal, nextUnit = 'rows') {
      end();
      label = nextLabel;
      total = nextTotal;
      unit = nextUnit;
      doneAmount = 0;
      started = Date.now();
      active = true;
      if (tty) draw(true);
      else stream.write(`${label} ...\n`);
    },
    advance(amount) {
      doneAmount += amount;
      draw();
    },
    update(value) {
      doneAmount = value;
      draw();
    },
    log(message) {
      if (tty && active) stream.write('\r\x1b[K');
      stream.write(`${message}\n`);
      draw(true);
    },
    done: end,
  };
}
