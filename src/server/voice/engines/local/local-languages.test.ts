import ESpeakNg from 'espeak-ng';
import { describe, expect, it } from 'vitest';
import { ESPEAK_LANGUAGES } from './local-languages';
import { espeakArgs, LOCAL_VOICES } from './local-voices';

type FileSystem = {
  readdir(path: string): string[];
  isDir(mode: number): boolean;
  stat(path: string): { mode: number };
};

const entries = (fs: FileSystem, path: string) => fs.readdir(path).filter((entry) => !entry.startsWith('.'));

/** The voices in a language family's directory ('fr', 'en-US'…), or the voice file itself ('eu'). */
const voiceNames = (fs: FileSystem, path: string): string[] =>
  fs.isDir(fs.stat(path).mode) ? entries(fs, path) : [path.split('/').at(-1) ?? ''];

describe('the local voices’ languages', () => {
  it('are over ninety, each a voice in the espeak-ng package', async () => {
    const espeak = await ESpeakNg({ noInitialRun: true, print: () => {}, printErr: () => {} });
    const fs = espeak.FS as unknown as FileSystem;
    const root = '/usr/local/share/espeak-ng-data/lang';
    const voices = new Set(entries(fs, root).flatMap((family) => voiceNames(fs, `${root}/${family}`)));
    expect(Object.keys(ESPEAK_LANGUAGES).length).toBeGreaterThan(90);
    for (const [code, voice] of Object.entries(ESPEAK_LANGUAGES)) expect(voices, code).toContain(voice);
  });

  it('give a voice eSpeak’s voice for the language in its own character, and English where eSpeak has none', () => {
    const voice = LOCAL_VOICES['21m00Tcm4TlvDq8ikWAM'];
    const args = (language: string) => espeakArgs(voice, language, 1, 'in.txt', 'out.wav');
    expect(args('fr')).toEqual([
      '-v',
      'fr+f3',
      '-p',
      '55',
      '-s',
      '123',
      '-a',
      '100',
      '-w',
      'out.wav',
      '-f',
      'in.txt',
    ]);
    expect(args('ja').slice(0, 2)).toEqual(['-v', 'ja+f3']);
    expect(args('zh').slice(0, 2)).toEqual(['-v', 'cmn+f3']);
    expect(args('en').slice(0, 2)).toEqual(['-v', 'en-us+f3']);
    expect(args('tlh').slice(0, 2)).toEqual(['-v', 'en-us+f3']); // Klingon: not one of eSpeak's
  });
});
