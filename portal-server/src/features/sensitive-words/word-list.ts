// Words the portal masks in what students write for others to read (writing answers, chat
// replies, feedback shown to teachers): profanity, sexual terms, slurs and threats, in English
// and Japanese. Matching ignores case, full-width letters and common digit-for-letter
// swaps, and respects word edges (see filter.ts), so "class" or "Scunthorpe" are left alone.
export const SENSITIVE_WORDS: readonly string[] = [
  // English profanity and insults
  'fuck', 'fucks', 'fucked', 'fucker', 'fuckers', 'fucking', 'motherfucker', 'motherfuckers', 'fck', 'fuk', 'wtf', 'stfu',
  'shit', 'shits', 'shitty', 'bullshit', 'horseshit',
  'bitch', 'bitches', 'bitchy', 'bastard', 'bastards',
  'asshole', 'assholes', 'arsehole', 'dickhead', 'dickheads', 'douchebag', 'jackass', 'dumbass',
  'cunt', 'cunts', 'twat', 'wanker', 'wankers',
  'piss off', 'pissed off', 'son of a bitch', 'go to hell', 'screw you',
  'slut', 'sluts', 'whore', 'whores',
  // Sexual terms
  'porn', 'porno', 'pornography', 'blowjob', 'handjob', 'dildo', 'cum', 'jizz', 'orgasm', 'boobs', 'tits', 'titties', 'pussy', 'cock', 'cocks', 'penis', 'vagina', 'nude', 'nudes', 'sexy', 'horny',
  // Slurs
  'nigger', 'niggers', 'nigga', 'niggas', 'faggot', 'faggots', 'fag', 'fags', 'retard', 'retards', 'retarded', 'spastic', 'tranny', 'chink', 'chinks', 'gook', 'gooks', 'jap', 'japs', 'kike', 'spic', 'wetback', 'dyke',
  // Threats and self-harm
  'kill yourself', 'kys', 'i will kill you', "i'll kill you", 'go die', 'kill you',
  // Japanese
  '死ね', 'しね', 'シネ', '殺す', 'ころす', 'コロス', '殺すぞ', '消えろ', 'きえろ',
  'きもい', 'キモい', 'キモイ', 'うざい', 'ウザい', 'ウザイ', 'ブス', 'クズ', 'カス', 'ばか', 'バカ', '馬鹿', 'あほ', 'アホ', '阿呆', 'ボケ', 'くそ', 'クソ', '糞',
  'ちんこ', 'チンコ', 'ちんぽ', 'チンポ', 'まんこ', 'マンコ', 'セックス', 'エロ', 'おっぱい',
  'ガイジ', 'きちがい', 'キチガイ', '気違い', 'めくら', 'つんぼ', 'かたわ', '池沼',
];
