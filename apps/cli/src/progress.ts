/** `1:05` from milliseconds. */
function clock(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** One progress line: bar, count, rate and time left (from the rate so far). */
export function progressLine(label: string, done: number, total: number, elapsedMs: number, unit: string): string {
  const width = 24;
  const filled = Math.round((done / Math.max(total, 1)) * width);
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const left = done >= total ? 'done' : rate > 0 ? `${clock(((total - done) / rate) * 1000)} left` : '-:-- left';
  return `${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${unit}, ${rate.toFixed(rate < 10 ? 1 : 0)}/s, ${left}`;
}

interface ProgressStream {
  isTTY?: boolean;
  write(s: string): unknown;
}

/**
 * A progress callback for long CLI work, redrawn on one terminal line at most ten times a second
 * (and at the end); undefined when the stream is not a terminal, so logs and pipes stay clean.
 */
export function terminalProgress(label: string, unit: string, stream: ProgressStream = process.stderr, now = () => Date.now()): ((done: number, total: number) => void) | undefined {
  if (!stream.isTTY) return undefined;
  const started = now();
  let drawn = 0;
  return (done, total) => {
    const t = now();
    if (done < total && t - drawn < 100) return;
    drawn = t;
    stream.write(`\r\x1b[K${progressLine(label, done, total, t - started, unit)}${done >= total ? '\n' : ''}`);
  };
}
