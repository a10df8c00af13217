import { describe, expect, it } from 'vitest';
import { compoundParts, stemmedText } from '../../locales/stemming';
import { inKatakana, japaneseWords } from './japanese';
import { groupsExpression } from './terms';

describe('compounds', () => {
  it('splits German and Hungarian compounds at a known head, the modifier whatever it is', () => {
    expect(compoundParts('de', 'Diabetikerschuhe')).toEqual(['diabetiker', 'schuhe']);
    expect(compoundParts('de', 'Walkingschuh')).toEqual(['walking', 'schuh']);
    expect(compoundParts('de', 'Herrenhausschuhe')).toEqual(['herren', 'haus', 'schuhe']);
    expect(compoundParts('de', 'Barfußschuh')).toEqual(['bar', 'fuss', 'schuh']);
    expect(compoundParts('de', 'Erholungssandale')).toEqual(['erholungs', 'sandale']);
    expect(compoundParts('hu', 'bőrcipő')).toEqual(['bor', 'cipo']);
    expect(compoundParts('hu', 'túrabakancs')).toEqual(['tura', 'bakancs']);
  });

  it('leaves alone a head by itself, a short word, a longer ending and languages without heads', () => {
    expect(compoundParts('de', 'Schuhe')).toEqual([]);
    expect(compoundParts('de', 'Stiefelette')).toEqual([]);
    expect(compoundParts('de', 'Schuhcreme')).toEqual([]);
    expect(compoundParts('hu', 'cipők')).toEqual([]);
    expect(compoundParts('en', 'houseshoes')).toEqual([]);
  });

  it('puts the parts of a text\'s compounds into its stems, so "Schuhe" finds "Walkingschuh"', () => {
    expect(stemmedText('de', 'Walkingschuh für Damen')).toBe('walkingschuh walking schuh fur fur dam');
  });
});

describe('Japanese words', () => {
  it('cuts a query written without spaces at the words the shop knows', () => {
    expect(japaneseWords('婦人靴')).toEqual(['婦人', '靴']);
    expect(japaneseWords('防水ブーツ')).toEqual(['防水', 'ブーツ']);
    expect(japaneseWords('介護シューズ')).toEqual(['介護', 'シューズ']);
    expect(japaneseWords('幅広のスニーカー')).toEqual(['幅広', 'スニーカー']);
    // The longest known word where it starts: a room shoe is not a room and a shoe.
    expect(japaneseWords('ルームシューズ')).toEqual(['ルームシューズ']);
    expect(japaneseWords('ナースシューズ')).toEqual(['ナース', 'シューズ']);
    expect(japaneseWords('足底筋膜炎')).toEqual(['足底筋膜炎']);
  });

  it('reads hiragana also as katakana', () => {
    expect(inKatakana('すにーかー')).toBe('スニーカー');
    expect(inKatakana('くつ')).toBe('クツ');
    expect(inKatakana('靴')).toBeNull();
  });
});

describe('search expressions', () => {
  it('needs every word of an alternative of several, each in any of its forms', () => {
    expect(groupsExpression([['ugg', 'warm boot']])).toBe('("ugg"* OR ("warm"* AND "boot"*))');
    expect(groupsExpression([['damenschuhe', 'damen schuhe']], { prefix: false, forms: (word) => [word, word.slice(0, 4)] })).toBe(
      '("damenschuhe" OR "dame" OR (("damen" OR "dame") AND ("schuhe" OR "schu")))',
    );
  });
});
