// Speeches in other languages as an LLM writes them when the person wrote in that language: what the LLM
// double (openai-compatible-llm.ts) is told to answer, for the voice's languages.

/** A short speech in French (about 190 words, French typography: a space before ! and ?). */
export const FRENCH_SPEECH = [
  'Claire, lundi, tu passes cet entretien, et tu as le droit d’avoir le trac. Ce trac dit surtout une ' +
    'chose : ce poste compte pour toi. Ce n’est pas un défaut, c’est de l’énergie que tu peux utiliser.',
  'Regarde le chemin déjà parcouru. Tu as préparé tes exemples, tu connais ton parcours mieux que ' +
    'personne, et tu sais pourquoi tu veux cette place. Personne ne te demande d’être parfaite. On te ' +
    'demande d’être toi, claire et sincère, avec ce que tu sais faire.',
  'Ce week-end, répète tes réponses à voix haute, une fois, pas dix. Demande à une amie de te poser ' +
    'la question qui te fait peur. Quand elle arrive, respire, reformule-la, et prends le temps de ' +
    'réfléchir. Un silence de deux secondes paraît long pour toi, mais pas pour eux !',
  'Le matin même, marche un peu avant d’entrer. Pense à une réussite dont tu es fière, et garde-la en ' +
    'tête en franchissant la porte. Tu n’as pas à tout savoir ; tu as à montrer comment tu avances.',
  'Alors vas-y, Claire. Tu es prête, plus que tu ne le crois. Et quoi qu’il arrive lundi, tu peux être ' +
    'fière de t’être présentée. Tu y vas ?',
].join('\n\n');

/** A short speech in Japanese: sentences end in 。！？ with no space after them. */
export const JAPANESE_SPEECH = [
  'さくらさん、月曜日はいよいよ面接ですね。緊張するのは、それだけ大切に思っている証拠です！',
  'これまで準備してきたことを思い出してください。あなたは自分の経験を誰よりもよく知っています。完璧である必要はありません。',
  '週末に一度だけ、答えを声に出して練習しましょう。難しい質問が来たら、深呼吸をして、ゆっくり考えていいのです。',
  '当日の朝は、少し歩いてから会場に入りましょう。あなたならきっと大丈夫。自信を持って行ってらっしゃい！',
].join('\n\n');
