/** One event of a Chromium trace (the fields the benches read). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, µs. */
  dur?: number;
  /** The thread's CPU time, µs. */
  tdur?: number;
  args?: {
    name?: string;
    data?: { frames?: { processId?: number; url?: string; parent?: string }[]; url?: string; functionName?: string };
  };
}
