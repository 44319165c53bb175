// A short speech as the local writer writes them (205 words, ~1.5 minutes at 140 words a minute).
export const SAMPLE_SPEECH = `Sam, on Monday, you get to show up for your interview. Let's get you ready.

You said you are nervous, and I'm not going to brush past it. Caring this much can feel heavy some days. It is also a sign of how much you have to give.

Nobody expects you to be flawless. They expect you to be you. You are allowed to want this and still be scared of it. The story you tell about this moment is still being written, and you hold the pen.

Let's give your hands something to do. Bring a notebook with your key points, and let yourself glance at it. Ask a friend to fire practice questions at you, including the one you dread most. When they ask a hard question, repeat the key words back slowly. It buys you time to think.

You can take the next step, and the one after that. I believe in you, and I think you can start believing in yourself a little more.

Go and let them meet the real you at your interview on Monday. Whatever happens, I'm proud of you for showing up for your interview. Take one small good thing from today, and hold on to it.`;

export const wordCount = (text: string) => text.trim().split(/\s+/).length;

/** A long speech (~1,430 words, 'Deep Motivation' length): the sample seven times over. */
export const LONG_SPEECH = Array.from({ length: 7 }, () => SAMPLE_SPEECH).join('\n\n');

export async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}
