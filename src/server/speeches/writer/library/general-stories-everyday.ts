import type { LibraryPart } from './types';

// More invented stories of ordinary people doing hard things, for the longer speeches.
export const generalStoriesEveryday: LibraryPart = {
  story: {
    any: [
      'A bus driver took up chess at sixty and lost every game for a month at the local club. He wrote down each mistake in a small notebook. By winter he was beating the people who had beaten him. He says the notebook won, not him.',
      'There was a young woman who was scared of phone calls. She made one call a day, starting with ordering a pizza. By the end of the month she was calling companies to complain about her broadband, and winning.',
      'Think of a tightrope walker. She does not look at her feet or at the crowd. She looks at a point far ahead and takes one small step at a time. Balance, she says, is just a lot of tiny corrections.',
      'A student who stammered joined the debate team because it frightened him. In his first debate he barely finished a sentence. By his final year he was captain. He still stammers, and nobody cares, least of all him.',
      'A man decided to learn Spanish before visiting his daughter abroad. He practised ten minutes every morning with his coffee. When he arrived, he ordered dinner for the whole family, badly and proudly. His daughter cried.',
      'There was a mechanic who said every engine problem looks huge until you start taking it apart. Then it is just one bolt, then the next bolt. He says life is the same, only with fewer spanners.',
      'Picture someone standing at the edge of a cold lake. They could wait for the courage to get in, or they could walk in up to their knees and let the courage arrive. They walk. It arrives.',
      'A woman who had never run a team was suddenly put in charge of one. She told them on day one that she was new and would need their help. They respected her more for it, and helped her more than she expected.',
      'An apprentice electrician was shaking on his first solo job. He read his checklist out loud, step by step, like a pilot. The job went perfectly. He still reads the list out loud, twenty years later.',
      'There was a girl who wanted to join a football team but had never played. She practised kicking a ball against a garage door every evening. The neighbours complained. Then they started coming to watch her matches.',
      "A man with stage fright volunteered to read at his friend's wedding. He practised in the shower for a week. On the day his voice shook on the first line and steadied by the third. Afterwards, the bride hugged him first.",
      'Think of a surfer waiting for a wave. Most waves are wrong. She waits, paddles, falls, climbs back on. When the right one comes, all that falling is what lets her stand.',
      'A woman who was terrified of driving on motorways practised on quiet Sunday mornings with a friend. First one junction, then two. Six months later she drove four hours to see her sister and sang the whole way.',
      'There was a retired postman who started writing poems because his wife dared him to. His first ones rhymed badly. He kept going. At eighty, he read one aloud at the village hall, and the room went completely still.',
      'A waiter dropped a full tray of drinks on his first shift. The whole restaurant looked. He bowed. People clapped. He kept the job for ten years and says that bow taught him how to handle anything.',
      'An office worker who hated her commute started using it to learn one new thing a day from a podcast. A year later she had changed careers, thanks to something she first heard on the train.',
      'A father who could not swim took lessons so he could teach his daughter. They learned in the same pool at the same time, in different lanes. She was faster. He did not mind in the slightest.',
      'There was a young man who sent out applications for a year and heard nothing. He asked a stranger on a train for advice about his CV. The stranger rewrote the first line for him. The next application got an interview.',
    ],
  },
};
