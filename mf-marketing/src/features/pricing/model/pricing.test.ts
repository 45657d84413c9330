import {
  DEFAULT_DIALOGS,
  MOBILE_OPTIONS,
  PLANS,
  SLIDER_STEPS,
  annualSummary,
  dialogsHeading,
  dropdownOptions,
  effectiveDialogs,
  isMoreStep,
  monthlyPrice,
  planFor,
  planMinimum,
  planStartingPrice,
  sliderIndexOf,
  sliderValueAt,
  visiblePlans,
} from './pricing';

describe('slider steps', () => {
  it('go 0 to 2000 by 50, then the coarse steps of docs/product.md §6', () => {
    expect(SLIDER_STEPS.slice(0, 4)).toEqual([0, 50, 100, 150]);
    expect(SLIDER_STEPS.indexOf(2000)).toBe(40);
    expect(SLIDER_STEPS.slice(40)).toEqual([
      2000, 2500, 3000, 3500, 4000, 4500, 5000, 5750, 6500, 7250, 7500, 8000, 8750,
    ]);
    expect(SLIDER_STEPS).toHaveLength(53);
  });

  it('labels 8000 as more and no other step', () => {
    expect(SLIDER_STEPS.filter(isMoreStep)).toEqual([8000]);
  });

  it('maps values and indexes both ways', () => {
    expect(sliderValueAt(sliderIndexOf(1500))).toBe(1500);
    expect(sliderValueAt(sliderIndexOf(5000))).toBe(5000);
    expect(sliderIndexOf(2001)).toBe(40); // between steps: the step below
    expect(sliderValueAt(-3)).toBe(0);
    expect(sliderValueAt(999)).toBe(8750);
  });

  it('defaults to 50 dialogs', () => {
    expect(DEFAULT_DIALOGS).toBe(50);
  });
});

describe('a value below 50 counts as 50', () => {
  it.each([
    [0, 50],
    [49, 50],
    [50, 50],
    [51, 51],
  ])('%i -> %i', (value, expected) => {
    expect(effectiveDialogs(value)).toBe(expected);
  });
});

describe('plan by range and price at every boundary', () => {
  it.each([
    // value, plan, monthly price ($)
    [0, 'free', 0],
    [49, 'free', 0],
    [50, 'free', 0],
    [51, 'starter', 15.29],
    [100, 'starter', 29.99],
    [350, 'starter', 104.99],
    [400, 'plus', 119.99],
    [1450, 'plus', 434.99],
    [1500, 'pro', 449.99],
    [2000, 'pro', 599.99],
    [2001, 'pro', 600.29],
    [4950, 'pro', 1484.99],
    [4999, 'premium', 1499.69],
    [5000, 'premium', 1499.99],
    [8750, 'premium', 2624.99],
  ])('%i dialogs -> %s at $%d', (value, plan, price) => {
    expect(planFor(value).id).toBe(plan);
    expect(monthlyPrice(value)).toBe(price);
  });

  it('marks only Pro as popular', () => {
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['pro']);
  });

  it('gives each plan its minimum and starting price', () => {
    expect(PLANS.map((p) => planMinimum(p.id))).toEqual([0, 100, 400, 1500, 5000]);
    expect(planStartingPrice('free')).toBe(0);
    expect(planStartingPrice('starter')).toBe(29.99);
    expect(planStartingPrice('premium')).toBe(1499.99);
  });
});

describe('plan cards on show', () => {
  it.each([
    [0, ['free', 'plus', 'pro', 'premium']],
    [50, ['free', 'plus', 'pro', 'premium']],
    [51, ['starter', 'plus', 'pro', 'premium']],
    [100, ['starter', 'plus', 'pro', 'premium']],
    [5000, ['starter', 'plus', 'pro', 'premium']],
  ])('at %i: %j', (value, ids) => {
    expect(visiblePlans(value).map((p) => p.id)).toEqual(ids);
  });
});

describe('heading', () => {
  it.each([
    [0, '50'],
    [49, '50'],
    [50, '50'],
    [1450, '1450'],
    [2000, '2000'],
    [2001, '2000 - 5000'],
    [4950, '2000 - 5000'],
    [4999, '2000 - 5000'],
    [5000, '5000+'],
    [8750, '5000+'],
  ])('%i -> %s', (value, heading) => {
    expect(dialogsHeading(value)).toBe(heading);
  });
});

describe('annual summary: the monthly price × 12 minus 30 % (Free is 0 a year)', () => {
  it.each([
    [49, 0, 0, 0],
    [50, 0, 0, 0],
    [100, 359.88, 107.96, 251.92],
    [1450, 5219.88, 1565.96, 3653.92],
    [5000, 17999.88, 5399.96, 12599.92],
    [8750, 31499.88, 9449.96, 22049.92],
  ])('%i -> yearly %i, saved %i, total %i', (value, yearly, saved, total) => {
    expect(annualSummary(value)).toEqual({ yearly, saved, total });
  });
});

describe('mobile dropdown', () => {
  it('offers the nine options of docs/product.md §6', () => {
    expect(MOBILE_OPTIONS).toEqual([50, 100, 200, 400, 600, 800, 1000, 2000, 5000]);
    expect(dropdownOptions(400)).toEqual([...MOBILE_OPTIONS]);
  });

  it('adds a value a plan card set that the list lacks, in order', () => {
    expect(dropdownOptions(1500)).toEqual([50, 100, 200, 400, 600, 800, 1000, 1500, 2000, 5000]);
    expect(dropdownOptions(0)).toEqual([...MOBILE_OPTIONS]); // 0 counts as 50
  });
});
