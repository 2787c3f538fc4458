import { describe, expect, it } from 'vitest';
import { indefiniteArticle, joinNames, proBannerText } from './pro-banner-text';
import { formatShortName } from './format-short-name';

describe('PRO banner sentence', () => {
  it('reads exactly as the spec for one group', () => {
    expect(proBannerText(['BMI'])).toBe(
      "You're viewing the library as a BMI user. Some tracks may be hidden due to BMI's PRO restrictions.",
    );
    expect(proBannerText(['ASCAP'])).toBe(
      "You're viewing the library as an ASCAP user. Some tracks may be hidden due to ASCAP's PRO restrictions.",
    );
  });

  it('joins several groups readably, the article following the first name', () => {
    expect(proBannerText(['ASCAP', 'BMI'])).toBe(
      "You're viewing the library as an ASCAP and BMI user. Some tracks may be hidden due to ASCAP and BMI's PRO restrictions.",
    );
    expect(joinNames(['BMI', 'ASCAP', 'PRS'])).toBe('BMI, ASCAP and PRS');
  });

  it('is absent without groups', () => {
    expect(proBannerText([])).toBeNull();
    expect(proBannerText(['  '])).toBeNull();
  });

  it.each([
    ['BMI', 'a'],
    ['PRS', 'a'],
    ['ASCAP', 'an'],
    ['SESAC', 'a'],
    ['GEMA', 'a'],
    ['SOCAN', 'a'],
    ['MCPS', 'an'],
    ['AKM', 'an'],
    ['SACEM', 'a'],
    ['Independent', 'an'],
    ['Harry Fox Agency', 'a'],
    ['Universal Rights', 'a'],
    ['Hour Music', 'an'],
  ] as const)('says "%s" with "%s"', (name, article) => {
    expect(indefiniteArticle(name)).toBe(article);
  });
});

describe('formatShortName', () => {
  it('is the first name plus last initial', () => {
    expect(formatShortName({ first_name: 'Jane', last_name: 'doe' })).toBe('Jane D');
    expect(formatShortName({ first_name: 'Jane', last_name: '' })).toBe('Jane');
    expect(formatShortName({ first_name: '', last_name: '', email: 'jd@example.com' })).toBe('jd');
  });
});
