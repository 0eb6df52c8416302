-- Exam instructions become plain text with LaTeX for maths, like question titles (they were sanitized
-- HTML that the console edited as plain text): what staff type is what students see, line breaks kept.
-- Stored rows holding HTML markup are converted by the rule of 0270 (htmlToPlainText in packages/domain).
CREATE FUNCTION "lms_instruction_to_plain_text"(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $fn$
DECLARE
  t text := value;
BEGIN
  IF t IS NULL OR t !~* '<\s*/?\s*[a-z][a-z0-9]*(\s[^<>]*)?/?\s*>' THEN
    RETURN value;
  END IF;
  t := regexp_replace(t, '\r\n?', E'\n', 'g');
  t := regexp_replace(t, '<!--.*?-->', '', 'g');
  t := regexp_replace(t, '<\s*(script|style)[^>]*>.*?<\s*/\s*\1\s*>', '', 'gi');
  t := regexp_replace(t, '<\s*sup\s*>(.*?)<\s*/\s*sup\s*>', '$^{\1}$', 'gi');
  t := regexp_replace(t, '<\s*sub\s*>(.*?)<\s*/\s*sub\s*>', '$_{\1}$', 'gi');
  t := regexp_replace(t, '<\s*br\s*/?\s*>', E'\n', 'gi');
  t := regexp_replace(t, '<\s*li(\s[^<>]*)?>', E'\n• ', 'gi');
  t := regexp_replace(t, '<\s*/\s*(p|div|li|h[1-6]|tr|ul|ol|blockquote)\s*>', E'\n', 'gi');
  t := regexp_replace(t, '<\s*/?\s*[a-z][a-z0-9]*(\s[^<>]*)?/?\s*>', '', 'gi');
  t := replace(t, '&nbsp;', ' ');
  t := replace(t, '&lt;', '<');
  t := replace(t, '&gt;', '>');
  t := replace(t, '&quot;', '"');
  t := replace(t, '&#39;', '''');
  t := replace(t, '&#x27;', '''');
  t := replace(t, '&amp;', '&');
  t := regexp_replace(t, '[ \t]+\n', E'\n', 'g');
  t := regexp_replace(t, '\n{3,}', E'\n\n', 'g');
  RETURN btrim(t, E' \n\t');
END
$fn$;
--> statement-breakpoint
UPDATE "exams"
SET "instruction" = "lms_instruction_to_plain_text"("instruction")
WHERE "instruction" ~* '<\s*/?\s*[a-z][a-z0-9]*(\s[^<>]*)?/?\s*>';
--> statement-breakpoint
DROP FUNCTION "lms_instruction_to_plain_text"(text);
