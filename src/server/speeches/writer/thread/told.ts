import type { Tone } from '../../../../common/enums';

// How each tone says the person's own words back to them, first thing. {told} is a clause ("your
// neighbour keeps parking across your drive"); {about} a noun phrase ("being a new mum with a baby").
export const TOLD_CLAUSE: Readonly<Record<Tone, readonly string[]>> = {
  encouraging: ['You told me {told}.', 'You shared that {told}.', 'You said {told}, and I heard you.'],
  confident: ['Here is what you told me: {told}.', 'You told me {told}.', 'You said it plainly: {told}.'],
  gentle: ['You shared that {told}.', 'You told me {told}, and that is a lot to carry.', 'You said {told}.'],
  energetic: [
    'You told me {told}.',
    'Here is where you are: {told}.',
    'You said {told}, so let us get to work.',
  ],
};

export const TOLD_ABOUT: Readonly<Record<Tone, readonly string[]>> = {
  encouraging: ['You told me about {about}.', 'You shared what you are facing: {about}.'],
  confident: ['You told me about {about}.', 'Here is what you are facing: {about}.'],
  gentle: ['You told me about {about}.', 'You shared what is on your mind: {about}.'],
  energetic: ['You told me about {about}.', 'Here is what you are facing: {about}.'],
};
