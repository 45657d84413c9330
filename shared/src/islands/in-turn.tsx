// Hydrating an island in turns (issue 53): Preact hydrates a tree in one synchronous pass, so a
// large island (the pricing calculator) was one long task. A part wrapped with inTurn() hydrates in
// a task of its own after the rest: during an island's hydration it suspends once (Preact keeps its
// prerendered DOM while it is suspended, then hydrates that DOM), until a timer task. Anywhere else
// (the live app on React, a part mounted after the hydration) it is the part itself.
import { lazy, Suspense, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { isHydratingIsland, partDeferred, partHydrated } from './hydrating';

/** A timer's task: after those queued before it (the parts hydrate in the order they were drawn). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `Part`, hydrated in a task of its own when it is drawn by an island's hydration. Until then it
 * keeps the props it was first drawn with (those of the prerendered markup, so its attributes are
 * right when it hydrates), then takes the current ones if they changed meanwhile (a value the
 * visitor set before the island was live, replayed at once).
 */
export function inTurn<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  function Hydrated({ props, onHydrated }: { props: P; onHydrated: () => void }) {
    // Once, as its hydration commits (the first props it was drawn with are in place).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    useLayoutEffect(() => onHydrated(), []);
    return <Part {...props} />;
  }
  function InTurn(props: P) {
    const [deferred] = useState(() => {
      const later = isHydratingIsland();
      // Counted until it hydrates: the island counts as live only then (partsHydrated).
      if (later) partDeferred();
      return later;
    });
    const [Later] = useState(() => (deferred ? lazy(() => nextTask().then(() => ({ default: Hydrated }))) : null));
    const hydrated = useRef(!deferred);
    const first = useRef(props);
    const latest = useRef(props);
    latest.current = props;
    const [, rerender] = useState(0);
    if (!Later) return <Part {...props} />;
    const onHydrated = () => {
      hydrated.current = true;
      partHydrated();
      if (latest.current !== first.current) rerender((n) => n + 1);
    };
    return (
      <Suspense fallback={null}>
        <Later props={hydrated.current ? props : first.current} onHydrated={onHydrated} />
      </Suspense>
    );
  }
  InTurn.displayName = `InTurn(${Part.displayName ?? Part.name})`;
  return InTurn;
}
