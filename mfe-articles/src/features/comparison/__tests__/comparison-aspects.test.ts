import { COMPARISON_ASPECTS } from '../data/comparison-aspects';
import { PUBLISHED_COMPARISON_ASPECTS } from '../../../testing/published-comparison-aspects';

describe('comparison aspects', () => {
  it('covers the 15 aspects in their published order', () => {
    expect(COMPARISON_ASPECTS.map((row) => row.aspect)).toEqual(PUBLISHED_COMPARISON_ASPECTS);
  });

  it('states the headline claims in the right rows', () => {
    const row = (aspect: string) => COMPARISON_ASPECTS.find((candidate) => candidate.aspect === aspect)!;
    expect(row('Cost per call').ai).toMatch(/\$0\.10–\$0\.50/);
    expect(row('Cost per call').human).toMatch(/\$3–\$5/);
    expect(row('Language support').ai).toMatch(/50\+ languages/);
    expect(row('Error rate').ai).toMatch(/Under 2%/);
  });

  it('gives emotional intelligence to humans', () => {
    expect(COMPARISON_ASPECTS.find((row) => row.aspect === 'Emotional intelligence')?.stronger).toBe('human');
  });

  it('fills both sides of every row', () => {
    for (const row of COMPARISON_ASPECTS) {
      expect(row.human.trim()).not.toBe('');
      expect(row.ai.trim()).not.toBe('');
    }
  });
});
