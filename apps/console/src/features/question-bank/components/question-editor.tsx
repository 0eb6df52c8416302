import { OPTION_LETTERS, QUESTION_DIFFICULTIES, QUESTION_TYPES, questionProblems } from '@lms/domain';
import type { StaffQuestionView } from '@lms/domain/contract';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Typography,
} from 'antd';
import { useMemo } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { ImageUploadButton } from '../../../components/image-upload-button';
import { difficultyLabel, questionTypeChoice } from '../../../components/question-type';
import { useSubmitGuard } from '../../../components/use-submit-guard';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n/use-t';
import { useMediaUrl } from '../../../lib/media-url';
import {
  previewQuestionUpdate,
  useQuestionSubjects,
  useQuestionVersions,
  useSaveQuestion,
} from '../api/question-bank-api';
import { confirmQuestionRescore } from './confirm-question-rescore';
import { blankQuestion, formOf, inputOf, type QuestionFormValues } from './question-form';
import { QuestionPreview } from './question-preview';

/**
 * The question editor: type, text, options with their key, marks, negative marks, explanation, images
 * and tags, beside a live preview rendered as students see it. Saving a question that a published
 * exam uses makes a new version (the exam keeps the old one).
 */
export function QuestionEditor({
  question,
  open,
  onClose,
}: {
  /** The question to edit; undefined: a new question. */
  question?: StaffQuestionView;
  open: boolean;
  onClose: () => void;
}) {
  const i18n = useT();
  const { t } = i18n;
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<QuestionFormValues>();
  const mathHint = t('Plain text; math in $...$ (inline) or $$...$$ (display), e.g. $\\frac{1}{2}$.');
  const values = Form.useWatch([], form) as QuestionFormValues | undefined;
  const save = useSaveQuestion();
  const subjects = useQuestionSubjects();
  const versions = useQuestionVersions(question?._id);
  const mediaUrl = useMediaUrl();
  const initial = useMemo(() => (question ? formOf(question) : blankQuestion()), [question]);
  const input = inputOf({ ...initial, ...values });
  const problems = questionProblems(input);
  const type = values?.type ?? initial.type;
  const written = type === 'shortAns' || type === 'paragraph';
  const freezes = versions.data?.[0]?.exams.some((e) => e.published) ?? false;

  const saving = useSubmitGuard(() => {
    if (problems.length > 0) return;
    return (async () => {
      let confirmRescore = false;
      if (question) {
        // A change that would re-score results of exams following the question is shown and confirmed.
        let impact: Awaited<ReturnType<typeof previewQuestionUpdate>>;
        try {
          impact = await previewQuestionUpdate(question._id, input);
        } catch (error) {
          void message.error(errorText(error));
          return;
        }
        if (!(await confirmQuestionRescore(modal, impact, i18n))) return;
        confirmRescore = impact.needsConfirmation;
      }
      const saved = await save.mutateAsync({ id: question?._id, input, confirmRescore });
      message.success(
        question && saved.version > question.version
          ? t('Saved as version {{version}}: published exams keep version {{kept}}', {
              version: saved.version,
              kept: question.version,
            })
          : t('Question saved'),
      );
      onClose();
    })();
  });
  const busy = save.isPending || saving.busy;

  return (
    <Modal
      title={
        question ? t('Edit question (version {{version}})', { version: question.version }) : t('New question')
      }
      open={open}
      onCancel={onClose}
      width={1100}
      destroyOnHidden
      okText={t('Save question')}
      onOk={() => {
        if (!busy) form.submit();
      }}
      okButtonProps={{ loading: busy, disabled: busy || problems.length > 0 }}
    >
      <ErrorAlert error={save.error} gap={12} />
      {freezes && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('A published exam uses this question')}
          description={t(
            'Saving makes a new version: the published exam keeps showing and scoring this one; exams not published yet follow the new version and are scored again.',
          )}
        />
      )}
      <Row gutter={24}>
        <Col xs={24} lg={13}>
          <Form<QuestionFormValues>
            form={form}
            layout="vertical"
            initialValues={initial}
            onFinish={() => saving.submit()}
          >
            <Form.Item name="type" label={t('Type')}>
              <Select
                options={QUESTION_TYPES.map((type) => ({ value: type, label: questionTypeChoice(t, type) }))}
                aria-label={t('Type')}
              />
            </Form.Item>
            <Form.Item name="title" label={t('Question')} extra={mathHint}>
              <Input.TextArea aria-label={t('Question text')} autoSize={{ minRows: 3, maxRows: 10 }} />
            </Form.Item>
            <Form.Item name="image" label={t('Question images')}>
              <ImageList mediaUrl={mediaUrl} />
            </Form.Item>
            {!written && (
              <Form.List name="options">
                {(fields, { add, remove }) => (
                  <Flex vertical gap={8} style={{ marginBottom: 16 }}>
                    <Typography.Text strong>
                      {type === 'MCA'
                        ? t('Options (tick the true statements)')
                        : t('Options (tick the correct ones)')}
                    </Typography.Text>
                    {fields.map((field, i) => (
                      <OptionRow
                        key={field.key}
                        name={field.name}
                        letter={OPTION_LETTERS[i] ?? '?'}
                        mca={type === 'MCA'}
                        image={values?.options?.[i]?.image ?? false}
                        onImage={(key) =>
                          form.setFieldValue(['options', field.name], {
                            ...form.getFieldValue(['options', field.name]),
                            text: key,
                            image: true,
                          })
                        }
                        onRemove={() => remove(field.name)}
                      />
                    ))}
                    {fields.length < OPTION_LETTERS.length && (
                      <Button onClick={() => add({ text: '', image: false, correct: false })}>
                        {t('Add option')}
                      </Button>
                    )}
                  </Flex>
                )}
              </Form.List>
            )}
            {written && (
              <Form.Item name="modelAnswer" label={t('Model answer (for examiners, optional)')}>
                <Input.TextArea aria-label={t('Model answer')} autoSize={{ minRows: 2, maxRows: 6 }} />
              </Form.Item>
            )}
            <Flex gap={16} wrap>
              <Form.Item name="point" label={t('Marks')}>
                <InputNumber aria-label={t('Marks')} min={0.25} max={1000} step={0.25} />
              </Form.Item>
              <Form.Item
                name="negativeMark"
                label={t('Negative marks')}
                tooltip={t(
                  "Lost for a wrong answer only in exams set to each question's own negative marks.",
                )}
              >
                <InputNumber aria-label={t('Negative marks')} min={0} max={1000} step={0.25} />
              </Form.Item>
              <Form.Item name="difficulty" label={t('Difficulty')}>
                <Select
                  aria-label={t('Difficulty')}
                  allowClear
                  placeholder={t('Not set')}
                  style={{ width: 140 }}
                  options={QUESTION_DIFFICULTIES.map((d) => ({ value: d, label: difficultyLabel(t, d) }))}
                />
              </Form.Item>
            </Flex>
            <Form.Item name="explanation" label={t('Explanation')} extra={mathHint}>
              <Input.TextArea aria-label={t('Explanation')} autoSize={{ minRows: 2, maxRows: 8 }} />
            </Form.Item>
            <Flex gap={16} wrap>
              <Form.Item name="subjectId" label={t('Subject')} style={{ minWidth: 220, flex: 1 }}>
                <Select
                  aria-label={t('Subject')}
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('No subject')}
                  options={subjects.data?.subjects.map((s) => ({
                    value: s._id,
                    label: `${s.name} (${s.course})`,
                  }))}
                />
              </Form.Item>
              <Form.Item name="chapter" label={t('Chapter')} style={{ minWidth: 180, flex: 1 }}>
                <AutoComplete
                  aria-label={t('Chapter')}
                  options={subjects.data?.chapters.map((c) => ({ value: c }))}
                  filterOption={(text, option) =>
                    String(option?.value).toLowerCase().includes(text.toLowerCase())
                  }
                />
              </Form.Item>
            </Flex>
            <Form.Item name="tags" label={t('Tags')}>
              <Select
                aria-label={t('Tags')}
                mode="tags"
                tokenSeparators={[',']}
                placeholder={t('Type a tag and press Enter')}
              />
            </Form.Item>
          </Form>
        </Col>
        <Col xs={24} lg={11}>
          <Typography.Title level={5}>{t('Preview')}</Typography.Title>
          <div style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16, marginBottom: 12 }}>
            <QuestionPreview question={input} mediaUrl={mediaUrl} />
          </div>
          {problems.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('Not ready to save')}
              description={
                <ul style={{ margin: 0, paddingLeft: 16 }}>
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              }
            />
          )}
        </Col>
      </Row>
    </Modal>
  );
}

