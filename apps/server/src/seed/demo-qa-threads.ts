/** A file from seed-assets/qa to attach. */
export type DemoAsset = 'vectors.png' | 'benzene.jpg' | 'note.pdf' | 'explain.mp3' | 'voice.wav';

/** A subject area of the demo forum (matched to the subjects of the course with Q&A by name). */
export type DemoArea = 'physics' | 'chemistry' | 'math';

/** One demo thread: who asks what, with which files, and what happens next. */
export interface DemoThread {
  /** 0 is the demo student; 1.. are other students of the Q&A group. */
  by: number;
  area: DemoArea;
  /** The chapter's name (the subject's first offered chapter when it has none so named). */
  chapter: string;
  text: string;
  media?: DemoAsset[];
  teacher?: { reply: string; media?: DemoAsset[] };
  followUp?: { by: number; reply: string; media?: DemoAsset[] };
  completed?: boolean;
  likedBy?: number[];
  bookmarkedBy?: number[];
  /** Students who upvote the Teacher reply. */
  upvotedBy?: number[];
}

/** The demo forum: a dozen threads in Bengali and English, oldest first. */
export const DEMO_THREADS: DemoThread[] = [
  {
    by: 0,
    area: 'physics',
    chapter: 'Vectors',
    text: 'Two vectors A and B have magnitudes 5 and 4 with an angle of 60° between them. How do I find |A + B|? I added 5 + 4 = 9 but the book says √61. Please explain the method, not only the answer.',
    media: ['vectors.png'],
    teacher: {
      reply:
        'Use the law of cosines: |A + B|² = A² + B² + 2AB cos θ = 25 + 16 + 2·5·4·½ = 61, so |A + B| = √61 ≈ 7.81. You can add magnitudes directly only when the vectors point the same way (θ = 0).',
    },
    followUp: { by: 0, reply: 'Thank you sir, now I understand why 9 is wrong.' },
    likedBy: [1, 2, 3],
    upvotedBy: [0, 1, 2],
    bookmarkedBy: [1],
  },
  {
    by: 1,
    area: 'physics',
    chapter: 'Newtonian Mechanics',
    text: 'নিউটনের গতির দ্বিতীয় সূত্র থেকে কীভাবে $F = ma$ পাওয়া যায়? ভরবেগের পরিবর্তনের হার দিয়ে ব্যাখ্যাসহ উত্তর চাই।',
    teacher: {
      reply:
        'দ্বিতীয় সূত্র অনুযায়ী বল = ভরবেগের পরিবর্তনের হার, $F = \\frac{dp}{dt} = \\frac{d(mv)}{dt}$। ভর ধ্রুব হলে $F = m\\frac{dv}{dt} = ma$। সংযুক্ত নোট ও অডিও ব্যাখ্যাটি দেখো।',
      media: ['note.pdf', 'explain.mp3'],
    },
    likedBy: [0, 2],
    upvotedBy: [0, 3],
    bookmarkedBy: [0],
  },
  {
    by: 2,
    area: 'chemistry',
    chapter: 'Organic Chemistry',
    text: 'বেনজিনের গঠন কেন এত স্থিতিশীল? রেজোন্যান্স দিয়ে বুঝিয়ে দিন। ছবিতে আমার আঁকা গঠনটি দিলাম।',
    media: ['benzene.jpg'],
    teacher: {
      reply:
        'বেনজিনের ছয়টি π-ইলেকট্রন পুরো বলয়ে বিস্তৃত (delocalized)। রেজোন্যান্স শক্তির কারণে অণুটি যেকোনো একক কেকুলে গঠনের চেয়ে প্রায় 150 kJ/mol বেশি স্থিতিশীল।',
    },
    followUp: { by: 2, reply: 'ধন্যবাদ স্যার, পরিষ্কার হয়েছে।' },
    completed: true,
    likedBy: [0, 1, 3, 4],
    upvotedBy: [0, 1],
    bookmarkedBy: [0, 3],
  },
  {
    by: 0,
    area: 'math',
    chapter: 'Integration',
    text: 'How do I integrate $x e^x$? Should I use integration by parts? Only the answer is fine.',
    teacher: {
      reply:
        'Yes, by parts with $u = x$ and $dv = e^x\\,dx$: $\\int x e^x\\,dx = x e^x - e^x + C = e^x(x - 1) + C$.',
    },
    likedBy: [4],
  },
  {
    by: 3,
    area: 'physics',
    chapter: 'Gravitation',
    text: 'মহাকর্ষ ধ্রুবক G এবং অভিকর্ষজ ত্বরণ g এর মধ্যে পার্থক্য কী? আমার প্রশ্নটি রেকর্ড করে দিলাম।',
    media: ['voice.wav'],
    teacher: {
      reply:
        'G একটি সার্বজনীন ধ্রুবক (6.67 × 10⁻¹¹ N m² kg⁻²), সব জায়গায় একই। g হলো পৃথিবীর টানে সৃষ্ট ত্বরণ (প্রায় 9.8 m/s²), যা উচ্চতা ও অক্ষাংশের সাথে বদলায়: g = GM/R²।',
    },
    likedBy: [0],
    upvotedBy: [3],
  },
  {
    by: 4,
    area: 'chemistry',
    chapter: 'Gaseous State',
    text: 'Why does the ideal gas equation PV = nRT fail at high pressure and low temperature? I want an explanation with the van der Waals correction.',
  },
  {
    by: 1,
    area: 'math',
    chapter: 'Matrices',
    text: '৩×৩ ম্যাট্রিক্সের বিপরীত ম্যাট্রিক্স বের করার সহজ নিয়ম কী? অনুশীলনীর প্রশ্নটি PDF এ দিলাম।',
    media: ['note.pdf'],
  },
  {
    by: 0,
    area: 'physics',
    chapter: 'Work and Energy',
    text: 'ঘর্ষণ বল কেন গতির বিপরীত দিকে কাজ করে? একটি উদাহরণসহ ব্যাখ্যা চাই।',
    teacher: {
      reply:
        'ঘর্ষণ দুটি তলের আপেক্ষিক গতিকে বাধা দেয়, তাই তা সবসময় আপেক্ষিক গতির বিপরীতে কাজ করে। যেমন মেঝেতে বাক্স ঠেললে ঘর্ষণ ঠেলার বিপরীতে কাজ করে।',
    },
    followUp: { by: 1, reply: 'তাহলে হাঁটার সময় ঘর্ষণ সামনের দিকে কাজ করে কেন?' },
    likedBy: [1],
  },
  {
    by: 5,
    area: 'math',
    chapter: 'Trigonometry',
    text: 'Prove that sin²θ + cos²θ = 1 for every angle θ. I understand the proof with a right triangle when θ is acute, because the two legs are the sine and the cosine of the angle and the hypotenuse is one, so Pythagoras gives the identity directly. But my teacher said the identity holds for every angle, including obtuse angles, negative angles and angles larger than 360°, where there is no right triangle with that angle at all. How do we prove it in general? Is it enough to use the unit circle, where the point (cos θ, sin θ) always lies on x² + y² = 1? And how would I write this in the board exam so that I get full marks? Please give the full explanation.',
    likedBy: [0, 2],
    bookmarkedBy: [0],
  },
  {
    by: 2,
    area: 'physics',
    chapter: 'Vectors',
    text: 'What is the difference between a scalar product and a vector product? When is the dot product of two vectors zero?',
    teacher: {
      reply:
        'A·B = AB cos θ is a scalar; A × B has magnitude AB sin θ and points perpendicular to both. The dot product is zero when the vectors are perpendicular (θ = 90°).',
    },
    upvotedBy: [0, 2, 4],
  },
  {
    by: 3,
    area: 'chemistry',
    chapter: 'Acids and Bases',
    text: 'দুর্বল এসিড ও শক্তিশালী এসিডের pH কীভাবে তুলনা করব? একই ঘনমাত্রায় কোনটির pH বেশি হবে?',
  },
  {
    by: 4,
    area: 'physics',
    chapter: 'Newtonian Mechanics',
    text: "I recorded my question about Newton's third law: if action and reaction are equal, why does a horse pull a cart forward?",
    media: ['explain.mp3'],
    likedBy: [0],
  },
];
