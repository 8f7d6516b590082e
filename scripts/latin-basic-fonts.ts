// `npm run fonts`: writes the basic Latin faces and their CSS into packages/ui/src/theme/latinBasic.
// Run it after changing coverage.ts or updating a @fontsource-variable package; the unit tests
// fail until the committed files match.
import { writeFile } from 'node:fs/promises';
import { latinBasicCss, latinBasicFaces } from '../packages/ui/src/theme/latinBasic/faces';
import { cutLatinBasicFace } from '../packages/ui/src/theme/latinBasic/subset';

const folder = new URL('../packages/ui/src/theme/latinBasic/', import.meta.url);
for (const face of latinBasicFaces) {
  const bytes = await cutLatinBasicFace(face.source);
  await writeFile(new URL(face.file, folder), bytes);
  console.log(`${face.file}: ${bytes.length} bytes`);
}
await writeFile(new URL('latinBasic.css', folder), latinBasicCss());
