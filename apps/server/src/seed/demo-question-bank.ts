import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { courses, subjects } from '../db/schema';
import type { QuestionValues } from '../modules/exams/question-bank/question-input';
import { insertQuestions } from '../modules/exams/question-bank/question-repository';

/** The exam subjects of the demo institute, one id per subject. */
export interface DemoSubjects {
  physics: string;
  chemistry: string;
  math: string;
  biology: string;
  english: string;
}

const NAMES: Record<keyof DemoSubjects, string> = {
  physics: 'Physics',
  chemistry: 'Chemistry',
  math: 'Higher Math',
  biology: 'Biology',
  english: 'English',
};

/**
 * One subject id per exam subject, by name: the study side's subject when it has one (the first
 * course's), else one made in a staff-only course "Question Bank Subjects" (given to no group), so no
 * subject is doubled and a Chemistry question is never filed under Physics.
 */
export async function demoSubjects(ctx: AppContext): Promise<DemoSubjects> {
  const rows = await ctx.db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .innerJoin(courses, eq(courses.id, subjects.courseId))
    .orderBy(asc(courses.position), asc(courses.createdAt), asc(subjects.position));
  const byName = new Map<string, string>();
  for (const row of rows) if (!byName.has(row.name)) byName.set(row.name, row.id);
  const missing = Object.values(NAMES).filter((name) => !byName.has(name));
  if (missing.length > 0) {
    const [course] = await ctx.db
      .insert(courses)
      .values({
        name: 'Question Bank Subjects',
        description: 'Subjects of the exam question bank.',
        position: 99,
      })
      .returning({ id: courses.id });
    const made = await ctx.db
      .insert(subjects)
      .values(missing.map((name, position) => ({ courseId: course!.id, name, position })))
      .returning({ id: subjects.id, name: subjects.name });
    for (const row of made) byName.set(row.name, row.id);
  }
  return Object.fromEntries(
    Object.entries(NAMES).map(([key, name]) => [key, byName.get(name)!]),
  ) as unknown as DemoSubjects;
}

/** A small deterministic random source (the bank is the same on every seed). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

type Difficulty = 'easy' | 'medium' | 'hard';
/** A generated question before it gets its subject and tags. */
interface Draft {
  type?: QuestionValues['type'];
  title: string;
  options?: string[];
  answer: string[];
  explanation?: string;
  chapter: string;
  difficulty: Difficulty;
  point?: number;
}

