// Loaded into the soak's API process (SOAK_STALL_LOG=file): every 20 ms it checks how late its timer
// fired, and for a stall over 60 ms writes one line saying whether the process was running through it
// (the main thread's CPU time grew by about the stall: its own work or a garbage collection, the heap
// shrinking) or waiting (little CPU: no core was free).
import { appendFileSync, readFileSync } from 'node:fs';

const file = process.env.SOAK_STALL_LOG;
if (file) {
  /** CPU ms of the main thread and of the whole process (utime + stime, 10 ms ticks). */
  const cpu = () => {
    const ticks = (path: string) => {
      const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    };
    return { main: ticks(`/proc/self/task/${process.pid}/stat`), all: ticks('/proc/self/stat') };
  };
  let last = { at: performance.now(), cpu: cpu(), heap: process.memoryUsage().heapUsed };
  setInterval(() => {
    const now = { at: performance.now(), cpu: cpu(), heap: process.memoryUsage().heapUsed };
    const lag = now.at - last.at - 20;
    if (lag > 60)
      appendFileSync(
        file,
        `${new Date().toISOString()} stall ${lag.toFixed(0)} ms: main thread cpu ${now.cpu.main - last.cpu.main} ms, process cpu ${now.cpu.all - last.cpu.all} ms, heap ${(last.heap / 1e6).toFixed(1)} -> ${(now.heap / 1e6).toFixed(1)} MB\n`,
      );
    last = now;
  }, 20);
}
