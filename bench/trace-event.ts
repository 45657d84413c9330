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
    data?: {
      frames?: { processId?: number; url?: string; parent?: string }[];
      url?: string;
      functionName?: string;
      /** `Profile`: when the V8 CPU profile's samples start (µs, the trace's clock). */
      startTime?: number;
      /** `ProfileChunk`: nodes seen since the last chunk and the samples taken, µs apart. */
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
  /** `Profile` and `ProfileChunk` events of one profile share it. */
  id?: string;
}

/** A node of V8's CPU profile in a trace (category `disabled-by-default-v8.cpu_profiler`). */
export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}
