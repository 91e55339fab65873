import { describe, expect, it } from 'vitest';
import { ipaToArpabet, parseArpabet } from './ipa-to-arpabet';

describe('ipaToArpabet', () => {
  it('maps espeak-ng en-us IPA, dropping stress and length marks', () => {
    expect(ipaToArpabet('fˌoʊɾoʊsˈɪnθəsˌɪs')).toEqual(['F', 'OW', 'T', 'OW', 'S', 'IH', 'N', 'TH', 'AH', 'S', 'IH', 'S']);
    expect(ipaToArpabet('həlˈoʊ')).toEqual(['HH', 'AH', 'L', 'OW']);
    expect(ipaToArpabet('twˈɛnti θɹˈiː')).toEqual(['T', 'W', 'EH', 'N', 'T', 'IY', 'TH', 'R', 'IY']);
  });

  it('reads dictionary-style IPA with slashes, ties, ligatures and syllabic consonants', () => {
    expect(ipaToArpabet('/təˈmɑːtoʊ/')).toEqual(['T', 'AH', 'M', 'AA', 'T', 'OW']);
    expect(ipaToArpabet('ˈt͡ʃɜːtʃ')).toEqual(['CH', 'ER', 'CH']);
    expect(ipaToArpabet('ʤʌmp')).toEqual(['JH', 'AH', 'M', 'P']);
    expect(ipaToArpabet('ˈbʌtn̩')).toEqual(['B', 'AH', 'T', 'AH', 'N']);
    expect(ipaToArpabet('kɑːr')).toEqual(['K', 'AA', 'R']);
  });

  it('refuses symbols it does not know rather than guessing', () => {
    expect(ipaToArpabet('qʘ')).toBeUndefined();
    expect(ipaToArpabet('ˈˌ')).toBeUndefined();
  });
});

describe('parseArpabet', () => {
  it('accepts stress digits and any case', () => {
    expect(parseArpabet('T AH0 M EY1 T OW2')).toEqual(['T', 'AH', 'M', 'EY', 'T', 'OW']);
    expect(parseArpabet('hh ah l ow')).toEqual(['HH', 'AH', 'L', 'OW']);
  });

  it('rejects non-phones', () => {
    expect(parseArpabet('HH XX')).toBeUndefined();
  });
});
