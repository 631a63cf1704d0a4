import { ORG_UPLOAD_LIMITS } from '@fin-atlas/domain';
import { Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { errorMessage, isApiError } from '../../core/api/api-error';
import { FormAlert } from '../../ui/FormAlert';

type OrgListUploadFormProps = {
  nameLabel: string;
  namePlaceholder: string;
  fileLabel: string;
  submitLabel: string;
  help: ReactNode;
  /** Extra fields above the file (the CRM source). */
  children?: ReactNode;
  busy: boolean;
  onSubmit: (name: string, file: File) => Promise<void>;
};

const ACCEPT = '.csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MB = Math.round(ORG_UPLOAD_LIMITS.maxBytes / (1024 * 1024));

/** Name and file of a new list; what the server says is wrong with the file shows right here. */
export function OrgListUploadForm(props: OrgListUploadFormProps) {
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!name.trim()) return setProblem(`Enter the ${props.nameLabel.toLowerCase()}.`);
    if (!file) return setProblem('Choose a CSV or XLSX file.');
    if (file.size > ORG_UPLOAD_LIMITS.maxBytes) {
      return setProblem(`The file is larger than ${MAX_MB} MB. Split it and upload the parts.`);
    }
    try {
      await props.onSubmit(name.trim(), file);
      setName('');
      setFile(null);
    } catch (error) {
      // 401, 403 and failures are told globally; a 422 is about this form.
      if (isApiError(error) && error.status < 500 && error.status !== 401 && error.status !== 403) {
        setProblem(errorMessage(error));
      }
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {props.children}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={props.nameLabel}
            placeholder={props.namePlaceholder}
            required
            maxLength={255}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            w={320}
          />
          <FileInput
            label={props.fileLabel}
            placeholder="Choose a CSV or XLSX file"
            required
            accept={ACCEPT}
            value={file}
            onChange={setFile}
            clearable
            w={320}
          />
          <Button type="submit" loading={props.busy}>
            {props.submitLabel}
          </Button>
        </Group>
        <Text fz="xs" c="dimmed">
          {props.help} Up to {MAX_MB} MB and {ORG_UPLOAD_LIMITS.maxRows.toLocaleString('en-US')} rows.
        </Text>
        {problem ? <FormAlert>{problem}</FormAlert> : null}
      </Stack>
    </form>
  );
}
