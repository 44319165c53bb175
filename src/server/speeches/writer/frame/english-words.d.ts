// The word lists of @zxcvbn-ts/language-en, imported on their own (the package declares only its index).
declare module '@zxcvbn-ts/language-en/dist/commonWords.json.esm.js' {
  /** English words by how often they are said (film and TV subtitles), commonest first. */
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-en/dist/firstnames.json.esm.js' {
  /** First names, lower case. */
  const names: string[];
  export default names;
}
