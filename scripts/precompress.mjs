// Writes .br and .gz beside every compressible built asset so the server sends them as they are
// instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml|map|webmanifest)$/;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

export async function precompress(dir) {
  let files = 0;
  let saved = 0;
  for (const path of walk(dir)) {
    if (!COMPRESSIBLE.test(path) || path.endsWith(".map")) continue;
    const raw = readFileSync(path);
    if (raw.length < 512) continue;
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    files++;
    saved += raw.length - br.length;
  }
  return { files, saved };
}
