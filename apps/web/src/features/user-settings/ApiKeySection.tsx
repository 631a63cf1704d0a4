import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { notifyError, notifySuccess } from '../../core/notify';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { FormAlert } from '../../ui/FormAlert';
import { formatDateTime } from '../../ui/format';
import { useApiKey, useCreateApiKey, useRevokeApiKey } from './api';

/** The FIN API key of a user whose group has the fin_api permission; the key is shown once. */
export function ApiKeySection() {
  const key = useApiKey(true);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [fresh, setFresh] = useState<string | null>(null);

  const generate = async () => {
    try {
      const created = await create.mutateAsync();
      setFresh(created.fin_api_key);
    } catch (error) {
      notifyError(error);
    }
  };

  if (key.isError) return <FormAlert>{errorMessage(key.error)}</FormAlert>;
  const current = key.data;
  return (
    <Stack gap="md" maw={640}>
      <Text c="gray.7">
        Call the FIN Atlas API with <Code>Authorization: Bearer &lt;key&gt;</Code>. Creating a new key
        replaces the old one.
      </Text>
      {fresh ? (
        <Alert color="teal" variant="light" title="Your new API key">
          <Stack gap="xs">
            <Text fz="sm">Copy it now: it is shown only once.</Text>
            <Group gap="sm" wrap="nowrap">
              <Code style={{ wordBreak: 'break-all' }} data-testid="new-api-key">
                {fresh}
              </Code>
              <CopyButton value={fresh}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      ) : null}
      {current?.fin_api_key ? (
        <Text>
          Current key <Code>{current.fin_api_key}</Code>, created {formatDateTime(current.created_at)}.
        </Text>
      ) : (
        <Text>{key.isPending ? 'Loading…' : 'You have no API key.'}</Text>
      )}
      <Group>
        <Button onClick={() => void generate()} loading={create.isPending}>
          {current?.fin_api_key ? 'Replace API key' : 'Create API key'}
        </Button>
        {current?.fin_api_key ? (
          <ConfirmButton
            title="Revoke the API key?"
            message="Programs using this key stop working at once."
            confirmLabel="Revoke key"
            busy={revoke.isPending}
            onConfirm={async () => {
              try {
                await revoke.mutateAsync();
                setFresh(null);
                notifySuccess();
              } catch (error) {
                notifyError(error);
              }
            }}
          >
            Revoke
          </ConfirmButton>
        ) : null}
      </Group>
    </Stack>
  );
}
