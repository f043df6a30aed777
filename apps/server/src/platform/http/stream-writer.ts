import type { PassThrough } from 'node:stream';

/**
 * Writes to a response stream only as fast as the client reads (backpressure): the promise resolves when
 * the client has read what was written, or has gone (the stream closed), so a reader that left never
 * holds the work (and the database transaction) behind it.
 */
export function streamWriter(stream: PassThrough): (text: string) => Promise<void> {
  return async (text) => {
    if (stream.destroyed || stream.write(text)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        stream.off('drain', done);
        stream.off('close', done);
        resolve();
      };
      stream.on('drain', done).on('close', done);
    });
  };
}