/** Four distinct options: the right one and distractors, in a shuffled order. */
function choices(right: string, wrong: string[], next: () => number): string[] {
  const all = [right, ...wrong.filter((w) => w !== right)]
    .filter((v, i, a) => a.indexOf(v) === i)
    .slice(0, 4);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

const num = (value: number) => String(Math.round(value * 100) / 100);

function physics(next: () => number): Draft[] {
  const out: Draft[] = [];
  for (let i = 0; i < 24; i++) {
    const t = 2 + (i % 7);
    const v = 3 + i;
    const d = v * t;
    out.push({
      title: `A car covers ${d} m in ${t} s at a steady speed. Using $v = \\frac{d}{t}$, what is its speed?`,
      options: choices(`${v} m/s`, [`${d * t} m/s`, `${v + 2} m/s`, `${Math.max(1, v - 2)} m/s`], next),
      answer: [`${v} m/s`],
      explanation: `$v = \\frac{${d}}{${t}} = ${v}$ m/s.`,
      chapter: 'Motion',
      difficulty: 'easy',
    });
  }
  for (let i = 0; i < 24; i++) {
    const m = 2 + i;
    const a = 1 + (i % 5);
    out.push({
      title: `A net force gives a ${m} kg body an acceleration of $${a}\\,\\text{m/s}^2$. By $F = ma$, the force is`,
      options: choices(`${m * a} N`, [`${m + a} N`, `${m * a * 2} N`, `${num(m / a)} N`], next),
      answer: [`${m * a} N`],
      explanation: `$F = ${m} \\times ${a} = ${m * a}$ N.`,
      chapter: 'Newtonian Mechanics',
      difficulty: 'medium',
    });
  }
  for (let i = 0; i < 12; i++) {
    const m = 2 * (i + 1);
    const v = 2 + (i % 4) * 2;
    const ek = (m * v * v) / 2;
    out.push({
      title: `What is the kinetic energy $E_k = \\frac{1}{2}mv^2$ of a ${m} kg ball moving at ${v} m/s?`,
      options: choices(`${ek} J`, [`${m * v} J`, `${ek * 2} J`, `${(m * v) / 2} J`], next),
      answer: [`${ek} J`],
      chapter: 'Work and Energy',
      difficulty: i % 3 === 0 ? 'hard' : 'medium',
    });
  }
  for (let i = 0; i < 10; i++) {
    const m = 5 * (i + 1);
    out.push({
      title: `${m} kg ভরের একটি বস্তুর ওজন কত? ($g = 9.8\\,\\text{m/s}^2$)`,
      options: choices(`${num(m * 9.8)} N`, [`${m} N`, `${num(m / 9.8)} N`, `${num(m * 9.8 * 2)} N`], next),
      answer: [`${num(m * 9.8)} N`],
      explanation: `ওজন $W = mg = ${m} \\times 9.8$ N।`,
      chapter: 'Gravitation',
      difficulty: 'easy',
    });
  }
  out.push(
    {
      type: 'MCA',
      title: 'Mark each statement about motion true or false.',
      options: [
        'Velocity is a vector.',
        'Speed can be negative.',
        'Acceleration is the rate of change of velocity.',
      ],
      answer: ['true', 'false', 'true'],
      chapter: 'Motion',
      difficulty: 'medium',
      point: 3,
    },
    {
      type: 'paragraph',
      title: "State Newton's third law and give an everyday example.",
      answer: [],
      chapter: 'Newtonian Mechanics',
      difficulty: 'medium',
      point: 5,
    },
  );
  return out;
}

const COMPOUNDS: [string, number][] = [
  ['H2O', 18],
  ['CO2', 44],
  ['NaCl', 58.5],
  ['CH4', 16],
  ['NH3', 17],
  ['O2', 32],
  ['HCl', 36.5],
  ['H2SO4', 98],
  ['CaCO3', 100],
  ['C2H5OH', 46],
  ['N2', 28],
  ['NaOH', 40],
];

function chemistry(next: () => number): Draft[] {
  const out: Draft[] = [];
  for (const [formula, mass] of COMPOUNDS)
    out.push({
      title: `What is the molar mass of \\ce{${formula}}?`,
      options: choices(
        `${mass} g/mol`,
        [`${mass + 2} g/mol`, `${mass * 2} g/mol`, `${mass - 1} g/mol`],
        next,
      ),
      answer: [`${mass} g/mol`],
      chapter: 'Atomic Structure',
      difficulty: 'easy',
    });
  for (let n = 1; n <= 13; n++)
    out.push({
      title: `A solution has $[\\ce{H+}] = 10^{-${n}}$ mol/L. What is its pH?`,
      options: choices(
        String(n),
        [String(14 - n === n ? n + 1 : 14 - n), String(n + 1), String(Math.max(0, n - 1))],
        next,
      ),
      answer: [String(n)],
      explanation: `$\\mathrm{pH} = -\\log[\\ce{H+}] = ${n}$.`,
      chapter: 'Acids and Bases',
      difficulty: n % 4 === 0 ? 'hard' : 'medium',
    });
  for (let i = 0; i < 12; i++) {
    const p1 = 1 + (i % 4);
    const v1 = 6 + 2 * i;
    const p2 = p1 * 2;
    out.push({
      title: `A gas at ${p1} atm fills ${v1} L. At constant temperature ($P_1V_1 = P_2V_2$), what volume does it fill at ${p2} atm?`,
      options: choices(`${num(v1 / 2)} L`, [`${v1 * 2} L`, `${v1} L`, `${num(v1 / 4)} L`], next),
      answer: [`${num(v1 / 2)} L`],
      chapter: 'Gaseous State',
      difficulty: 'medium',
    });
  }
  const bengali: [string, string, string[]][] = [
    ['\\ce{NaCl} এর সাধারণ নাম কী?', 'খাবার লবণ', ['চুন', 'সোডা', 'চিনি']],
    ['\\ce{CaO} এর সাধারণ নাম কী?', 'চুন', ['খাবার লবণ', 'বালি', 'সোডা']],
    ['কোন গ্যাস সালোকসংশ্লেষণে ব্যবহৃত হয়?', '\\ce{CO2}', ['\\ce{O2}', '\\ce{N2}', '\\ce{H2}']],
    ['মিথেনের সংকেত কোনটি?', '\\ce{CH4}', ['\\ce{C2H6}', '\\ce{CO2}', '\\ce{NH3}']],
  ];
  for (const [title, right, wrong] of bengali)
    out.push({
      title,
      options: choices(right, wrong, next),
      answer: [right],
      chapter: 'Organic Chemistry',
      difficulty: 'easy',
    });
  out.push(
    {
      type: 'checkbox',
      title: 'Which of these are acids?',
      options: ['\\ce{HCl}', '\\ce{NaOH}', '\\ce{H2SO4}', '\\ce{KOH}'],
      answer: ['\\ce{HCl}', '\\ce{H2SO4}'],
      chapter: 'Acids and Bases',
      difficulty: 'easy',
      point: 2,
    },
    {
      type: 'shortAns',
      title: 'Write the chemical symbol of potassium.',
      answer: ['K'],
      chapter: 'Atomic Structure',
      difficulty: 'easy',
    },
  );
  return out;
}

function math(next: () => number): Draft[] {
  const out: Draft[] = [];
  for (let a = 1; a <= 20; a++)
    out.push({
      title: `Evaluate $\\int_0^{${a}} x\\,dx$.`,
      options: choices(num((a * a) / 2), [String(a * a), String(a), num(a / 2)], next),
      answer: [num((a * a) / 2)],
      explanation: `$\\int_0^{${a}} x\\,dx = \\frac{${a}^2}{2}$.`,
      chapter: 'Integration',
      difficulty: a > 8 ? 'medium' : 'easy',
    });
  for (let i = 0; i < 24; i++) {
    const [a, b, c, d] = [i + 2, (i % 3) + 1, (i % 4) + 1, i + 3];
    const det = a * d - b * c;
    out.push({
      title: `If $A = \\begin{pmatrix} ${a} & ${b} \\\\ ${c} & ${d} \\end{pmatrix}$, what is $\\det A$?`,
      options: choices(String(det), [String(a * d + b * c), String(det + 1), String(a * b - c * d)], next),
      answer: [String(det)],
      chapter: 'Matrices',
      difficulty: i % 3 === 2 ? 'hard' : 'medium',
    });
  }
  const angles: [string, string][] = [
    ['0^\\circ', '0'],
    ['30^\\circ', '\\frac{1}{2}'],
    ['90^\\circ', '1'],
    ['150^\\circ', '\\frac{1}{2}'],
    ['180^\\circ', '0'],
    ['270^\\circ', '-1'],
  ];
  for (const [angle, value] of angles)
    out.push({
      title: `What is $\\sin ${angle}$?`,
      options: choices(
        `$${value}$`,
        ['$\\frac{\\sqrt{3}}{2}$', '$-\\frac{1}{2}$', '$2$', '$0$', '$1$'].filter((o) => o !== `$${value}$`),
        next,
      ),
      answer: [`$${value}$`],
      chapter: 'Trigonometry',
      difficulty: 'easy',
    });
  for (let i = 0; i < 10; i++) {
    const p = i + 1;
    const q = i + 3;
    out.push({
      type: 'checkbox',
      title: `Which numbers are roots of $x^2 - ${p + q}x + ${p * q} = 0$?`,
      options: [String(p), String(q), String(p + q), String(-p)],
      answer: [String(p), String(q)],
      chapter: 'Algebra',
      difficulty: 'medium',
      point: 2,
    });
  }
  out.push({
    type: 'MCA',
    title: 'Mark each statement true or false.',
    options: ['$\\sin^2\\theta + \\cos^2\\theta = 1$', '$\\tan 45^\\circ = 0$', '$\\det I = 1$'],
    answer: ['true', 'false', 'true'],
    chapter: 'Trigonometry',
    difficulty: 'easy',
    point: 3,
  });
  return out;
}

const BIO_FACTS: [string, string, string[], string][] = [
  [
    'Which organelle is the powerhouse of the cell?',
    'Mitochondrion',
    ['Ribosome', 'Golgi body', 'Lysosome'],
    'Cell Biology',
  ],
  ['Which part of a cell holds its DNA?', 'Nucleus', ['Cell wall', 'Ribosome', 'Vacuole'], 'Cell Biology'],
  [
    'Where does photosynthesis take place?',
    'Chloroplast',
    ['Mitochondrion', 'Nucleus', 'Root hair'],
    'Plant Biology',
  ],
  [
    'Which blood cells fight infection?',
    'White blood cells',
    ['Red blood cells', 'Platelets', 'Plasma'],
    'Human Physiology',
  ],
  ['Which organ makes insulin?', 'Pancreas', ['Liver', 'Kidney', 'Stomach'], 'Human Physiology'],
  [
    'Which vessel carries blood away from the heart?',
    'Artery',
    ['Vein', 'Capillary', 'Lymph duct'],
    'Human Physiology',
  ],
  [
    'Who is called the father of genetics?',
    'Gregor Mendel',
    ['Charles Darwin', 'Louis Pasteur', 'Robert Hooke'],
    'Genetics',
  ],
  [
    'DNA এর পূর্ণরূপ কী?',
    'Deoxyribonucleic acid',
    ['Ribonucleic acid', 'Deoxyribose acid', 'Nucleic amino acid'],
    'Genetics',
  ],
  ['মানুষের দেহে কয়টি ক্রোমোসোম থাকে?', '46', ['23', '44', '48'], 'Genetics'],
  ['Which tissue carries water in plants?', 'Xylem', ['Phloem', 'Cortex', 'Epidermis'], 'Plant Biology'],
  ['Which enzyme in saliva digests starch?', 'Amylase', ['Pepsin', 'Lipase', 'Trypsin'], 'Human Physiology'],
  ['Which cell division makes gametes?', 'Meiosis', ['Mitosis', 'Binary fission', 'Budding'], 'Cell Biology'],
];

function biology(next: () => number): Draft[] {
  const out: Draft[] = BIO_FACTS.map(([title, right, wrong, chapter], i) => ({
    title,
    options: choices(right, wrong, next),
    answer: [right],
    chapter,
    difficulty: (['easy', 'medium', 'hard'] as const)[i % 3]!,
  }));
  for (let i = 0; i < 30; i++) {
    const twoN = 8 + 2 * i;
    out.push({
      title: `A body cell of a species has $2n = ${twoN}$ chromosomes. How many does each of its gametes have?`,
      options: choices(String(twoN / 2), [String(twoN), String(twoN * 2), String(twoN / 2 + 1)], next),
      answer: [String(twoN / 2)],
      chapter: 'Cell Biology',
      difficulty: i % 2 ? 'medium' : 'easy',
    });
  }
  for (let i = 0; i < 10; i++) {
    const total = 40 + 8 * i;
    out.push({
      title: `In a cross $Aa \\times Aa$, ${total} offspring are counted. About how many show the recessive trait ($aa$)?`,
      options: choices(String(total / 4), [String(total / 2), String((3 * total) / 4), String(total)], next),
      answer: [String(total / 4)],
      chapter: 'Genetics',
      difficulty: 'hard',
    });
  }
  out.push({
    type: 'MCA',
    title: 'Mark each statement about cells true or false.',
    options: [
      'Plant cells have a cell wall.',
      'Red blood cells of humans have a nucleus.',
      'Ribosomes make proteins.',
    ],
    answer: ['true', 'false', 'true'],
    chapter: 'Cell Biology',
    difficulty: 'medium',
    point: 3,
  });
  return out;
}

const SYNONYMS: [string, string, string[]][] = [
  ['abundant', 'plentiful', ['scarce', 'tiny', 'hidden']],
  ['brave', 'courageous', ['timid', 'lazy', 'clever']],
  ['candid', 'frank', ['secretive', 'angry', 'gentle']],
  ['diligent', 'hard-working', ['careless', 'idle', 'noisy']],
  ['eminent', 'famous', ['unknown', 'humble', 'young']],
  ['fragile', 'delicate', ['sturdy', 'heavy', 'rough']],
  ['gloomy', 'dark', ['bright', 'cheerful', 'loud']],
  ['hostile', 'unfriendly', ['kind', 'welcoming', 'calm']],
  ['immense', 'huge', ['tiny', 'narrow', 'weak']],
  ['lucid', 'clear', ['vague', 'dull', 'heavy']],
  ['meagre', 'scanty', ['ample', 'rich', 'wide']],
  ['obsolete', 'outdated', ['modern', 'new', 'useful']],
  ['prudent', 'wise', ['foolish', 'rash', 'hasty']],
  ['remote', 'distant', ['near', 'close', 'busy']],
  ['vivid', 'bright', ['pale', 'faint', 'dim']],
];
const TENSES: [string, string, string[]][] = [
  ['She ___ to school every day.', 'goes', ['go', 'going', 'gone']],
  ['They ___ football yesterday.', 'played', ['play', 'plays', 'playing']],
  ['I ___ my homework already.', 'have finished', ['finish', 'finishing', 'am finish']],
  ['He ___ a letter when I came in.', 'was writing', ['writes', 'has written', 'write']],
  ['We ___ Cox’s Bazar next month.', 'will visit', ['visited', 'visit', 'have visited']],
  ['The sun ___ in the east.', 'rises', ['rise', 'rose', 'rising']],
  ['If it rains, we ___ at home.', 'will stay', ['stayed', 'stay', 'would stayed']],
  ['She has lived here ___ 2015.', 'since', ['for', 'from', 'at']],
  ['Neither the teacher nor the students ___ present.', 'were', ['was', 'is', 'be']],
  ['"আমি ভাত খাই" — correct translation:', 'I eat rice.', ['I eats rice.', 'I am eat rice.', 'I eating rice.']],
  [
    '"সে বই পড়ছে" — correct translation:',
    'He is reading a book.',
    ['He reads a book.', 'He read a book.', 'He has read a book.'],
  ],
];

function english(next: () => number): Draft[] {
  const out: Draft[] = [];
  for (const [word, right, wrong] of SYNONYMS) {
    out.push({
      title: `Choose the word closest in meaning to "${word}".`,
      options: choices(right, wrong, next),
      answer: [right],
      chapter: 'Vocabulary',
      difficulty: 'medium',
    });
    out.push({
      title: `Choose the word most nearly OPPOSITE in meaning to "${right}".`,
      options: choices(wrong[0]!, [word, ...wrong.slice(1)], next),
      answer: [wrong[0]!],
      chapter: 'Vocabulary',
      difficulty: 'hard',
    });
  }
  for (const [title, right, wrong] of TENSES)
    out.push({
      title,
      options: choices(right, wrong, next),
      answer: [right],
      chapter: 'Grammar',
      difficulty: 'easy',
    });
  out.push({
    type: 'paragraph',
    title: 'Write a short paragraph (about 100 words) on "A rainy day in Dhaka".',
    answer: [],
    chapter: 'Composition',
    difficulty: 'medium',
    point: 10,
  });
  return out;
}

/** The question bank by subject, as inserted (ids in generation order). */
export type DemoBank = Record<
  keyof DemoSubjects,
  { id: string; answer: string[]; options: string[]; type: string; difficulty: Difficulty }[]
>;

/**
 * The demo question bank: about three hundred questions over Physics, Chemistry, Higher Math, Biology
 * and English, tagged with their chapter and difficulty; some in Bengali, many with LaTeX (`$...$`,
 * `\ce{...}`), all five types. Inserted in one statement per subject.
 */
export async function seedDemoQuestionBank(
  ctx: AppContext,
  staffId: string,
  ids: DemoSubjects,
): Promise<DemoBank> {
  const next = random(21);
  const drafts: Record<keyof DemoSubjects, Draft[]> = {
    physics: physics(next),
    chemistry: chemistry(next),
    math: math(next),
    biology: biology(next),
    english: english(next),
  };
  const bank = {} as DemoBank;
  for (const key of Object.keys(drafts) as (keyof DemoSubjects)[]) {
    const list = drafts[key];
    const rows = await insertQuestions(
      ctx.db,
      list.map((d) => ({
        type: d.type ?? 'MCQ',
        title: d.title,
        options: d.options ?? [],
        imageOptions: [],
        answer: d.answer,
        explanation: d.explanation ?? '',
        explanationExt: '',
        image: [],
        file: [],
        subjectId: ids[key],
        tags: [],
        chapter: d.chapter,
        difficulty: d.difficulty,
        point: d.point ?? 1,
      })),
      staffId,
    );
    bank[key] = rows.map((r, i) => ({
      id: r.id,
      answer: r.answer,
      options: r.options,
      type: r.type,
      difficulty: list[i]!.difficulty,
    }));
  }
  return bank;
}
