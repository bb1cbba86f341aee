import {
  IMAGE_COLUMNS,
  PASSAGE_COLUMNS,
  questionsToCsv,
  type ExportableQuestion,
} from '../../../../../domain/question-csv';
import { CsvColumnsHelp } from '../../kit/csv-columns-help';

const EXAMPLES: ExportableQuestion[] = [
  {
    examType: 'jamb',
    examShortName: 'JAMB',
    subject: 'mathematics',
    subjectName: 'Mathematics',
    level: 1,
    topic: 'Fractions',
    difficulty: 'easy',
    questionText: 'What is $\\frac{1}{2} + \\frac{1}{4}$?',
    options: { A: '$\\frac{3}{4}$', B: '$\\frac{2}{6}$', C: '$\\frac{1}{8}$', D: '$1$' },
    correctAnswer: 'A',
    explanation: 'Write both with denominator 4: $\\frac{2}{4} + \\frac{1}{4} = \\frac{3}{4}$.',
  },
  {
    examType: 'jamb',
    examShortName: 'JAMB',
    subject: 'mathematics',
    subjectName: 'Mathematics',
    level: 1,
    topic: 'Number bases',
    difficulty: 'medium',
    questionText: 'Convert 101 in base two to base ten, then add 3. What do you get?',
    options: { A: '6', B: '8', C: '104', D: '10' },
    correctAnswer: 'B',
    explanation: '101 in base two is 4 + 0 + 1 = 5, and 5 + 3 = 8.',
  },
];

/** Built in the browser with the export's own writer, so the template always matches the parser. */
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(questionsToCsv(EXAMPLES))}`;

export function CsvFormatHelp() {
  return (
    <CsvColumnsHelp>
      <p>
        <span className="font-medium">Passage (optional):</span>{' '}
        <code className="break-words">{PASSAGE_COLUMNS.join(', ')}</code>: rows with the same title
        and text share one comprehension or cloze passage.
      </p>
      <p>
        <span className="font-medium">Diagram (optional):</span>{' '}
        <code>{IMAGE_COLUMNS.join(', ')}</code>: image names a stored diagram as Export writes it (
        <code>&lt;id&gt;.webp</code>) and image_alt describes it. Add a new diagram under “Add one
        question” below.
      </p>
      <p className="text-muted-foreground">
        Columns may come in any order. difficulty is easy, medium or hard (blank means medium);
        correct_answer is A, B, C or D; when level_tag is not a number the level chosen above is
        used. Maths goes between $ signs in LaTeX.
      </p>
      <a
        href={templateHref}
        download="preparena-questions-template.csv"
        className="inline-block font-medium text-primary underline underline-offset-4"
      >
        Download template
      </a>
    </CsvColumnsHelp>
  );
}
