import { type InstitutionDigitalChannels, quarterLabel } from '@fin-atlas/domain';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';

type Services = NonNullable<InstitutionDigitalChannels['electronic_services']>;

/** A link only for a web address: the filed text is shown as it is otherwise. */
export function websiteHref(website: string): string | null {
  const text = website.trim();
  if (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(text)) return text;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(text)) return `https://${text}`;
  return null;
}

/** What the credit union last told NCUA on the 5300 profile about its electronic services. */
export function ElectronicServices({ services }: { services: Services }) {
  const offered = services.services.filter((s) => s.offered);
  const notOffered = services.services.filter((s) => !s.offered);
  const href = services.website ? websiteHref(services.website) : null;
  return (
    <Stack gap="xs">
      <Text fz="xs" c="dimmed">
        NCUA 5300 call report profile, {quarterLabel(services.period)}
        {services.website ? ' · Website: ' : ''}
        {services.website && href ? (
          <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="xs">
            {services.website}
          </Anchor>
        ) : (
          (services.website ?? '')
        )}
      </Text>
      <Group gap={4} aria-label="Electronic services offered">
        {offered.length === 0 ? (
          <Text fz="sm" c="dimmed">
            None reported
          </Text>
        ) : (
          offered.map((s) => (
            <Badge key={s.code} size="sm" variant="light" color="teal" tt="none">
              {s.name}
            </Badge>
          ))
        )}
      </Group>
      {notOffered.length > 0 ? (
        <Text fz="xs" c="dimmed" data-testid="services-not-offered">
          Not offered: {notOffered.map((s) => s.name).join(', ')}
        </Text>
      ) : null}
    </Stack>
  );
}
