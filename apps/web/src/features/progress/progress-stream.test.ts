import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ProgressWatch, parseEventStream, watchProgress } from './progress-stream';

const snapshot = (progress: number, version: number, state = 'running') => ({
  key: 'peer_group/7',
  kind: 'peer_group',
  progress,
  breakpoint_progress: null,
  status: progress === 0 ? 'Preparing...' : 'Working',
  state,
  error: null,
  result: null,
  version,
  started_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:01.000Z',
  finished_at: null,
});

const event = (data: unknown) => `event: progress\nid: 1\ndata: ${JSON.stringify(data)}\n\n`;

function streamOf(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('progress stream', () => {
  it('parses complete events, keeps the unfinished tail and skips keep-alive comments', () => {
    const text = `: keep-alive\n\ndata: {"a":1}\n\nevent: progress\ndata: {"a":2}\n\ndata: {"a"`;
    expect(parseEventStream(text)).toEqual({ data: ['{"a":1}', '{"a":2}'], rest: 'data: {"a"' });
  });

  it('reports each newer snapshot, across chunk boundaries, and ignores stale ones', async () => {
    const whole =
      event(snapshot(0, 1)) +
      event(snapshot(50, 3)) +
      event(snapshot(40, 2)) +
      event(snapshot(100, 4, 'done'));
    const cut = Math.floor(whole.length / 2) + 3;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamOf([whole.slice(0, cut), whole.slice(cut)])),
    );
    const seen: ProgressWatch[] = [];
    await watchProgress('peer_group/7', (w) => seen.push(w), new AbortController().signal);
    expect(seen.map((w) => (w.phase === 'live' ? w.progress.progress : w.phase))).toEqual([0, 50, 100]);
  });

  it("says 'Record not found' when the server has no such record", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => streamOf([], 404)),
    );
    const seen: ProgressWatch[] = [];
    await watchProgress('reports/nope', (w) => seen.push(w), new AbortController().signal);
    expect(seen).toEqual([{ phase: 'not_found', message: 'Record not found' }]);
  });
});
