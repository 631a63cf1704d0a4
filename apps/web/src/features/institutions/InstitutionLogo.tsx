import { Image } from '@mantine/core';

type InstitutionLogoProps = {
  id: number;
  name: string;
  size?: number;
  /** Changes when the logo does (its hash), so a screen that just replaced it loads the new one. */
  version?: string;
};

/**
 * An institution's logo from its fixed public path: the uploaded image, or the generated monogram.
 * The server answers with the image's own type; every use revalidates, so a new logo shows at once.
 */
export function InstitutionLogo({ id, name, size = 48, version }: InstitutionLogoProps) {
  const src = `/images/institutions/${id}.svg${version ? `?v=${encodeURIComponent(version)}` : ''}`;
  return (
    <Image
      src={src}
      alt={`${name} logo`}
      w={size}
      h={size}
      fit="contain"
      radius="sm"
      style={{ flex: 'none' }}
      data-testid="institution-logo"
    />
  );
}
