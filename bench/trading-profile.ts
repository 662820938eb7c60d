/**
 * Where the main thread's long tasks of a cold /perpetual load go, independent of the machine's load:
 * a Chromium trace (4x CPU throttling, a 390x844 visitor with no wallet) of the load until the network
 * is idle and 4 s more, each task over 50 ms listed with its throttled duration and the functions
 * (source-mapped to the app's sources) and React components that took its CPU samples.
 *
 *   node node_modules/tsx/dist/cli.mjs bench/trading-profile.ts [rounds] [web dist folder…]
 *
 * Every dist folder (default: apps/web/dist) gets its own devnet serving it; the rounds interleave them
 * so a change of the machine's load touches each build alike.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { startBenchDevnet } from './trading-devnet';

const ROUNDS = Number(process.argv[2] ?? 1);
const DISTS = process.argv.slice(3).map((dist) => resolve(dist));
if (DISTS.length === 0) DISTS.push(resolve('apps/web/dist'));
const LONG_TASK_MS = 50;
const TASK_PARTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'V8.GC_MC',
]);
const CPU_SLOWDOWN = 4;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, which a busy machine does not inflate (wall time it does). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: ProfileData & { cpuProfile?: CpuProfileChunk; timeDeltas?: number[] } };
}
interface CpuNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfileChunk {
  nodes?: CpuNode[];
  samples?: number[];
}
interface ProfileData {
  startTime?: number;
}

const consumers = new Map<string, SourceMapConsumer | null>();
function sourceMapFor(dist: string, url: string): SourceMapConsumer | null {
  const path = new URL(url).pathname;
  const key = `${dist}${path}`;
  if (!consumers.has(key)) {
    try {
      consumers.set(key, new SourceMapConsumer(JSON.parse(readFileSync(join(dist, `${path}.map`), 'utf8'))));
    } catch {
      consumers.set(key, null);
    }
  }
  return consumers.get(key) ?? null;
}

/** "name (source:line)" of a frame, through the build's source map when it has one. */
function frameName(dist: string, frame: CpuNode['callFrame']): string {
  if (!frame.url?.startsWith('http')) return frame.functionName || `(${frame.url || 'native'})`;
  const map = sourceMapFor(dist, frame.url);
  const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original?.source) return `${frame.functionName || '(anonymous)'} (${new URL(frame.url).pathname})`;
  const source = original.source.replace(/^.*node_modules\//, '~').replace(/^(\.\.\/)+/, '');
  return `${original.name ?? frame.functionName ?? '(anonymous)'} (${source}:${original.line})`;
}

interface Sample {
  ts: number;
  node: number;
}

