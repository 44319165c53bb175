import { describe, expect, it } from 'vitest';
import { createEspeak } from './espeak-runner';
import { espeakArgs, LOCAL_VOICES } from './local-voices';
import { readWav } from './wav';

const [first, second] = Object.values(LOCAL_VOICES);
const argsFor =
  (voice = first) =>
  (input: string, output: string) =>
    espeakArgs(voice ?? LOCAL_VOICES.pNInz6obpgDQGcFmaJgB, 'en', 1, input, output);

describe('createEspeak', () => {
  it('gives the same audio on a reused instance as on a fresh one (its state is reset per run)', async () => {
    const reused = await createEspeak();
    const text = 'Walk in tomorrow and show them exactly who you are!';
    const before = reused.run(text, argsFor());
    reused.run('Something else entirely, in another voice.', argsFor(second));
    const after = reused.run(text, argsFor());
    const fresh = (await createEspeak()).run(text, argsFor());
    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(true);
    expect(Buffer.from(fresh).equals(Buffer.from(before))).toBe(true);
    const { sampleRate, samples } = readWav(before);
    expect(sampleRate).toBe(22050);
    expect(samples.length / sampleRate).toBeGreaterThan(2);
  });

  it('reads the text from a file, so text that looks like options is spoken, not obeyed', async () => {
    const espeak = await createEspeak();
    const wav = espeak.run('--help -w /etc/passwd', argsFor());
    expect(readWav(wav).samples.length).toBeGreaterThan(10_000);
  });

  it('reports a failed run and keeps working after it', async () => {
    const espeak = await createEspeak();
    expect(() => espeak.run('Hello.', (input) => ['-w', '/no/such/dir/out.wav', '-f', input])).toThrow(
      /espeak-ng/,
    );
    expect(readWav(espeak.run('Hello again.', argsFor())).samples.length).toBeGreaterThan(5_000);
  });
});
