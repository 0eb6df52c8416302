import { Typography } from 'antd';

/** The guidelines for asking, in Bengali as the institute gives them. */
export const GUIDELINES_BN = [
  'প্রশ্নের বিস্তারিত বিবরণ Description অংশে লিখুন।',
  'একবারে একটি মাত্র প্রশ্ন করুন।',
  'Attachment ছাড়া অন্য কোথাও ছবি বা PDF দেবেন না।',
  'আপনি কী ধরনের উত্তর চান (শুধু উত্তর, নাকি ব্যাখ্যাসহ) তা স্পষ্ট করে লিখুন।',
  'প্রশ্ন সম্পূর্ণ বাংলায় অথবা সম্পূর্ণ ইংরেজিতে লিখুন; বাংলিশ (Banglish) লিখবেন না।',
] as const;

/** The guideline list shown before the question form. */
export function Guidelines() {
  return (
    <ol
      lang="bn"
      data-testid="guidelines"
      style={{ paddingInlineStart: 20, margin: 0, display: 'grid', gap: 6 }}
    >
      {GUIDELINES_BN.map((line) => (
        <li key={line}>
          <Typography.Text>{line}</Typography.Text>
        </li>
      ))}
    </ol>
  );
}
