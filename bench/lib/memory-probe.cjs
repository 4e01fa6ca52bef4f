/**
 * Preloaded into a bench's server process (`node -r bench/lib/memory-probe.cjs …`): writes the
 * process's memory figures to MEMORY_PROBE_FILE every MEMORY_PROBE_INTERVAL_MS (default 1 s), so
 * a bench in another process can read the V8 heap as well as the RSS. The timer is unref'd: it
 * never keeps the server alive. Plain JavaScript because node loads it before any TypeScript.
 */
const { writeFileSync } = require('node:fs');

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  const write = () => {
    const m = process.memoryUsage();
    writeFileSync(
      file,
      JSON.stringify({
        at: Date.now(),
        rss: m.rss,
        heapUsed: m.heapUsed,
        heapTotal: m.heapTotal,
        external: m.external,
        arrayBuffers: m.arrayBuffers,
      }),
    );
  };
  setInterval(write, Number(process.env.MEMORY_PROBE_INTERVAL_MS ?? 1000)).unref();
  write();
}
