import type { MailboxMessage } from '@fin-atlas/domain';
import { Alert, Badge, Button, Code, Container, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../core/api/api-error';
import { useForbiddenRedirect } from '../../core/api/use-forbidden-redirect';
import { formatDateTime } from '../../ui/format';
import { ListState } from '../../ui/ListState';
import { PageHeader } from '../../ui/PageHeader';
import { useMailbox } from './api';

function MessageCard({ message }: { message: MailboxMessage }) {
  return (
    <Paper withBorder p="md" component="article" aria-label={`Message to ${message.to}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={600}>{message.subject}</Text>
          <Text fz="sm" c="dimmed">
            To {message.to}
          </Text>
        </div>
        <Stack gap={4} align="flex-end">
          <Text fz="xs" c="dimmed">
            <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
          </Text>
          {message.error ? (
            <Badge color="red" variant="light">
              Not sent
            </Badge>
          ) : message.sent_at ? (
            <Badge color="teal" variant="light">
              Sent
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              Stored only
            </Badge>
          )}
        </Stack>
      </Group>
      <Code block mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {message.text}
      </Code>
      {message.error ? (
        <Text fz="xs" c="red" mt={4}>
          {message.error}
        </Text>
      ) : null}
    </Paper>
  );
}

/**
 * Development mailbox: without SMTP the server keeps outgoing mail, so testers read verification
 * codes and invitation links here.
 */
export function MailboxPage() {
  const mailbox = useMailbox();
  const [recipient, setRecipient] = useState('');
  const forbidden = useForbiddenRedirect(mailbox.error);
  if (forbidden) return null;

  const filter = recipient.trim().toLowerCase();
  const messages = (mailbox.data?.messages ?? []).filter(
    (m) => filter === '' || m.to.toLowerCase().includes(filter),
  );

  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Mailbox"
        description="Mail kept by the server when no SMTP server is configured, newest first."
        actions={
          <Button variant="default" onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
            Refresh
          </Button>
        }
      />
      {mailbox.data?.delivery === 'smtp' ? (
        <Alert variant="light" title="Mail is delivered by SMTP">
          This server sends its mail through the configured SMTP server and keeps no copy, so there is nothing
          to show here. Read verification codes and links in the recipients' own mailboxes.
        </Alert>
      ) : (
        <Stack gap="md">
          <TextInput
            type="search"
            label="Filter by recipient"
            placeholder="name@company.com"
            value={recipient}
            onChange={(e) => setRecipient(e.currentTarget.value)}
            maw={360}
          />
          <ListState
            isPending={mailbox.isPending}
            isFetching={false}
            errorText={mailbox.isError ? errorMessage(mailbox.error) : null}
            isEmpty={messages.length === 0}
            emptyTitle={filter ? 'No mail to that recipient' : 'The mailbox is empty'}
            emptyDescription="New mail appears here within a few seconds."
          >
            <Stack gap="sm" component="section" aria-label="Messages">
              {messages.map((message) => (
                <MessageCard key={message.id} message={message} />
              ))}
            </Stack>
          </ListState>
        </Stack>
      )}
    </Container>
  );
}
