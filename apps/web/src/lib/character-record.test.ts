import { describe, expect, it } from 'vitest';
import { characterRecordText, firstCharacter, parseCharacterRecord } from './character-record.ts';

const hero = { name: '小橘貓', features: '戴紅帽子', image: '/files/pictures/b1/a.png', prompt: 'orange cat' };

describe('character record', () => {
  it('reads back what it writes', () => {
    expect(parseCharacterRecord(characterRecordText(hero))).toEqual(hero);
  });

  it('refuses bad JSON, a missing character and wrong field types', () => {
    expect(parseCharacterRecord('{not json')).toBeNull();
    expect(parseCharacterRecord('')).toBeNull();
    expect(parseCharacterRecord('null')).toBeNull();
    expect(parseCharacterRecord('{"story":"x"}')).toBeNull();
    expect(parseCharacterRecord('{"character":{"name":1,"features":"a","image":"b"}}')).toBeNull();
  });

  it('a record without a prompt still counts', () => {
    expect(parseCharacterRecord('{"character":{"name":"a","features":"b","image":"c"}}')?.prompt).toBe('');
  });

  it('the loader takes the first parsable record in page order, skipping broken ones', () => {
    const later = { ...hero, name: '小白兔' };
    expect(firstCharacter(['', '{broken', characterRecordText(later), characterRecordText(hero)])).toEqual(later);
    expect(firstCharacter(['', null, undefined, '{"character":null}'])).toBeNull();
  });
});
