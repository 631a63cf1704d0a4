import {
  type AdminGroupRow,
  ENTERPRISE_PERMISSIONS,
  type EnterprisePermission,
  PURCHASED_MODULE_FLAGS,
  type PurchasedModuleFlag,
} from '@fin-atlas/domain';
import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notifyError, notifySuccess } from '../../../core/notify';
import { ENTERPRISE_PERMISSION_OPTIONS, groupTypeLabel, PURCHASED_MODULE_OPTIONS } from '../module-labels';
import { useChangeGrants } from './api';

const held = <F extends string>(all: readonly F[], flags: Record<F, boolean>) => all.filter((f) => flags[f]);

/** Only the flags that differ from the group's, so the audit log records exactly what changed. */
function changed<F extends string>(all: readonly F[], before: Record<F, boolean>, chosen: readonly F[]) {
  const diff: Partial<Record<F, boolean>> = {};
  for (const flag of all) if (before[flag] !== chosen.includes(flag)) diff[flag] = chosen.includes(flag);
  return diff;
}

function FlagBoxes<F extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: F; label: string }[];
  value: F[];
  onChange: (value: F[]) => void;
}) {
  return (
    <Fieldset legend={legend}>
      <Checkbox.Group aria-label={legend} value={value} onChange={(next) => onChange(next as F[])}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
          {options.map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Fieldset>
  );
}

/** One group's purchased modules and enterprise permissions, saved as the changes made. */
export function GroupGrantsEditor({ group }: { group: AdminGroupRow }) {
  const [modules, setModules] = useState<PurchasedModuleFlag[]>(() =>
    held(PURCHASED_MODULE_FLAGS, group.purchased_modules),
  );
  const [permissions, setPermissions] = useState<EnterprisePermission[]>(() =>
    held(ENTERPRISE_PERMISSIONS, group.enterprise_permissions),
  );
  const change = useChangeGrants();
  // The stored grants after a save (or another admin's) replace the boxes.
  useEffect(() => {
    setModules(held(PURCHASED_MODULE_FLAGS, group.purchased_modules));
    setPermissions(held(ENTERPRISE_PERMISSIONS, group.enterprise_permissions));
  }, [group]);
  const body = {
    purchased_modules: changed(PURCHASED_MODULE_FLAGS, group.purchased_modules, modules),
    enterprise_permissions: changed(ENTERPRISE_PERMISSIONS, group.enterprise_permissions, permissions),
  };
  const count = Object.keys(body.purchased_modules).length + Object.keys(body.enterprise_permissions).length;

  const save = async () => {
    try {
      await change.mutateAsync({ groupId: group.id, body });
      notifySuccess(`Grants of ${group.name} saved. Its users have them from their next request.`);
    } catch (failure) {
      notifyError(failure);
    }
  };

  return (
    <Stack gap="md" component="section" aria-label={`Grants of ${group.name}`}>
      <Text fz="sm" c="gray.7">
        {groupTypeLabel(group.group_type_id, group.group_type)} group · {group.member_count} members
        {group.parent_group ? ` · part of ${group.parent_group.name}` : ''}
        {group.partner ? ` · partner ${group.partner.name}` : ''}
      </Text>
      <FlagBoxes
        legend="Purchased modules"
        options={PURCHASED_MODULE_OPTIONS}
        value={modules}
        onChange={setModules}
      />
      <FlagBoxes
        legend="Enterprise permissions"
        options={ENTERPRISE_PERMISSION_OPTIONS}
        value={permissions}
        onChange={setPermissions}
      />
      <Group>
        <Button onClick={() => void save()} disabled={count === 0} loading={change.isPending}>
          {count === 0 ? 'No changes' : `Save ${count} change${count === 1 ? '' : 's'}`}
        </Button>
        {count > 0 ? (
          <Button
            variant="default"
            onClick={() => {
              setModules(held(PURCHASED_MODULE_FLAGS, group.purchased_modules));
              setPermissions(held(ENTERPRISE_PERMISSIONS, group.enterprise_permissions));
            }}
          >
            Undo
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