/** One option: its text (or uploaded image), its key tick, an image upload and removal. */
function OptionRow({
  name,
  letter,
  mca,
  image,
  onImage,
  onRemove,
}: {
  name: number;
  letter: string;
  mca: boolean;
  image: boolean;
  onImage: (key: string) => void;
  onRemove: () => void;
}) {
  const { t } = useT();
  return (
    <Flex gap={8} align="center" wrap>
      <strong style={{ width: 16 }}>{letter}</strong>
      <Form.Item name={[name, 'text']} noStyle>
        <Input
          aria-label={t('Option {{letter}}', { letter })}
          disabled={image}
          style={{ flex: 1, minWidth: 160 }}
        />
      </Form.Item>
      <Form.Item name={[name, 'image']} hidden valuePropName="checked">
        <Checkbox />
      </Form.Item>
      <Form.Item name={[name, 'correct']} valuePropName="checked" noStyle>
        <Checkbox
          aria-label={
            mca ? t('Option {{letter}} true', { letter }) : t('Option {{letter}} correct', { letter })
          }
        >
          {mca ? t('True') : t('Correct')}
        </Checkbox>
      </Form.Item>
      <ImageUploadButton size="small" label={image ? t('Replace image') : t('Image')} onUploaded={onImage} />
      <Button size="small" aria-label={t('Remove option {{letter}}', { letter })} onClick={onRemove}>
        {t('Remove')}
      </Button>
    </Flex>
  );
}

/** The question's images: thumbnails with removal, and an upload button (a form control). */
function ImageList({
  value = [],
  onChange,
  mediaUrl,
}: {
  value?: string[];
  onChange?: (keys: string[]) => void;
  mediaUrl: (key: string) => string;
}) {
  const { t } = useT();
  return (
    <Flex gap={8} wrap align="center">
      {value.map((key) => (
        <Flex key={key} vertical align="center" gap={4}>
          <img src={mediaUrl(key)} alt="" style={{ height: 56, maxWidth: 120, objectFit: 'contain' }} />
          <Button size="small" onClick={() => onChange?.(value.filter((k) => k !== key))}>
            {t('Remove')}
          </Button>
        </Flex>
      ))}
      {value.length < 10 && (
        <ImageUploadButton label={t('Add image')} onUploaded={(key) => onChange?.([...value, key])} />
      )}
    </Flex>
  );
}
