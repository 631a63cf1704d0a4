import {
  APP_STORES,
  type InstitutionDigitalApp,
  quarterLabel,
  VENDOR_BRANDED_OPTIONS,
} from '@fin-atlas/domain';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { vendorLabel } from './digital-history';
import { calendarDate } from './profile-format';

const STORE_NAME = new Map<string, string>(APP_STORES.map((s) => [s.id, s.name]));
const [VENDOR_BRANDED, FI_BRANDED] = VENDOR_BRANDED_OPTIONS.map((o) => o.name);
const count = new Intl.NumberFormat('en-US');

/** 4.6 from 4,000 ratings; a dash when the store shows no rating. */
export const ratingText = (rating: number | null, ratings: number | null): string =>
  rating === null
    ? '—'
    : `${rating.toFixed(1)}${ratings === null ? '' : ` (${count.format(ratings)} ${ratings === 1 ? 'rating' : 'ratings'})`}`;

export function FeatureBadges({ features, label }: { features: readonly string[]; label: string }) {
  if (features.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        None tracked
      </Text>
    );
  return (
    <Group gap={4} aria-label={label}>
      {features.map((f) => (
        <Badge key={f} size="sm" variant="light" tt="none">
          {f}
        </Badge>
      ))}
    </Group>
  );
}

function VendorCell({ app }: { app: InstitutionDigitalApp }) {
  return (
    <Stack gap={0}>
      <Text fz="sm">{vendorLabel(app.vendor_name)}</Text>
      {app.product_name ? (
        <Text fz="xs" c="dimmed">
          {app.product_name}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The institution's mobile banking apps, one row per store listing. */
export function MobileAppsTable({ apps, period }: { apps: InstitutionDigitalApp[]; period: string }) {
  if (apps.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No mobile banking app on record for {quarterLabel(period)}.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped aria-label="Mobile banking apps">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Store</Table.Th>
            <Table.Th>App</Table.Th>
            <Table.Th>Vendor / Product</Table.Th>
            <Table.Th>Branding</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>MB Age</Table.Th>
            <Table.Th>Rating</Table.Th>
            <Table.Th>Downloads</Table.Th>
            <Table.Th>Features</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apps.map((app) => (
            <Table.Tr key={`${app.store}|${app.app_name}`}>
              <Table.Td>{STORE_NAME.get(app.store) ?? app.store}</Table.Td>
              <Table.Td>{app.app_name}</Table.Td>
              <Table.Td>
                <VendorCell app={app} />
              </Table.Td>
              <Table.Td>{app.vendor_branded ? VENDOR_BRANDED : FI_BRANDED}</Table.Td>
              <Table.Td>{app.app_type ?? '—'}</Table.Td>
              <Table.Td title={app.launched_on ? `Launched ${calendarDate(app.launched_on)}` : undefined}>
                {app.mb_age_years === null ? '—' : `${app.mb_age_years.toFixed(1)} yrs`}
              </Table.Td>
              <Table.Td>{ratingText(app.rating, app.rating_count)}</Table.Td>
              <Table.Td>{app.download_band ?? '—'}</Table.Td>
              <Table.Td>
                <FeatureBadges features={app.features} label={`Features of ${app.app_name}`} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The retail online banking platform: who runs it, since when, and what it offers. */
export function OnlinePlatform({
  platforms,
  period,
}: {
  platforms: InstitutionDigitalApp[];
  period: string;
}) {
  if (platforms.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No online banking platform on record for {quarterLabel(period)}.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {platforms.map((p) => (
        <Stack key={p.app_name} gap={4} data-testid="online-platform">
          <Group gap="xs">
            <Text fw={600} fz="sm">
              {vendorLabel(p.vendor_name)}
              {p.product_name ? ` · ${p.product_name}` : ''}
            </Text>
            <Text fz="xs" c="dimmed">
              {p.app_name}
              {p.launched_on ? `, live since ${calendarDate(p.launched_on)}` : ''}
            </Text>
          </Group>
          <FeatureBadges features={p.features} label={`Features of ${p.app_name}`} />
        </Stack>
      ))}
    </Stack>
  );
}
