// A remote build carries precompressed copies of its text files (x.js.br, x.js.gz; written by
// tooling/compress-assets.mjs), and the store sends a copy in place of x.js to every browser that
// accepts it. So a copy must decode to exactly its plain file, or those browsers would run other
// code than the rest; and a copy without its plain file would answer for a file the build does
// not have. A build with such a copy is refused before anything is stored.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { badRequest } from '../../http/reply';

const decoders = { br: promisify(zlib.brotliDecompress), gz: promisify(zlib.gunzip) } as const;
const VARIANT = /^(.+)\.(br|gz)$/;

/** Throws a 400 naming the first precompressed file that has no plain file or does not decode to it. */
export async function checkCompressedVariants(dir: string): Promise<void> {
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => fs.statSync(path.join(dir, file)).isFile()).sort();
  for (const file of files) {
    const match = VARIANT.exec(file);
    if (!match) continue;
    const [, plain, kind] = match as unknown as [string, string, keyof typeof decoders];
    const plainPath = path.join(dir, plain);
    if (!fs.existsSync(plainPath) || !fs.statSync(plainPath).isFile()) {
      throw badRequest(`${file} は圧縮済みファイルですが、元の ${plain} がビルドに含まれていません。ビルドし直してください。`);
    }
    const expected = fs.readFileSync(plainPath);
    let decoded: Buffer | null;
    try {
      // One byte more than the plain file is enough to tell a mismatch, and bounds what a hostile copy can unpack to.
      decoded = await decoders[kind](fs.readFileSync(path.join(dir, file)), { maxOutputLength: expected.length + 1 });
    } catch {
      decoded = null;
    }
    if (!decoded || !decoded.equals(expected)) {
      throw badRequest(`${file} を展開した内容が ${plain} と一致しません。ビルドし直してください。`);
    }
  }
}
