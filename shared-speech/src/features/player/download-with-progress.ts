/**
 * Downloads a file while reporting progress (spec part 2 section 4: "Downloads show a progress
 * bar and close on complete"; section 8: "Download error: alert").
 */
export type DownloadProgress = {
  loaded: number;
  /** Bytes expected (Content-Length); null when the server did not say. */
  total: number | null;
  /** 0..1, or null when the total is unknown. */
  fraction: number | null;
};

export class DownloadError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(status === null ? `download of ${url} failed` : `download of ${url} failed with HTTP ${status}`, options);
    this.name = 'DownloadError';
  }
}

export async function downloadWithProgress(
  url: string,
  onProgress: (progress: DownloadProgress) => void,
  options: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<Blob> {
  const fetchImpl = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new DownloadError(url, null, { cause: error });
  }
  if (!response.ok) throw new DownloadError(url, response.status);
  const header = Number(response.headers.get('content-length'));
  const total = Number.isFinite(header) && header > 0 ? header : null;
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ loaded: blob.size, total: blob.size, fraction: 1 });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ loaded: 0, total, fraction: total ? 0 : null });
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new DownloadError(url, response.status, { cause: error });
    }
    if (chunk.done) break;
    chunks.push(chunk.value);
    loaded += chunk.value.length;
    onProgress({ loaded, total, fraction: total ? Math.min(1, loaded / total) : null });
  }
  onProgress({ loaded, total: loaded, fraction: 1 });
  return new Blob(chunks as BlobPart[], { type });
}
