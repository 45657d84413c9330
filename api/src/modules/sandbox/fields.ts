import { GraphError, graphErrors } from './graph-error';

/** One requested field: nested fields (`messages{id,message}`) and a `.limit(n)` modifier. */
export interface FieldNode {
  fields?: FieldSpec;
  limit?: number;
}
export type FieldSpec = Map<string, FieldNode>;

/** Parses Graph's `fields` syntax: `id,name,messages.limit(5){id,from},picture`. */
export function parseFields(input: string | undefined): FieldSpec | undefined {
  if (input === undefined || input.trim() === '') return undefined;
  if (input.length > 2000) throw graphErrors.invalidParam('fields is too long');
  let pos = 0;
  const fail = (): never => {
    throw graphErrors.invalidParam(`Syntax error in fields at character ${pos}: ${input.slice(0, 200)}`);
  };
  const parseList = (depth: number): FieldSpec => {
    if (depth > 5) fail();
    const spec: FieldSpec = new Map();
    for (;;) {
      const name = /^[a-z_][a-z0-9_]*/i.exec(input.slice(pos))?.[0];
      if (!name) fail();
      pos += name!.length;
      const node: FieldNode = {};
      for (;;) {
        const mod = /^\.([a-z_]+)\(([^)]*)\)/i.exec(input.slice(pos));
        if (!mod) break;
        pos += mod[0].length;
        if (mod[1] === 'limit') {
          const n = Number(mod[2]);
          if (!Number.isInteger(n) || n < 0) fail();
          node.limit = n;
        }
      }
      if (input[pos] === '{') {
        pos += 1;
        node.fields = parseList(depth + 1);
        if (input[pos] !== '}') fail();
        pos += 1;
      }
      spec.set(name!, node);
      while (input[pos] === ' ') pos += 1;
      if (input[pos] !== ',') return spec;
      pos += 1;
      while (input[pos] === ' ') pos += 1;
    }
  };
  const spec = parseList(0);
  if (pos !== input.length) fail();
  return spec;
}

export type Resolver = (node: FieldNode) => unknown;

/**
 * Projects an object: the requested fields (or `defaults`), each from its resolver; an unknown
 * field is Graph's error #100.
 */
export async function project(
  nodeType: string,
  resolvers: Record<string, Resolver>,
  spec: FieldSpec | undefined,
  defaults: string[],
): Promise<Record<string, unknown>> {
  const wanted: FieldSpec = spec ?? new Map(defaults.map((f) => [f, {}]));
  const out: Record<string, unknown> = {};
  for (const [name, node] of wanted) {
    const resolve = Object.hasOwn(resolvers, name) ? resolvers[name] : undefined;
    if (!resolve) {
      throw new GraphError(`(#100) Tried accessing nonexisting field (${name}) on node type (${nodeType})`, 100);
    }
    const value = await resolve(node);
    if (value !== undefined && value !== null) out[name] = value;
  }
  return out;
}

/** The inverse of parseFields (for the `fields` of paging links). */
export function stringifyFields(spec: FieldSpec): string {
  return [...spec]
    .map(
      ([name, node]) =>
        `${name}${node.limit !== undefined ? `.limit(${node.limit})` : ''}${node.fields ? `{${stringifyFields(node.fields)}}` : ''}`,
    )
    .join(',');
}
