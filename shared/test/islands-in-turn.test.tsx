// An island's parts hydrated in turns (src/islands/in-turn.tsx), on Preact as the islands build
// runs them: the part keeps its prerendered DOM and hydrates a task later; in the live app it is
// the part itself.
jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));

import { useState } from 'react';
import { hydrateRoot } from 'preact/compat/client';
import { hydrateInTurns, partsHydrated } from '../src/islands/hydrating';
import { inTurn } from '../src/islands/in-turn';

function Card({ value, onPick }: { value: number; onPick?: () => void }) {
  return (
    <li className={value > 100 ? 'big' : 'small'} onClick={onPick}>
      {`card ${value}`}
    </li>
  );
}
const CardInTurn = inTurn(Card);

let setValue: (value: number) => void = () => {};
function Calculator({ onPick }: { onPick: () => void }) {
  const [value, set] = useState(50);
  setValue = set;
  return (
    <ul>
      <li id="head">{`value ${value}`}</li>
      <CardInTurn value={value} onPick={onPick} />
    </ul>
  );
}

const PRERENDERED = '<ul><li id="head">value 50</li><li class="small">card 50</li></ul>';
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inTurn', () => {
  it("in an island's hydration, keeps the part's prerendered DOM and hydrates it a task later", async () => {
    const root = document.createElement('div');
    root.innerHTML = PRERENDERED;
    const card = root.querySelectorAll('li')[1]!;
    const onPick = jest.fn();
    hydrateInTurns(() => hydrateRoot(root, <Calculator onPick={onPick} />));
    expect(root.innerHTML).toBe(PRERENDERED);
    card.click();
    expect(onPick).not.toHaveBeenCalled();
    await nextTask();
    await nextTask();
    expect(root.querySelectorAll('li')[1]).toBe(card);
    card.click();
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('a value changed before its turn: the part hydrates what was drawn, then shows the new value and attributes', async () => {
    const root = document.createElement('div');
    root.innerHTML = PRERENDERED;
    hydrateInTurns(() => hydrateRoot(root, <Calculator onPick={() => undefined} />));
    setValue(400);
    await nextTask();
    await nextTask();
    await nextTask();
    expect(root.innerHTML).toBe('<ul><li id="head">value 400</li><li class="big">card 400</li></ul>');
  });

  it('partsHydrated resolves once every part drawn in turn has hydrated: only then does the island count as live', async () => {
    const root = document.createElement('div');
    root.innerHTML = PRERENDERED;
    const card = root.querySelectorAll('li')[1]!;
    const onPick = jest.fn();
    hydrateInTurns(() => hydrateRoot(root, <Calculator onPick={onPick} />));
    let live = false;
    const parts = partsHydrated().then(() => {
      live = true;
      // The click the loader held meanwhile, made again now, reaches the part's handler.
      card.click();
    });
    expect(live).toBe(false);
    await parts;
    expect(onPick).toHaveBeenCalledTimes(1);
    // None waiting: at once.
    await expect(partsHydrated()).resolves.toBeUndefined();
  });

  it('outside an island’s hydration (the live app, a later mount) it is the part itself', async () => {
    const root = document.createElement('div');
    hydrateRoot(root, <CardInTurn value={500} />);
    expect(root.innerHTML).toBe('<li class="big">card 500</li>');
  });
});
