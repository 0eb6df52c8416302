import { staffContentRoutes } from '@lms/domain/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { FormModal } from '../../../components/form-modal';
import { callApi } from '../../../lib/api';
import { useT } from '../../../lib/i18n/use-t';
import { catalogKeys } from '../api/catalog-queries';
import { uploadContentFile } from '../api/upload-file';
import { TitleAndDescription } from './content-details-modal';
import { ReleaseFields, type ReleaseValues, releaseBody } from './release-fields';

interface NotesValues extends ReleaseValues {
  notes: { title: string; description?: string }[];
}

/** A file's name without its extension: the title a note starts with. */
export const titleOf = (name: string) => name.replace(/\.[^.]+$/, '') || name;

/**
 * Uploads one or several PDF notes at once: each picked file gets its title (its name to start with)
 * and description, all share one release (now, from a date, or a draft). The files upload one after
 * another with their progress; the notes are added together once all are up.
 */
export function NotesUpload({ itemId }: { itemId: string }) {
  const { t } = useT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<NotesValues>();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [percents, setPercents] = useState<number[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setFiles([]);
    setError(null);
  };

  const send = async ({ notes, ...release }: NotesValues) => {
    setPending(true);
    setError(null);
    try {
      const keys: string[] = [];
      for (const [index, file] of files.entries()) {
        keys.push(
          await uploadContentFile(file, (percent) =>
            setPercents((all) => all.map((p, i) => (i === index ? percent : p))),
          ),
        );
      }
      const body = {
        files: notes.map((note, index) => ({
          title: note.title,
          description: note.description ?? '',
          key: keys[index]!,
          ...releaseBody(release),
        })),
      };
      await callApi(staffContentRoutes.addFiles, { params: { itemId }, body });
      await queryClient.invalidateQueries({ queryKey: catalogKeys.contents(itemId) });
      message.success(t('Notes added'));
      close();
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/pdf"
        multiple
        hidden
        aria-label={t('Upload notes (PDF)')}
        onChange={(event) => {
          const picked = [...(event.target.files ?? [])];
          event.target.value = '';
          setPercents(picked.map(() => 0));
          setFiles(picked);
        }}
      />
      <Button onClick={() => input.current?.click()}>{t('Upload notes (PDF)')}</Button>
      <FormModal<NotesValues>
        title={t('Add notes')}
        open={files.length > 0}
        onClose={close}
        okText={t('Upload and add')}
        form={form}
        initialValues={{ notes: files.map((f) => ({ title: titleOf(f.name), description: '' })) }}
        onFinish={send}
        pending={pending}
        error={error}
      >
        {files.map((file, index) => (
          <div key={`${file.name}:${file.size}:${file.lastModified}`} data-testid="note-to-upload">
            <Typography.Text strong>{file.name}</Typography.Text>
            {pending && <Progress percent={percents[index] ?? 0} size="small" />}
            <TitleAndDescription prefix={['notes', index]} />
          </div>
        ))}
        <ReleaseFields />
      </FormModal>
    </>
  );
}
