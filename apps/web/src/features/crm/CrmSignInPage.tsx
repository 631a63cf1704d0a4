import { CRM_SOURCES, type CrmSourceId } from '@fin-atlas/domain';
import {
  Alert,
  Card,
  Container,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { CrmUploadForm } from './CrmUploadForm';

/**
 * /crm_data/sign_in, "Connect your CRM": FIN CRM connects through an export file, so this page
 * shows the export steps of the chosen CRM next to the upload box. No CRM credentials are asked.
 */
export function CrmSignInPage() {
  const [source, setSource] = useState<CrmSourceId>('salesforce');
  const navigate = useNavigate();
  const chosen = CRM_SOURCES.find((s) => s.id === source) ?? CRM_SOURCES[0];
  return (
    <Container size="lg" py="lg">
      <PageHeader
        title="Connect your CRM"
        description="Bring your CRM's accounts into FIN CRM with an export file: choose your CRM, follow its export steps, upload the file."
      />
      <Stack gap="lg">
        <SegmentedControl
          aria-label="Your CRM"
          data={CRM_SOURCES.map((s) => ({ value: s.id, label: s.name }))}
          value={source}
          onChange={(value) => setSource(value as CrmSourceId)}
          fullWidth
        />
        <Alert variant="light" title="Connected by export file">
          FIN CRM does not sign in to your CRM and never asks for its password or API access. You export the
          accounts, we match and enrich them, and you import the enriched file back when you choose.
        </Alert>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder padding="md" component="section" aria-label={`Export steps for ${chosen?.name}`}>
            <Title order={2} fz="md" mb="sm">
              Export your accounts from {chosen?.name}
            </Title>
            <List type="ordered" spacing="xs" fz="sm">
              {chosen?.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
            <Text fz="xs" c="dimmed" mt="sm">
              Columns read: {chosen?.columns.join(', ')}.
            </Text>
          </Card>
          <Card withBorder padding="md" component="section" aria-label="Upload the export">
            <Title order={2} fz="md" mb="sm">
              Upload the export
            </Title>
            <CrmUploadForm
              source={source}
              onUploaded={(list) => void navigate(`/crm_data/dashboard?list=${list.id}`)}
            />
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
