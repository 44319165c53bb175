import { describe, expect, it } from 'vitest';
import { pronounProblems, sayPronouns } from './pronouns';

const PAST = ['was', 'were', 'knew', 'said'];

describe('the pronouns for whom a situation is about', () => {
  it('says he or she with the verb agreeing, and they as written', () => {
    const text =
      "{they} were kind, and {they}'re still in {their} chair; you know {them}, and {they} don't change.";
    expect(sayPronouns(text, 'he')).toBe(
      "he was kind, and he's still in his chair; you know him, and he doesn't change.",
    );
    expect(sayPronouns(text, 'she')).toBe(
      "she was kind, and she's still in her chair; you know her, and she doesn't change.",
    );
    expect(sayPronouns(text, 'they')).toBe(
      "they were kind, and they're still in their chair; you know them, and they don't change.",
    );
  });

  it('leaves a modal or a past verb as it is', () => {
    expect(sayPronouns("{they} would say it. {they}'d laugh. {they} loved you.", 'she')).toBe(
      "she would say it. she'd laugh. she loved you.",
    );
    expect(sayPronouns('proud of {themselves}, and the choice was {theirs}', 'he')).toBe(
      'proud of himself, and the choice was his',
    );
  });

  it('finds a {they} no pronoun could agree with', () => {
    expect(pronounProblems('{they} know it', PAST)).toHaveLength(1);
    expect(pronounProblems("{they}'s here", PAST)).toHaveLength(1);
    expect(pronounProblems('{they} was there', PAST)).toHaveLength(1);
    expect(
      pronounProblems(
        "what would {they} say? {they} knew. {they} loved it. {they} were there, {they}'re here.",
        PAST,
      ),
    ).toEqual([]);
  });
});
