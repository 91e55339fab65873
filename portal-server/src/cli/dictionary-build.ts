// pnpm --filter portal-server dictionary:build [--force]: builds the dictionary data from
// Debian's packaged dictionaries into .cache/dictionary/ (scripts/setup.sh runs it); does
// nothing when the data of the current sources is there already. The seed loads it.
import { DICTIONARY_CACHE_DIR } from '../features/dictionary/built-data';
import { buildVersion, ensureBuilt } from '../features/dictionary/build/build';
import { readBuiltMeta } from '../features/dictionary/built-data';

const force = process.argv.includes('--force');
const started = Date.now();
const before = readBuiltMeta();
const meta = await ensureBuilt({ force, log: (line) => console.info(line) });
if (!force && before?.version === buildVersion()) {
  console.info(`dictionary: ${DICTIONARY_CACHE_DIR} is current (version ${meta.version}, checked in ${Date.now() - started} ms)`);
} else {
  const { stats } = meta;
  console.info(
    `dictionary: built version ${meta.version} in ${meta.build_ms} ms (${(Date.now() - started) / 1000} s with reading and writing): ` +
      `${stats.headwords} headwords (${stats.phrases} phrases), ${stats.with_ipa} with IPA, ${stats.with_examples} with examples, ` +
      `${stats.meanings} Japanese search terms; ${(meta.bytes / 1e6).toFixed(1)} MB in ${DICTIONARY_CACHE_DIR}`,
  );
}
