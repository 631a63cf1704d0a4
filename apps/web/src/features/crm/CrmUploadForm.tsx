import { CRM_SOURCES, type CrmList, type CrmSourceId } from '@fin-atlas/domain';
import { Select } from '@mantine/core';
import { notifySuccess } from '../../core/notify';
import { OrgListUploadForm } from '../org-matching';
import { useUploadCrmList } from './api';

type CrmUploadFormProps = {
  source: CrmSourceId;
  onSourceChange?: (source: CrmSourceId) => void;
  onUploaded: (list: CrmList) => void;
};

/** Upload of a CRM account export; the source says which column names to expect. */
export function CrmUploadForm({ source, onSourceChange, onUploaded }: CrmUploadFormProps) {
  const upload = useUploadCrmList();
  const chosen = CRM_SOURCES.find((s) => s.id === source) ?? CRM_SOURCES[CRM_SOURCES.length - 1];
  return (
    <OrgListUploadForm
      nameLabel="List name"
      namePlaceholder="e.g. Q2 pipeline accounts"
      fileLabel="Account export"
      submitLabel="Upload and match"
      busy={upload.isPending}
      help={`Columns read from a ${chosen?.name ?? 'CRM'} export: ${chosen?.columns.join(', ')}. Your own columns are kept as they are, in their order.`}
      onSubmit={async (name, file) => {
        const { crm_list } = await upload.mutateAsync({ name, source, file });
        const { matched, review, unmatched } = crm_list.counts;
        notifySuccess(`${crm_list.name}: ${matched} matched, ${review} to review, ${unmatched} not matched.`);
        onUploaded(crm_list);
      }}
    >
      {onSourceChange ? (
        <Select
          label="Exported from"
          data={CRM_SOURCES.map((s) => ({ value: s.id, label: s.name }))}
          value={source}
          onChange={(value) => value && onSourceChange(value as CrmSourceId)}
          allowDeselect={false}
          w={320}
        />
      ) : null}
    </OrgListUploadForm>
  );
}
