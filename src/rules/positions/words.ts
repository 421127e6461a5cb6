// "a fighter", "an infantry": articles for messages.
const vowel = (word: string) => /^[aeiou]/i.test(word);
/** "a fighter", "an infantry". */
export const a = (word: string) => `${vowel(word) ? 'an' : 'a'} ${word}`;
/** "A fighter", "An infantry". */
export const A = (word: string) => `${vowel(word) ? 'An' : 'A'} ${word}`;
