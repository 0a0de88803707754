// The AI service the e2e server points OPENAI_BASE_URL at: each generation gets fresh drafts, the
// last of which has a wrong key (the blind answer disagrees), so the screens show both verdicts.
import { startFakeOpenAi } from '../../testing/fake-openai.ts';

export function startE2eAi() {
  const fake = startFakeOpenAi('sk-e2e-key');
  const keys = new Map<string, number>();
  let run = 0;
  fake.on((request) => {
    if (fake.isBlindAnswer(request)) {
      const question = fake.blindQuestion(request);
      return fake.json({ answer: question.includes('(wrong key)') ? 0 : (keys.get(question) ?? 0) });
    }
    run += 1;
    const count = Number(/Write (\d+)/.exec(request.messages[1]?.content ?? '')?.[1] ?? 3);
    const questions = Array.from({ length: count }, (_, i) => {
      const wrong = i === count - 1;
      const question = `Generated question ${run}.${i + 1}: which layer settles Bitcoin payments${wrong ? ' (wrong key)' : ''}?`;
      keys.set(question, 1);
      return {
        question,
        options: [
          `Layer zero ${run}.${i}`,
          `The base chain ${run}.${i}`,
          `A sidechain ${run}.${i}`,
          `An exchange ${run}.${i}`,
        ],
        correct: wrong ? 2 : 1,
        explanation: 'Payments settle on the base chain once they are included in a block.',
      };
    });
    return fake.json({ questions });
  });
  return fake;
}
