// Preloaded into the servers of bench/src/sse.ts (`node --expose-gc --import tsx --import …`),
// never into the app's own start: on SIGUSR2, two full collections, then the process's memory as
// JSON in `$GC_REPORT_DIR/gc-<pid>.json`, so that the bench compares live memory, not garbage not
// yet collected (the heap V8 keeps or returns moves RSS from run to run).
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('gc-report needs node --expose-gc');

process.on('SIGUSR2', () => {
  gc();
  setTimeout(() => {
    gc();
    const file = path.join(process.env.GC_REPORT_DIR ?? '.', `gc-${process.pid}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
    renameSync(`${file}.tmp`, file);
  }, 200);
});