function analyse(dist: string, events: TraceEvent[]) {
  // The page's renderer: of the trace's renderers (about:blank's may be another), the busiest.
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.name === 'RunTask')
      busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + (event.tdur ?? 0));
  }
  const mainThread = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  const onMain = events.filter((event) => event.pid === mainThread?.pid && event.tid === mainThread?.tid);
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.pid === mainThread?.pid,
  );
  const origin = navigation?.ts ?? 0;
  const nodes = new Map<number, CpuNode>();
  const samples: Sample[] = [];
  for (const event of events.filter((entry) => entry.name === 'Profile' || entry.name === 'ProfileChunk')) {
    if (event.pid !== mainThread?.pid) continue;
    const data = event.args?.data;
    if (event.name === 'Profile') {
      samples.push({ ts: data?.startTime ?? 0, node: -1 });
      continue;
    }
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = samples.at(-1)?.ts ?? 0;
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += data?.timeDeltas?.[index] ?? 0;
      samples.push({ ts, node });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  const runTasks = onMain.filter((event) => event.name === 'RunTask' && event.ts >= origin);
  const cpu = runTasks.reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0);
  // Lighthouse's simulated mobile runs the page at full speed and counts each task 4x as long: its
  // blocking time from the tasks' CPU time, which the machine's load does not inflate.
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === mainThread?.pid,
  );
  const cpuBlocking = runTasks
    .filter((task) => task.ts >= (paint?.ts ?? origin))
    .reduce((sum, task) => sum + Math.max(0, (CPU_SLOWDOWN * (task.tdur ?? 0)) / 1000 - LONG_TASK_MS), 0);
  const tasks = runTasks.filter((event) => (event.dur ?? 0) / 1000 > LONG_TASK_MS);
  let total = 0;
  let longCpu = 0;
  for (const task of tasks) {
    const duration = (task.dur ?? 0) / 1000;
    total += duration - LONG_TASK_MS;
    longCpu += (task.tdur ?? 0) / 1000;
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + (task.dur ?? 0));
    const selfTime = new Map<string, number>();
    const components = new Map<string, number>();
    for (const [index, sample] of inTask.entries()) {
      const weight = ((inTask[index + 1]?.ts ?? sample.ts) - sample.ts) / 1000;
      const node = nodes.get(sample.node);
      if (!node) continue;
      const self = frameName(dist, node.callFrame);
      selfTime.set(self, (selfTime.get(self) ?? 0) + weight);
      // The React component on the stack nearest the sample: the frame renderWithHooks called.
      for (
        let child = node, parent = nodes.get(node.parent ?? -1);
        parent;
        child = parent, parent = nodes.get(parent.parent ?? -1)
      ) {
        if (frameName(dist, parent.callFrame).startsWith('renderWithHooks')) {
          const component = frameName(dist, child.callFrame);
          components.set(component, (components.get(component) ?? 0) + weight);
          break;
        }
      }
    }
    const top = (map: Map<string, number>, count: number) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => `${ms.toFixed(0).padStart(5)} ms  ${name}`)
        .join('\n        ');
    console.log(
      `    task at ${((task.ts - origin) / 1000).toFixed(0)} ms: ${duration.toFixed(0)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(0)} ms)`,
    );
    // The trace's own events in the task (nested ones overlap): script evaluation, style, layout, GC.
    const kinds = new Map<string, number>();
    for (const event of onMain) {
      if (event.ph !== 'X' || event === task || event.ts < task.ts || event.ts > task.ts + (task.dur ?? 0))
        continue;
      if (!TASK_PARTS.has(event.name)) continue;
      const url = (event.args?.data as { url?: string } | undefined)?.url;
      const kind = url ? `${event.name} ${url.replace(/^https?:\/\/[^/]+/, '')}` : event.name;
      kinds.set(kind, (kinds.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
    }
    console.log(`      events: \n        ${top(kinds, 8)}`);
    console.log(`      self: \n        ${top(selfTime, 8)}`);
    if (components.size > 0) console.log(`      components: \n        ${top(components, 8)}`);
  }
  return { tasks: tasks.length, blocking: total, longCpu, cpu, cpuBlocking };
}

/** The summary line of one load. */
const summary = (result: ReturnType<typeof analyse>) =>
  `  ${result.tasks} long tasks, ${result.blocking.toFixed(0)} ms over 50 ms (4x CPU); main-thread CPU ${result.cpu.toFixed(0)} ms, ${result.longCpu.toFixed(0)} ms of it in the long tasks; blocking after FCP from CPU time x4 ${result.cpuBlocking.toFixed(0)} ms`;

// TRACE_IN: analyse a trace written before (TRACE_OUT) instead of loading the page.
if (process.env.TRACE_IN) {
  const { traceEvents } = JSON.parse(readFileSync(process.env.TRACE_IN, 'utf8')) as {
    traceEvents: TraceEvent[];
  };
  console.log(summary(analyse(DISTS[0] ?? '', traceEvents)));
  process.exit(0);
}
const results = new Map<string, ReturnType<typeof analyse>[]>();
for (let round = 1; round <= ROUNDS; round++) {
  for (const dist of DISTS) {
    const devnet = await startBenchDevnet(dist);
    try {
      const context = await devnet.browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await devnet.browser.startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
          'blink.user_timing',
          'loading',
        ],
      });
      await page.goto(`${devnet.baseUrl}/perpetual`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(4000);
      const buffer = await devnet.browser.stopTracing();
      if (process.env.TRACE_OUT) {
        writeFileSync(join(process.env.TRACE_OUT, `trace-${round}-${DISTS.indexOf(dist)}.json`), buffer);
      }
      const trace = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      console.log(`round ${round}, ${dist}:`);
      const result = analyse(dist, trace.traceEvents);
      console.log(summary(result));
      results.set(dist, [...(results.get(dist) ?? []), result]);
    } finally {
      await devnet.stop();
    }
  }
}
for (const [dist, runs] of results) {
  const list = (key: 'blocking' | 'cpu' | 'longCpu' | 'cpuBlocking') =>
    runs.map((run) => run[key].toFixed(0)).join(', ');
  console.log(
    `${dist}: blocking ${list('blocking')} ms; CPU ${list('cpu')} ms; in long tasks ${list('longCpu')} ms; CPU-time blocking ${list('cpuBlocking')} ms`,
  );
}
