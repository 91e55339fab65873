import { describe, expect, it } from 'vitest';
import { DownloadError, downloadWithProgress, type DownloadProgress } from './download-with-progress';

function streamed(chunks: number[], headers: Record<string, string> = {}, status = 200): typeof fetch {
  return async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const size of chunks) controller.enqueue(new Uint8Array(size));
        controller.close();
      },
    });
    return new Response(body, { status, headers });
  };
}

describe('downloadWithProgress', () => {
  it('reports progress against Content-Length and returns the file', async () => {
    const seen: DownloadProgress[] = [];
    const blob = await downloadWithProgress('/a.mp3', (p) => seen.push(p), { fetchImpl: streamed([400, 600], { 'content-length': '1000', 'content-type': 'audio/mpeg' }) });
    expect(blob.size).toBe(1000);
    expect(blob.type).toBe('audio/mpeg');
    expect(seen.map((p) => p.fraction)).toEqual([0, 0.4, 1, 1]);
  });

  it('reports unknown fractions without a length, then completes', async () => {
    const seen: DownloadProgress[] = [];
    await downloadWithProgress('/a.mp3', (p) => seen.push(p), { fetchImpl: streamed([10, 10]) });
    expect(seen.map((p) => p.fraction)).toEqual([null, null, null, 1]);
    expect(seen.at(-1)).toEqual({ loaded: 20, total: 20, fraction: 1 });
  });

  it('fails with the HTTP status, or on a network failure', async () => {
    await expect(downloadWithProgress('/gone.mp3', () => undefined, { fetchImpl: streamed([], {}, 404) })).rejects.toMatchObject({ status: 404 });
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const error = await downloadWithProgress('/a.mp3', () => undefined, { fetchImpl: offline }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DownloadError);
    expect(error).toMatchObject({ status: null });
  });
});
