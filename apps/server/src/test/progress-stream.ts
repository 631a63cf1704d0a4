import type { JobProgress } from '@fin-atlas/domain';

/**
 * Reads a progress stream (server-sent events) to its end and returns its events. `afterFirst`
 * runs once the first event has arrived (e.g. starting the worker), so the whole run is on the stream.
 */
export async function readProgressStream(
  response: Response,
  afterFirst?: () => Promise<void>,
): Promise<JobProgress[]> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let text = '';
  if (afterFirst) {
    while (!text.includes('\n\n')) text += decoder.decode((await reader.read()).value, { stream: true });
    await afterFirst();
  }
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice('data: '.length)) as JobProgress);
}
