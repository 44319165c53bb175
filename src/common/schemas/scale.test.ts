import { describe, expect, it } from 'vitest';
import { integerScale } from './scale';

const scale = integerScale('Energy', 1, 10);
const messages = (input: unknown) => scale.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('integerScale', () => {
  it('accepts every whole number in the range, ends included', () => {
    for (let value = 1; value <= 10; value++) expect(scale.parse(value)).toBe(value);
  });

  it('refuses values just outside the range with one clear message', () => {
    expect(messages(0)).toEqual(['Energy must be a whole number from 1 to 10']);
    expect(messages(11)).toEqual(['Energy must be a whole number from 1 to 10']);
    expect(messages(-1)).toEqual(['Energy must be a whole number from 1 to 10']);
  });

  it('refuses fractions', () => {
    expect(messages(5.5)).toEqual(['Energy must be a whole number from 1 to 10']);
  });

  it('says the value is required when it is missing', () => {
    expect(messages(undefined)).toEqual(['Energy is required']);
  });

  it('refuses other types without coercing them', () => {
    for (const input of ['5', null, true, [5], { value: 5 }, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(messages(input)).toEqual(['Energy must be a whole number from 1 to 10']);
    }
  });
});
