import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { voiceTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import type { Speech } from '../db/schema';
import { DEFAULT_VOICE_ID } from '../voice/catalogue';
import { SHARE_LINKS_PER_DAY } from './routes';

type InsertSpeech = (userId: string, content: string, fields?: Partial<Speech>) => Promise<Speech>;
const TEXT =
  'You have prepared for this. Walk in steady and let them see the work you have done.\n\nThe room is yours.';
// Only the sender knows this: it must never reach the public page or its preview.
const CONTEXT = 'My interview at Lakeside Clinic after my divorce';

type Answer = Awaited<ReturnType<App['inject']>>;

/** A user with a speech (its context private to them), and requests to share it and open links. */
const sharing = (app: App, insertSpeech: InsertSpeech) => ({
  async owner(firstName = 'Priya') {
    const account = await signUp(app, { firstName });
    const speech = await insertSpeech(account.user.id, TEXT, { context: CONTEXT });
    return { ...account, speech };
  },
  share: (cookie: string, speechId: number, payload: object = { showName: false }) =>
    app.inject({ method: 'POST', url: `/api/speeches/${speechId}/share`, headers: { cookie }, payload }),
  open: (url: string) => app.inject({ method: 'GET', url }),
});

const linkOf = (answer: Answer) => {
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { id: string; url: string; showName: boolean };
};

describe('sharing a speech by a link', () => {
  it('makes an unguessable link to a page that works signed out, and never shows the context', async ({
    app,
    insertSpeech,
  }) => {
    const { owner, share, open } = sharing(app, insertSpeech);
    const { cookie, speech } = await owner();
    const link = linkOf(await share(cookie, speech.id));
    // 128 random bits, base64url.
    expect(link.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.url).toBe(`/s/${link.id}`);
    expect(linkOf(await share(cookie, speech.id)).id).not.toBe(link.id);

    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).toContain('<p>You have prepared for this.');
    expect(page.body).toContain('<p>The room is yours.</p>');
    expect(page.body).toContain('<meta property="og:title" content="A speech">');
    expect(page.body).toContain(
      '<meta property="og:description" content="You have prepared for this. Walk in steady',
    );
    expect(page.body).toContain(`<audio controls preload="none" src="${link.url}/audio.mp3"`);
    expect(page.body).toMatch(/<a href="\/login\.html\?mode=signup">Want one written for you\?<\/a>/);
    for (const word of ['Lakeside', 'divorce', 'Priya']) expect(page.body).not.toContain(word);
  });

  it('shows the sender’s first name only when they chose to', async ({ app, insertSpeech }) => {
    const { owner, share, open } = sharing(app, insertSpeech);
    const { cookie, speech } = await owner('Aoife');
    const named = await open(linkOf(await share(cookie, speech.id, { showName: true })).url);
    expect(named.body).toContain('<meta property="og:title" content="A speech from Aoife">');
    expect(named.body).toContain('<h1>A speech from Aoife</h1>');
    const anonymous = await open(linkOf(await share(cookie, speech.id)).url);
    expect(anonymous.body).not.toContain('Aoife');
  });

  it('names whom a speech written for someone else is for', async ({ app, insertSpeech }) => {
    const { share, open } = sharing(app, insertSpeech);
    const { cookie, user } = await signUp(app, { firstName: 'Aoife' });
    const speech = await insertSpeech(user.id, TEXT, { forName: 'Maya' });
    const named = await open(linkOf(await share(cookie, speech.id, { showName: true })).url);
    expect(named.body).toContain('<h1>A speech for Maya from Aoife</h1>');
    const anonymous = await open(linkOf(await share(cookie, speech.id)).url);
    expect(anonymous.body).toContain('<meta property="og:title" content="A speech for Maya">');
    expect(anonymous.body).not.toContain('Aoife');
  });

  it('escapes the speech’s name and text', async ({ app, insertSpeech }) => {
    const { share, open } = sharing(app, insertSpeech);
    const { cookie, user } = await signUp(app);
    const speech = await insertSpeech(user.id, 'Be brave <script>alert(1)</script> & kind.', {
      name: '"Quoted" <b>name</b>',
    });
    const page = await open(linkOf(await share(cookie, speech.id)).url);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; kind.');
    expect(page.body).toContain('<title>&quot;Quoted&quot; &lt;b&gt;name&lt;/b&gt;</title>');
  });

  it('lists the speech’s live links for its owner', async ({ app, insertSpeech }) => {
    const { owner, share } = sharing(app, insertSpeech);
    const { cookie, speech } = await owner();
    const first = linkOf(await share(cookie, speech.id));
    const second = linkOf(await share(cookie, speech.id, { showName: true }));
    await app.inject({ method: 'DELETE', url: `/api/share-links/${first.id}`, headers: { cookie } });
    const listed = await app.inject({
      method: 'GET',
      url: `/api/speeches/${speech.id}/share-links`,
      headers: { cookie },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      { id: second.id, url: second.url, showName: true, createdAt: expect.any(String) },
    ]);
  });

  it('is 404 at once when revoked, the page and its audio, and for a link that never existed', async ({
    app,
    insertSpeech,
  }) => {
    const { owner, share, open } = sharing(app, insertSpeech);
    const { cookie, speech } = await owner();
    const link = linkOf(await share(cookie, speech.id));
    expect((await open(link.url)).statusCode).toBe(200);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/share-links/${link.id}`,
      headers: { cookie },
    });
    expect(revoked.statusCode).toBe(204);
    const gone = await open(link.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['x-robots-tag']).toBe('noindex');
    expect(gone.body).not.toContain('You have prepared');
    expect((await open(`${link.url}/audio.mp3`)).statusCode).toBe(404);
    expect((await open(`/s/${'A'.repeat(22)}`)).statusCode).toBe(404);
    expect((await open('/s/short')).statusCode).toBe(404);
    // Revoking twice is revoking a link that is not there.
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/share-links/${link.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it('cannot be revoked by another user, whose attempt is answered as a missing link', async ({
    app,
    insertSpeech,
  }) => {
    const { owner, share, open } = sharing(app, insertSpeech);
    const { cookie, speech } = await owner();
    const link = linkOf(await share(cookie, speech.id));
    const other = await signUp(app);
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/api/share-links/${link.id}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const missing = await app.inject({
      method: 'DELETE',
      url: `/api/share-links/${'B'.repeat(22)}`,
      headers: { cookie: other.cookie },
    });
    expect(theirs.json()).toEqual(missing.json());
    expect((await open(link.url)).statusCode).toBe(200);
    // Nor can they share or list the owner's speech.
    expect((await share(other.cookie, speech.id)).statusCode).toBe(404);
  });

  it('is revoked by deleting the speech, and by deleting the account', async ({
    app,
    database,
    insertSpeech,
  }) => {
    const { owner, share, open } = sharing(app, insertSpeech);
    const first = await owner();
    const link = linkOf(await share(first.cookie, first.speech.id));
    await app.inject({
      method: 'DELETE',
      url: `/api/speeches/${first.speech.id}`,
      headers: { cookie: first.cookie },
    });
    expect((await open(link.url)).statusCode).toBe(404);

    const second = await owner();
    const kept = linkOf(await share(second.cookie, second.speech.id));
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: second.cookie },
      payload: { password: second.password },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await open(kept.url)).statusCode).toBe(404);
    const rows = await database.db.execute(
      sql`select count(*)::int as n from share_links where id = ${kept.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it(`allows ${SHARE_LINKS_PER_DAY} links per user per day`, async ({ app, insertSpeech }) => {
    const { owner, share } = sharing(app, insertSpeech);
    const { cookie, speech } = await owner();
    for (let made = 0; made < SHARE_LINKS_PER_DAY; made += 1) linkOf(await share(cookie, speech.id));
    const over = await share(cookie, speech.id);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/20 links a day/);
    // Another user's allowance is their own.
    const other = await owner();
    linkOf(await share(other.cookie, other.speech.id));
  });
});

describe('GET /s/:id/audio.mp3', () => {
  it('plays the owner’s cached audio signed out, without synthesising it again', async ({
    app,
    voice,
    insertSpeech,
  }) => {
    const { owner, share, open } = sharing(app, insertSpeech);
    const { cookie, speech } = await owner();
    const made = await app.inject({
      method: 'POST',
      url: `/api/speeches/${speech.id}/audio`,
      headers: { cookie },
      payload: { voice: DEFAULT_VOICE_ID },
    });
    expect(made.statusCode).toBe(200);
    const link = linkOf(await share(cookie, speech.id));
    const syntheses = voice.stats.syntheses;
    const audio = await open(`${link.url}/audio.mp3`);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    expect(audio.rawPayload.equals(made.rawPayload)).toBe(true);
    expect(voice.stats.syntheses).toBe(syntheses);
  });

  it('counts against the owner’s audio requests', async ({ app, insertSpeech }) => {
    const { owner, share, open } = sharing(app, insertSpeech);
    const { cookie, speech } = await owner();
    const link = linkOf(await share(cookie, speech.id));
    const statuses: number[] = [];
    for (let request = 0; request < 31; request += 1) {
      statuses.push((await open(`${link.url}/audio.mp3`)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // The owner's own player shares that budget.
    const own = await app.inject({
      method: 'GET',
      url: `/api/speeches/${speech.id}/audio.mp3?voice=${DEFAULT_VOICE_ID}`,
      headers: { cookie },
    });
    expect(own.statusCode).toBe(429);
  });
});
