import fs from 'node:fs';
import path from 'node:path';

/**
 * Takes `<dataDir>/portal.lock` for this process. A lock left by a process that is no
 * longer running (crash, SIGKILL) is taken over; a live owner makes this throw.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'portal.lock');
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(`The data folder ${dataDir} is in use by process ${owner} (${lockFile}). Stop it or set DATA_DIR.`);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
