import { type JobProgress, jobProgressSchema, MESSAGES, progressPath } from '@fin-atlas/domain';
import { useEffect, useState } from 'react';

/**
 * Splits server-sent event text into complete events' data; the unfinished tail is returned to be
 * completed by the next chunk. Comment lines (the keep-alive) carry no data and are skipped.
 */
export function parseEventStream(buffer: string): { data: string[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const data: string[] = [];
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''));
    if (lines.length > 0) data.push(lines.join('\n'));
  }
  return { data, rest };
}

export type ProgressWatch =
  | { phase: 'connecting' }
  | { phase: 'live'; progress: JobProgress }
  | { phase: 'not_found'; message: string }
  | { phase: 'lost' };

/**
 * Streams a job's progress (GET /api/progress/{key} as text/event-stream). Each snapshot goes to
 * `onChange`; the stream ends by itself at done or failed. A missing or foreign record is
 * 'Record not found'. Aborting the signal stops watching.
 */
export async function watchProgress(
  key: string,
  onChange: (watch: ProgressWatch) => void,
  signal: AbortSignal,
): Promise<void> {
  let latest = 0;
  try {
    const response = await fetch(progressPath(key), {
      headers: { accept: 'text/event-stream' },
      credentials: 'same-origin',
      signal,
    });
    if (response.status === 404) {
      onChange({ phase: 'not_found', message: MESSAGES.report.recordNotFound });
      return;
    }
    if (!response.ok || !response.body) {
      onChange({ phase: 'lost' });
      return;
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const parsed = parseEventStream(buffer + decoder.decode(value, { stream: true }));
      buffer = parsed.rest;
      for (const data of parsed.data) {
        const progress = jobProgressSchema.safeParse(JSON.parse(data));
        if (!progress.success || progress.data.version <= latest) continue;
        latest = progress.data.version;
        onChange({ phase: 'live', progress: progress.data });
      }
    }
  } catch (error) {
    if (signal.aborted) return;
    if (!(error instanceof SyntaxError)) onChange({ phase: 'lost' });
  }
}

/** The live progress of a job by key (null watches nothing); `restart` changes to watch again. */
export function useJobProgress(key: string | null, restart: unknown = 0): ProgressWatch | null {
  const [watch, setWatch] = useState<ProgressWatch | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart only re-opens the stream.
  useEffect(() => {
    if (key === null) {
      setWatch(null);
      return;
    }
    const controller = new AbortController();
    setWatch({ phase: 'connecting' });
    void watchProgress(key, setWatch, controller.signal);
    return () => controller.abort();
  }, [key, restart]);
  return watch;
}
