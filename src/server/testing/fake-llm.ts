import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat-completions request as the fake received it. */
export type FakeLlmRequest = {
  model: string;
  system: string;
  prompt: string;
  body: Record<string, unknown>;
};

/** What the fake answers: the assistant's text, an HTTP error, or nothing (a timeout). */
export type FakeLlmReply =
  | { content: string; inputTokens?: number; outputTokens?: number }
  | { status: number; message?: string }
  | { hang: true };

/** The app's env overrides that point question generation at a fake started on `url`. */
export const fakeLlmEnv = (url: string) => ({
  AI_BASE_URL: url,
  AI_MODEL: 'fake-gen-1',
  AI_API_KEY: 'k',
});

/**
 * A local OpenAI-compatible endpoint over real HTTP (issue 13): `POST /v1/chat/completions`
 * answers from `respond`, which tests script (valid JSON, malformed JSON, a duplicate, a wrong
 * key the blind check catches, 429, a timeout). Nothing reaches the internet.
 */
export async function startFakeLlm(
  respond: (req: FakeLlmRequest) => FakeLlmReply,
  options: { delayMs?: number } = {},
) {
  const requests: FakeLlmRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body = JSON.parse(raw) as {
        model: string;
        messages: { role: string; content: string | { type: string; text?: string }[] }[];
      };
      const textOf = (role: string) =>
        body.messages
          .filter((m) => m.role === role)
          .map((m) =>
            typeof m.content === 'string' ? m.content : m.content.map((p) => p.text ?? '').join(''),
          )
          .join('\n');
      const request = {
        model: body.model,
        system: textOf('system'),
        prompt: textOf('user'),
        body: body as unknown as Record<string, unknown>,
      };
      requests.push(request);
      const reply = respond(request);
      if (options.delayMs) setTimeout(() => answer(reply, body.model), options.delayMs);
      else answer(reply, body.model);
    });
    const answer = (reply: FakeLlmReply, model: string) => {
      if ('hang' in reply) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: reply.message ?? `status ${reply.status}` } }));
        return;
      }
      const inputTokens = reply.inputTokens ?? 100;
      const outputTokens = reply.outputTokens ?? 200;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.content },
              finish_reason: 'stop',
            },
          ],
          usage: {
            prompt_tokens: inputTokens,
            completion_tokens: outputTokens,
            total_tokens: inputTokens + outputTokens,
          },
        }),
      );
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const res of hanging) res.destroy();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

const WORDS = (
  'mango harmattan ferry lagoon kola savanna bronze cassava market lorry drum indigo calabash ' +
  'river plateau raffia okra tilapia sorghum baobab weaving pottery canoe festival compass ' +
  'lantern quarry granite cocoa groundnut tapestry orchard millet pepper yam sunbird heron ' +
  'falcon tortoise antelope gazelle kestrel mahogany ebony cotton dye loom anvil kettle bellows'
).split(' ');

/** Six words that differ from one question number to the next: stems that are not near-duplicates. */
function fakeWords(n: number): string {
  let x = (n * 2654435761) >>> 0;
  const out: string[] = [];
  for (let i = 0; i < 6; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out.push(WORDS[(x >>> 8) % WORDS.length]!);
  }
  return out.join(' ');
}

/** A generated question as the model writes it (a civics one, key B); `over` replaces fields. */
export const modelQuestion = (questionText: string, over: Record<string, unknown> = {}) => ({
  questionText,
  options: { A: 'Lagos', B: 'Abuja', C: 'Kano', D: 'Ibadan' },
  correctAnswer: 'B',
  explanation: 'Abuja has been the capital since 1991.',
  topic: 'Civics',
  difficulty: 'easy',
  ...over,
});

/**
 * A ready-made `respond` for journeys and local trials: it writes the number of questions the
 * generation prompt asks for (key B, distinct options, the planned topics) and answers a blind
 * check with B. Its questions are plainly marked as the fake's.
 */
export function fakeQuestionWriter(): (req: FakeLlmRequest) => FakeLlmReply {
  let serial = 0;
  return (req) => {
    if (req.system.includes('careful examiner')) {
      const indexes = [...req.prompt.matchAll(/^Question (\d+):/gm)].map((m) => Number(m[1]));
      return {
        content: JSON.stringify({
          answers: indexes.map((index) => ({ index, answer: 'B', ambiguous: false })),
        }),
      };
    }
    const count = Number(/Write (\d+) questions/.exec(req.prompt)?.[1] ?? 1);
    const topics = [...req.prompt.matchAll(/^\d+\. (.+)$/gm)].map((m) => m[1]!);
    const questions = Array.from({ length: count }, (_, i) => {
      const n = ++serial;
      const topic = topics[i] && !topics[i]!.startsWith('any topic') ? topics[i]! : 'General';
      return {
        questionText: `Fake model question ${n}: which option is B? (${fakeWords(n)})`,
        options: {
          A: `Not this one ${n}`,
          B: `This one ${n}`,
          C: `Nor this ${n}`,
          D: `Nor that ${n}`,
        },
        correctAnswer: 'B',
        explanation: `Option B is the one asked for (fake model question ${n}).`,
        topic,
        difficulty: 'easy',
      };
    });
    return { content: JSON.stringify({ questions }) };
  };
}
