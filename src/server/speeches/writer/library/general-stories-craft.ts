import type { LibraryPart } from './types';

// Stories about practice and craft: how skill and nerve are built slowly, by ordinary people.
export const generalStoriesCraft: LibraryPart = {
  story: {
    any: [
      'A glassblower said the hardest lesson was letting the glass cool at its own pace. Rush it and it cracks. He says most of his best pieces came from the days he was most patient.',
      'There was a young tailor who measured every seam twice, even when the old tailors teased her. Years later, she runs the workshop. The measuring tape still hangs round her neck.',
      'Think of a climber stuck halfway up a wall, arms shaking. Her coach shouts one thing: breathe, then move your left foot. She does. The wall does not get easier, but her next move does.',
      'A man learning to sing in a choir could not hold his note for the first month. He stood next to the strongest singer and listened. By the concert, he was the one someone new stood next to.',
      'There was a girl who practised her penalty kick at the same spot on the same field every day for a summer. In the final, she stepped up and her legs did what they had done a thousand times.',
      'A carpenter once said the secret to a straight line is to look at where the saw is going, not at the saw. He said it about wood, but he meant it about everything.',
      'An old typesetter said he learned more from his misprints than from his perfect pages. He kept a box of them under his bench. When apprentices made mistakes, he showed them the box.',
      'A woman who started boxing at forty got knocked down in her first sparring session. She got up laughing. The coach said that was the moment he knew she would be good.',
      "There was a beekeeper's apprentice who got stung on his first day and nearly quit. The beekeeper told him the bees were not angry; he was just moving too fast. He slowed down. He has not been stung in years.",
      'A violin maker said a new instrument sounds thin until it has been played for a while. The wood has to learn the music. He says people are the same with anything new.',
      'Think of a marathon pacer holding a small flag above the crowd. Runners around him do not need to think about the whole race. They only need to keep up with the flag.',
      'A young cook burned the rice at her first big family dinner. Her grandmother scraped off the top, served the rest and said the crispy bits were the best part. Everyone fought over them.',
    ],
  },
};
