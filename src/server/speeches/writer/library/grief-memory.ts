import type { LibraryPart } from './types';

// Grief, continued: memory, ordinary days, and the slow return of small pleasures.
export const griefMemory: LibraryPart = {
  reframe: {
    any: [
      'Memories can hurt and heal at the same time.',
      'You will not forget them. Your mind and your heart will not let you.',
      'Some of the best of them lives on in the way you treat people.',
      'The hardest days often come out of nowhere. It does not mean you are getting worse.',
      'Grief can make you tired in a way sleep does not fix. Be patient with your body.',
      'You may find yourself reaching for the phone to tell them something. That reflex is love.',
      'It is okay if you cannot remember their voice clearly some days. The love is still clear.',
      'Smiling at a memory is not moving on. It is keeping them close.',
      'There is no order to the feelings. They arrive in any order they like.',
      'You are allowed to be angry at the situation, at the world, even at them. Anger is part of it too.',
      'Looking after yourself now is one of the ways you honour them.',
      'Over time, many people find the memories come with more warmth and less sting.',
      'Other people cannot fix this for you, but they can keep you company in it.',
      'You do not have to be the strong one for everyone else.',
      'Grief is lonely, but you are not the only one who has walked this road.',
    ],
    encouraging: [
      'You are doing something incredibly hard, and doing it with love.',
      'Every small thing you do for yourself right now counts.',
      'It is okay to lean on people. They want to be leaned on.',
    ],
    confident: [
      'You are allowed to set the pace of your own grieving.',
      'You can return to normal tasks and still be grieving. Both can be true at once.',
      'You have a right to ask for time and space.',
    ],
    gentle: [
      'Let yourself be looked after for a while.',
      'You can put the heaviest thoughts down for a few minutes, and pick them up later.',
      'There is nothing you have to feel today.',
    ],
    energetic: [
      'You carry their best bits with you wherever you go!',
      'You can honour them by living a big, full life.',
      'Their memory can be a light that keeps you moving.',
    ],
  },
  affirmation: {
    any: [
      'You are carrying love, not just loss.',
      'You are doing well just by getting through today.',
      'You are worthy of comfort.',
      'You are allowed to smile again when it comes.',
    ],
    encouraging: [
      'You have a heart that loves deeply.',
      'You are braver than you know.',
      'You are not walking this alone.',
    ],
    confident: [
      'You are steadier than you feel today.',
      'You are strong enough to keep their memory and your own life.',
      'You have what it takes to get through this day.',
    ],
    gentle: ['You are allowed to go slowly.', 'You are worthy of gentleness.', 'You are loved, even now.'],
    energetic: [
      'You are so full of love!',
      'You are still here, still shining.',
      'You have a big heart, and it is still beating strong!',
    ],
  },
  action: {
    any: [
      'Write down three things you loved about them, and one thing they taught you.',
      'If a task reminds you of them too much, ask someone to do it with you.',
      'Keep a box for cards, photos and small things that remind you of them.',
      'Tell a story about them to someone who never met them.',
      'Take a short walk somewhere they liked, if you feel able.',
      'When a wave of grief comes, sit down, breathe slowly and let it pass through.',
      'Ask a friend to check in on a set day each week for the next month.',
      'If you are struggling at work, ask whether you can reduce your hours for a while.',
      'Choose a simple routine for your mornings, like tea, a shower and a short walk, and keep it.',
      'Save their messages or voice notes somewhere safe, for when you are ready.',
    ],
  },
  story: {
    any: [
      'A man who lost his mother kept her phone number in his contacts for years. Sometimes he scrolled past it on purpose, just to see her name. One day he added a photo to the contact. He says it felt like giving her a place in his phone as well as his heart.',
      "There was a woman who took up her late father's crossword habit. She was terrible at first. She kept his pencil and his old dictionary on the table. Now she finishes the Saturday puzzle, and says it is their puzzle.",
      "Think of a young man at his grandfather's workbench, surrounded by tools he does not know how to use. He picks up a plane and tries it on an old piece of wood. The shavings curl just the way they used to. He stays in the shed until dark.",
      'A widow kept setting two cups out in the morning for months. One day she set out one, noticed, and cried. Then she made her tea, took it into the garden, and told him about the birds.',
      'There was a family who lost their dog after fourteen years. Every evening at six, the time of the old walk, they still went out. Without the lead it felt strange. Slowly it became the time they talked about their day.',
      "A girl whose best friend died started finishing the sketches her friend had left unfinished. She added her own colours. When the book was full, she gave it to her friend's parents. They said it was the best gift they had ever been given.",
      "A man scattered his brother's ashes on a hill they used to climb as boys. It rained the whole time. Halfway down, the sun came out over the valley. He decided his brother had arranged it, and he has been laughing about it ever since.",
      'Picture someone finding an old shopping list in a coat pocket, in a handwriting they know by heart. Milk, bread, something for the cat. They keep it in their wallet. Some days it is the most precious thing they own.',
    ],
  },
};
